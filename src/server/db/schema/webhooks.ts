import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { timestamps, versioned } from './columns';
import { users } from './users';

/**
 * Outgoing webhooks an admin set up (Admin → Webhooks). The signing secret is kept only encrypted
 * with the instance key (lib/secret-box.ts); after a rotation the previous one still signs until
 * `previous_secret_expires_at`.
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: serial('id').primaryKey(),
    url: text('url').notNull(),
    description: text('description'),
    /** standard, slack or teams. */
    kind: text('kind').notNull(),
    eventKinds: jsonb('event_kinds').$type<string[]>().notNull().default([]),
    teamNotices: jsonb('team_notices').$type<string[]>().notNull().default([]),
    enabled: boolean('enabled').notNull().default(true),
    /** Why the app switched it off (failing for 3 days); null when on or switched off by an admin. */
    disabledReason: text('disabled_reason'),
    secretEncrypted: text('secret_encrypted').notNull(),
    previousSecretEncrypted: text('previous_secret_encrypted'),
    previousSecretExpiresAt: timestamp('previous_secret_expires_at', { withTimezone: true }),
    /** The first failure since the last success; null while healthy. */
    failingSince: timestamp('failing_since', { withTimezone: true }),
    lastDeliveryAt: timestamp('last_delivery_at', { withTimezone: true }),
    /** The owner: told when the endpoint is disabled for failing. */
    createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    ...versioned,
    ...timestamps,
  },
  (t) => [
    index('webhook_endpoints_enabled_idx')
      .on(t.id)
      .where(sql`${t.enabled}`),
  ],
);

/**
 * The webhooks' outbox: one row per message owed to one endpoint, written by triggers in the
 * transaction of the change (or of the notice) that causes it, claimed and leased by the sending
 * pass like notification_outbox (decision 009), and kept as the endpoint's delivery log.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: serial('id').primaryKey(),
    endpointId: integer('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    /** The webhook-id header (msg_…): the same on every retry and resend. */
    messageId: text('message_id').notNull(),
    /** What it is for, once per endpoint: a change's message id or a notice's key. */
    dedupeKey: text('dedupe_key').notNull(),
    eventKind: text('event_kind').notNull(),
    /** The record (table, id, action, row as stored, changed fields) or the notice's words. */
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    /** pending → sending → sent, or failed (gave up after 24 h). */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull().defaultNow(),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    attemptedAt: timestamp('attempted_at', { withTimezone: true }),
    responseCode: integer('response_code'),
    durationMs: integer('duration_ms'),
    responseBody: text('response_body'),
    error: text('error'),
    test: boolean('test').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('webhook_deliveries_key').on(t.endpointId, t.dedupeKey),
    index('webhook_deliveries_log_idx').on(t.endpointId, t.id),
    index('webhook_deliveries_queue_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} in ('pending', 'sending')`),
  ],
);
