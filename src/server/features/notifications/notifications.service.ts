import { and, count, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type {
  Delivery,
  deliveryListQuerySchema,
  FollowState,
  Notification,
  NotificationListQuery,
  NotificationPage,
  NotificationSettings,
  TestEmailResult,
} from '@shared/schemas/notifications';
import { TIME_ZONE_MESSAGE } from '@shared/schemas/notifications';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { events, users } from '../../db/schema/index';
import { eventFollows, notificationOutbox, notifications } from '../../db/schema/notifications';
import { NotFoundError, ValidationError } from '../../lib/errors';
import { ensure, isAdmin } from '../../lib/permissions';
import { idArray, rowsOf } from '../../lib/sql';
import { describeMailError, type Mailer } from '../../mail/mailer';
import type { CurrentUser } from '../../lib/identity';
import { testEmail } from './email-message';
import { followersOf } from './follows';
import type { SwitchKey } from './unsubscribe';

type NotificationRow = typeof notifications.$inferSelect;

function toNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    kind: row.kind as Notification['kind'],
    title: row.title,
    body: row.body,
    link: row.link,
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt?.toISOString() ?? null,
  };
}

export async function unreadCount(db: Db, user: CurrentUser): Promise<number> {
  const [row] = await db
    .select({ unread: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, user.id), isNull(notifications.readAt)));
  return row?.unread ?? 0;
}

/** The signed-in user's notification centre, newest first, a page at a time. */
export async function listNotifications(
  db: Db,
  user: CurrentUser,
  query: NotificationListQuery,
): Promise<NotificationPage> {
  const rows = await db
    .select()
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, user.id),
        query.before === undefined ? undefined : lt(notifications.id, query.before),
      ),
    )
    .orderBy(desc(notifications.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  return {
    notifications: page.map(toNotification),
    nextBefore: rows.length > query.limit ? page[page.length - 1]!.id : null,
    unread: await unreadCount(db, user),
  };
}

/** Marks one of one's own notifications read (another's is 404, as if it did not exist). */
export async function markRead(db: Db, user: CurrentUser, id: number): Promise<number> {
  const [row] = await db
    .select({ readAt: notifications.readAt })
    .from(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.userId, user.id)));
  if (!row) throw new NotFoundError('Notification not found');
  if (!row.readAt) {
    await db
      .update(notifications)
      .set({ readAt: sql`now()` })
      .where(and(eq(notifications.id, id), isNull(notifications.readAt)));
  }
  return unreadCount(db, user);
}

export async function markAllRead(db: Db, user: CurrentUser): Promise<number> {
  await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(and(eq(notifications.userId, user.id), isNull(notifications.readAt)));
  return 0;
}

/** Whether the user hears about an event: Follow pressed, or creator/submitter/attendee, less Unfollow. */
export async function followState(
  db: Db,
  user: CurrentUser,
  eventId: number,
): Promise<FollowState> {
  const [event] = await db.select({ id: events.id }).from(events).where(eq(events.id, eventId));
  if (!event) throw new NotFoundError('Event not found');
  const reasons = rowsOf<{ reason: FollowState['reasons'][number] }>(
    await db.execute(sql`
      select distinct reason from (${followersOf(idArray([eventId]))}) f
      where f.user_id = ${user.id}`),
  ).map((row) => row.reason);
  const [choice] = await db
    .select({ following: eventFollows.following })
    .from(eventFollows)
    .where(and(eq(eventFollows.eventId, eventId), eq(eventFollows.userId, user.id)));
  const order = ['creator', 'submitter', 'attendee', 'follow'] as const;
  return {
    eventId,
    following: choice ? choice.following : reasons.length > 0,
    reasons: order.filter((reason) => reasons.includes(reason)),
  };
}

/** Follow (true) or Unfollow (false) pressed on the event page; Unfollow silences an implicit follow too. */
export async function setFollow(
  db: Db,
  user: CurrentUser,
  eventId: number,
  following: boolean,
): Promise<FollowState> {
  await db.transaction(async (tx) => {
    const [event] = await tx
      .select({ id: events.id })
      .from(events)
      .where(eq(events.id, eventId))
      .for('key share');
    if (!event) throw new NotFoundError('Event not found');
    await tx
      .insert(eventFollows)
      .values({ userId: user.id, eventId, following })
      .onConflictDoUpdate({
        target: [eventFollows.userId, eventFollows.eventId],
        set: { following, updatedAt: sql`now()` },
      });
  });
  return followState(db, user, eventId);
}

export interface SettingsContext {
  db: Db;
  mailer: Mailer;
}

export async function getSettings(
  context: SettingsContext,
  user: CurrentUser,
): Promise<NotificationSettings> {
  const [row] = await context.db
    .select({ timeZone: users.timeZone, email: users.email })
    .from(users)
    .where(eq(users.id, user.id));
  return {
    timeZone: row?.timeZone ?? null,
    email: {
      enabled: context.mailer.enabled,
      from: context.mailer.enabled ? context.mailer.from : null,
      to: row?.email || null,
    },
    canSendTestEmail: isAdmin(user),
  };
}

/**
 * Saves the time zone reminders fall in. The browser's zone names and the database's usually
 * agree; one the database does not know is refused like an unknown one.
 */
export async function updateSettings(
  context: SettingsContext,
  user: CurrentUser,
  input: { timeZone: string },
): Promise<NotificationSettings> {
  const known = rowsOf<{ name: string }>(
    await context.db.execute(
      sql`select name from pg_timezone_names where name = ${input.timeZone} limit 1`,
    ),
  );
  if (!known.length) throw new ValidationError(TIME_ZONE_MESSAGE, { timeZone: TIME_ZONE_MESSAGE });
  await context.db
    .update(users)
    .set({ timeZone: input.timeZone, updatedAt: sql`now()` })
    .where(eq(users.id, user.id));
  return getSettings(context, user);
}

/** Admins only: sends a test email to their own address and says, in words, what went wrong. */
export async function sendTestEmail(
  context: SettingsContext & { publicUrl: string; smtpUrl?: string },
  user: CurrentUser,
): Promise<TestEmailResult> {
  ensure(isAdmin(user), 'Only an admin can send a test email');
  const [row] = await context.db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.id, user.id));
  const to = row?.email || null;
  if (!context.mailer.enabled) {
    return { sent: false, to, message: 'Email is off: SMTP_URL is not set on the server.' };
  }
  if (!to) {
    return { sent: false, to, message: 'Your profile has no email address to send to.' };
  }
  try {
    await context.mailer.send(testEmail(to, context.publicUrl));
    return { sent: true, to, message: `Test email sent to ${to}.` };
  } catch (error) {
    return {
      sent: false,
      to,
      message: describeMailError(error, context.smtpUrl ?? 'smtp://unknown').message,
    };
  }
}

/** Admins only: the outbox's emails in one state (failed, i.e. given up, by default). */
export async function listDeliveries(
  db: Db,
  user: CurrentUser,
  query: z.output<typeof deliveryListQuerySchema>,
): Promise<Delivery[]> {
  ensure(isAdmin(user), 'Only an admin can see email deliveries');
  const rows = await db
    .select({
      id: notificationOutbox.id,
      kind: notificationOutbox.kind,
      subject: notificationOutbox.subject,
      userId: notificationOutbox.userId,
      username: users.username,
      emailStatus: notificationOutbox.emailStatus,
      attempts: notificationOutbox.attempts,
      dueAt: notificationOutbox.dueAt,
      nextAttemptAt: notificationOutbox.nextAttemptAt,
      lastError: notificationOutbox.lastError,
      sentAt: notificationOutbox.sentAt,
    })
    .from(notificationOutbox)
    .innerJoin(users, eq(users.id, notificationOutbox.userId))
    .where(eq(notificationOutbox.emailStatus, query.status))
    .orderBy(desc(notificationOutbox.id))
    .limit(query.limit);
  return rows.map((row) => ({
    ...row,
    kind: row.kind as Delivery['kind'],
    emailStatus: row.emailStatus as Delivery['emailStatus'],
    dueAt: row.dueAt.toISOString(),
    nextAttemptAt: row.nextAttemptAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
  }));
}

/**
 * The unsubscribe link's work: turns one switch off for the user it names. Null when that user
 * no longer exists (the link outlived the account).
 */
export async function turnSwitchOff(
  db: Db,
  userId: number,
  switchKey: SwitchKey,
): Promise<{ username: string } | null> {
  const [row] = await db
    .update(users)
    .set({
      preferences: sql`${users.preferences} || jsonb_build_object(${switchKey}::text, false)`,
      updatedAt: sql`now()`,
    })
    .where(eq(users.id, userId))
    .returning({ username: users.username });
  return row ?? null;
}

/** The username of a user id, or null when there is no such user any more. */
export async function findUsername(db: Db, userId: number): Promise<{ username: string } | null> {
  const [row] = await db
    .select({ username: users.username })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}
