import { z } from 'zod';
import type { NotificationPreferences } from './user';

/**
 * What the app tells people about (docs/product.md, Notifications). Reminders and the digest come
 * from the scheduler's pass; status updates and workflow notices from the change that causes them.
 */
export const NOTIFICATION_KINDS = [
  'cfp_deadline_3d',
  'cfp_deadline_today',
  'event_7d',
  'event_1d',
  'cfp_status',
  'event_status',
  'digest',
  'review_requested',
  'workflow_decided',
  'workflow_comment',
  'trip_report_request',
  'trip_report_reminder',
  'webhook_disabled',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/**
 * The switch each kind obeys. Workflow notices, an event's status change and the request for one's
 * own trip report obey none: they always reach the notification centre, and email only while email
 * notifications are on (that switch governs every email).
 */
export const NOTIFICATION_SWITCH: Record<NotificationKind, keyof NotificationPreferences | null> = {
  cfp_deadline_3d: 'cfp_deadline_reminders',
  cfp_deadline_today: 'cfp_deadline_reminders',
  event_7d: 'event_reminders',
  event_1d: 'event_reminders',
  cfp_status: 'cfp_status_updates',
  event_status: null,
  digest: 'new_cfp_digest',
  review_requested: null,
  workflow_decided: null,
  workflow_comment: null,
  trip_report_request: null,
  trip_report_reminder: null,
  webhook_disabled: null,
};

/** Names of the five switches as Settings shows them (the unsubscribe page uses them too). */
export const SWITCH_LABELS: Record<keyof NotificationPreferences, string> = {
  email_notifications: 'Email notifications',
  cfp_deadline_reminders: 'CFP deadline reminders',
  cfp_status_updates: 'CFP status updates',
  new_cfp_digest: 'New-CFP digest',
  event_reminders: 'Event reminders',
};

export const NOTIFICATION_RULES = {
  /** Reminders and the digest fall at this local hour of the recipient's time zone. */
  localHour: 9,
  cfpReminderDaysBefore: 3,
  eventReminderDaysBefore: [7, 1],
  /** The digest: Mondays; CFPs closing within these days, events added within these. */
  digestCfpDays: 14,
  digestNewEventDays: 7,
  /** A trip's report is asked for the day after its event ends, and again this many days later. */
  tripReportReminderDays: 7,
  /** Trips whose event ended longer ago than this are never asked about (no flood of old trips). */
  tripReportAskWithinDays: 30,
  pageSize: 20,
  pageSizeMax: 100,
} as const;

export const TIME_ZONE_MESSAGE = 'Unknown time zone: choose one such as Europe/Berlin or UTC';

/** An IANA zone name (Europe/Berlin, UTC) as the browser knows it; offsets such as +01:00 are not zones. */
export function canonicalTimeZone(value: string): string | null {
  if (!/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/.test(value)) return null;
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: value }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

export const timeZoneSchema = z
  .string({ error: TIME_ZONE_MESSAGE })
  .trim()
  .max(64, TIME_ZONE_MESSAGE)
  .transform((value, ctx) => {
    const zone = canonicalTimeZone(value);
    if (zone) return zone;
    ctx.addIssue({ code: 'custom', message: TIME_ZONE_MESSAGE });
    return z.NEVER;
  });

/** One entry of the notification centre. */
export const notificationSchema = z.object({
  id: z.number().int(),
  kind: z.enum(NOTIFICATION_KINDS),
  title: z.string(),
  body: z.string(),
  /** Path inside the app: the event, the submissions of an event, the workflow or the trip. */
  link: z.string(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** GET /api/notifications: newest first; `before` (an id) pages on. */
export const notificationListQuerySchema = z.object({
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(NOTIFICATION_RULES.pageSizeMax)
    .default(NOTIFICATION_RULES.pageSize),
  before: z.coerce.number().int().positive().max(2_147_483_647).optional(),
});
export type NotificationListQuery = z.infer<typeof notificationListQuerySchema>;

export const notificationPageSchema = z.object({
  notifications: z.array(notificationSchema),
  /** Pass as `before` for the next (older) page; null on the last one. */
  nextBefore: z.number().int().nullable(),
  unread: z.number().int(),
});
export type NotificationPage = z.infer<typeof notificationPageSchema>;

export const unreadCountSchema = z.object({ unread: z.number().int() });
export type UnreadCount = z.infer<typeof unreadCountSchema>;

export const FOLLOW_REASONS = ['creator', 'submitter', 'attendee', 'follow'] as const;

/** Whether the signed-in user hears about an event, and why. */
export const followStateSchema = z.object({
  eventId: z.number().int(),
  following: z.boolean(),
  /** Why they follow it without pressing Follow (creator, submitter, attendee) or 'follow'. */
  reasons: z.array(z.enum(FOLLOW_REASONS)),
});
export type FollowState = z.infer<typeof followStateSchema>;

/** Settings → Notifications: the time zone and whether email can go out at all. */
export const notificationSettingsSchema = z.object({
  /** Null until set: reminders then fall at 09:00 UTC. */
  timeZone: z.string().nullable(),
  email: z.object({
    /** SMTP_URL is set: the server can send email. */
    enabled: z.boolean(),
    /** The sender (MAIL_FROM). */
    from: z.string().nullable(),
    /** Where this user's email goes (their profile's address). */
    to: z.string().nullable(),
  }),
  /** Admins may send a test email. */
  canSendTestEmail: z.boolean(),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

export const notificationSettingsUpdateSchema = z.object({ timeZone: timeZoneSchema });

/** POST /api/notifications/test-email: whether the server took the message, and if not, why. */
export const testEmailResultSchema = z.object({
  sent: z.boolean(),
  to: z.string().nullable(),
  message: z.string(),
});
export type TestEmailResult = z.infer<typeof testEmailResultSchema>;

export const EMAIL_STATUSES = ['pending', 'sending', 'sent', 'failed', 'skipped'] as const;

/** One email of the outbox, for admins (failed ones by default). */
export const deliverySchema = z.object({
  id: z.number().int(),
  kind: z.enum(NOTIFICATION_KINDS),
  subject: z.string(),
  userId: z.number().int(),
  username: z.string(),
  emailStatus: z.enum(EMAIL_STATUSES),
  attempts: z.number().int(),
  dueAt: z.string(),
  nextAttemptAt: z.string(),
  lastError: z.string().nullable(),
  sentAt: z.string().nullable(),
});
export type Delivery = z.infer<typeof deliverySchema>;

export const deliveryListQuerySchema = z.object({
  status: z.enum(EMAIL_STATUSES).default('failed'),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});
