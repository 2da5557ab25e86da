import { z } from 'zod';
import { optionalFreeText, pageFields } from './fields';

/** Record changes an endpoint may ask for (issue 29); the body is the record as the API returns it. */
export const WEBHOOK_EVENT_KINDS = [
  'event.created',
  'event.updated',
  'event.deleted',
  'cfp_submission.created',
  'cfp_submission.status_changed',
  'sponsorship.changed',
  'workflow.created',
  'workflow.decided',
  'trip.status_changed',
  'discovery.sync_finished',
] as const;
export type WebhookEventKind = (typeof WEBHOOK_EVENT_KINDS)[number];

/** Team notices a Slack or Teams endpoint may also post to its channel. */
export const WEBHOOK_TEAM_NOTICES = [
  'cfp_deadline',
  'review_requested',
  'submission_accepted',
] as const;
export type WebhookTeamNotice = (typeof WEBHOOK_TEAM_NOTICES)[number];

/** standard: a signed JSON body (Standard Webhooks); slack and teams: that service's message format. */
export const WEBHOOK_KINDS = ['standard', 'slack', 'teams'] as const;
export type WebhookKind = (typeof WEBHOOK_KINDS)[number];

export const WEBHOOK_KIND_LABELS: Record<WebhookKind, string> = {
  standard: 'Standard webhook',
  slack: 'Slack',
  teams: 'Microsoft Teams',
};

export const WEBHOOK_EVENT_KIND_LABELS: Record<WebhookEventKind, string> = {
  'event.created': 'Event created',
  'event.updated': 'Event updated',
  'event.deleted': 'Event deleted',
  'cfp_submission.created': 'CFP submission created',
  'cfp_submission.status_changed': 'CFP submission status changed',
  'sponsorship.changed': 'Sponsorship changed',
  'workflow.created': 'Workflow created',
  'workflow.decided': 'Workflow decided',
  'trip.status_changed': 'Trip status changed',
  'discovery.sync_finished': 'Discovery sync finished',
};

export const WEBHOOK_TEAM_NOTICE_LABELS: Record<WebhookTeamNotice, string> = {
  cfp_deadline: 'CFP deadline in N days',
  review_requested: 'Review requested',
  submission_accepted: 'Submission accepted',
};

export const WEBHOOK_RULES = {
  urlMaxLength: 2000,
  descriptionMaxLength: 500,
  /** The first this many bytes of an answer are kept in the delivery log. */
  logAnswerBytes: 2048,
  /** An answer is read up to this many bytes, then the connection is dropped. */
  readAnswerBytes: 64 * 1024,
  timeoutMs: 10_000,
  /** Retries with exponential back-off stop this long after the delivery fell due. */
  retryForHours: 24,
  /** An endpoint whose every delivery failed for this long is disabled and its owner told. */
  disableAfterDays: 3,
  /** A rotated-out secret still signs (a second signature) for this long. */
  rotationOverlapHours: 24,
  secretPrefix: 'whsec_',
} as const;

export const URL_MESSAGES = {
  notUrl: 'URL must be a web address such as https://example.org/hook',
  tooLong: `URL must be at most ${WEBHOOK_RULES.urlMaxLength} characters`,
  https: 'URL must start with https:// (http is allowed only with WEBHOOKS_ALLOW_HTTP=1)',
  credentials: 'URL must not contain a user name or password',
  private:
    'URL must not point to a private, loopback, link-local or metadata address (WEBHOOKS_ALLOW_PRIVATE=1 allows it)',
  unresolvable: 'URL host name does not resolve',
} as const;

/** The URL rule; the server passes its WEBHOOKS_ALLOW_HTTP setting, the web form keeps https. */
export function webhookUrlSchema({ allowHttp = false } = {}) {
  return z
    .string({ message: 'URL is required' })
    .trim()
    .min(1, 'URL is required')
    .max(WEBHOOK_RULES.urlMaxLength, URL_MESSAGES.tooLong)
    .superRefine((value, ctx) => {
      let url: URL;
      try {
        url = new URL(value);
      } catch {
        ctx.addIssue({ code: 'custom', message: URL_MESSAGES.notUrl });
        return;
      }
      const allowed = allowHttp ? ['https:', 'http:'] : ['https:'];
      if (url.protocol !== 'https:' && url.protocol !== 'http:') {
        ctx.addIssue({ code: 'custom', message: URL_MESSAGES.notUrl });
      } else if (!allowed.includes(url.protocol)) {
        ctx.addIssue({ code: 'custom', message: URL_MESSAGES.https });
      } else if (url.username || url.password) {
        ctx.addIssue({ code: 'custom', message: URL_MESSAGES.credentials });
      }
    });
}

const eventKindsField = z
  .array(z.enum(WEBHOOK_EVENT_KINDS, { message: 'Unknown event kind' }))
  .max(WEBHOOK_EVENT_KINDS.length)
  .transform((kinds) => [...new Set(kinds)]);
const teamNoticesField = z
  .array(z.enum(WEBHOOK_TEAM_NOTICES, { message: 'Unknown team notice' }))
  .max(WEBHOOK_TEAM_NOTICES.length)
  .transform((notices) => [...new Set(notices)]);

export const TEAM_NOTICES_MESSAGE = 'Team notices are only posted by Slack or Teams endpoints';

/** Create and update bodies; `allowHttp` mirrors the server's WEBHOOKS_ALLOW_HTTP. */
export function webhookEndpointSchemas({ allowHttp = false } = {}) {
  const fields = {
    url: webhookUrlSchema({ allowHttp }),
    description: optionalFreeText(WEBHOOK_RULES.descriptionMaxLength),
    kind: z.enum(WEBHOOK_KINDS, { message: 'Kind must be standard, slack or teams' }),
    eventKinds: eventKindsField,
    teamNotices: teamNoticesField,
    enabled: z.boolean({ message: 'Enabled must be true or false' }),
  };
  const create = z
    .object({
      ...fields,
      kind: fields.kind.default('standard'),
      teamNotices: fields.teamNotices.default([]),
      enabled: fields.enabled.default(true),
    })
    .refine((body) => body.kind !== 'standard' || body.teamNotices.length === 0, {
      message: TEAM_NOTICES_MESSAGE,
      path: ['teamNotices'],
    })
    .refine((body) => body.eventKinds.length + body.teamNotices.length > 0, {
      message: 'Choose at least one event kind or team notice',
      path: ['eventKinds'],
    });
  /** Partial; the server checks team notices against the stored kind when only one changes. */
  const update = z.object(fields).partial();
  return { create, update };
}

const defaultSchemas = webhookEndpointSchemas();
export const webhookEndpointCreateSchema = defaultSchemas.create;
export type WebhookEndpointCreate = z.input<typeof webhookEndpointCreateSchema>;

/** An endpoint as the API answers it: never its secret (see webhookEndpointWithSecretSchema). */
export const webhookEndpointSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  description: z.string().nullable(),
  kind: z.enum(WEBHOOK_KINDS),
  eventKinds: z.array(z.enum(WEBHOOK_EVENT_KINDS)),
  teamNotices: z.array(z.enum(WEBHOOK_TEAM_NOTICES)),
  enabled: z.boolean(),
  /** Why it was switched off by the app (failing for 3 days), null when an admin did it or it is on. */
  disabledReason: z.string().nullable(),
  /** Until when the previous secret still signs after a rotation. */
  previousSecretExpiresAt: z.string().nullable(),
  /** Since when every delivery has failed, null while it is healthy. */
  failingSince: z.string().nullable(),
  lastDeliveryAt: z.string().nullable(),
  owner: z.object({ id: z.number().int(), username: z.string(), name: z.string().nullable() }),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>;

/** The answer to create and to rotate: the secret (`whsec_` + base64), shown this once. */
export const webhookEndpointWithSecretSchema = webhookEndpointSchema.extend({
  secret: z.string(),
});
export type WebhookEndpointWithSecret = z.infer<typeof webhookEndpointWithSecretSchema>;

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'sending', 'sent', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

/** One row of an endpoint's delivery log; `attempt` counts tries so far (1 for the first). */
export const webhookDeliverySchema = z.object({
  id: z.number().int(),
  /** The webhook-id header: the same on every retry and on a resend of this delivery. */
  messageId: z.string(),
  eventKind: z.string(),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  /** When it fell due, and when it was last tried (null before the first try). */
  createdAt: z.string(),
  attemptedAt: z.string().nullable(),
  nextAttemptAt: z.string().nullable(),
  attempt: z.number().int(),
  responseCode: z.number().int().nullable(),
  durationMs: z.number().int().nullable(),
  /** The first 2 KB of the answer (or the network error in words). */
  responseBody: z.string().nullable(),
  error: z.string().nullable(),
  /** True for the deliveries of "send test". */
  test: z.boolean(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

export const webhookDeliveryListQuerySchema = z.object({ ...pageFields(25) });
