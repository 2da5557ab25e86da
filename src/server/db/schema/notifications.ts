import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { events } from './events';
import { users } from './users';

/**
 * The outbox: one row per notice owed to one person, written in the same transaction as the change
 * that causes it (status updates, workflow notices) or by the scheduler's pass (reminders, digest).
 * (kind, subject, user, due key) is unique, so a notice can be written, and sent, only once.
 * The row also carries the email delivery: claimed with FOR UPDATE SKIP LOCKED, leased while a
 * process sends, retried with backoff, given up a day after it fell due.
 */
export const notificationOutbox = pgTable(
  'notification_outbox',
  {
    id: serial('id').primaryKey(),
    /** The rule: cfp_deadline_3d, cfp_deadline_today, event_7d, event_1d, cfp_status, digest, workflow_…. */
    kind: text('kind').notNull(),
    /** What it is about: event:12, submission:4, workflow:9, week. */
    subject: text('subject').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The date reminded of (a CFP deadline, a start date, a digest's Monday) or the change's instant. */
    dueKey: text('due_key').notNull(),
    /** pending → sending → sent; or failed (gave up), or skipped (no email wanted or possible). */
    emailStatus: text('email_status').notNull(),
    attempts: integer('attempts').notNull().default(0),
    /** When it fell due; a failing email is given up a day after. */
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    /** While a process sends: another may take the row over after this instant (a crash). */
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The person first: it also serves the users foreign key, and looking a notice up by its whole
    // key never has another index to prefer (PGlite has no autoanalyze to keep plans honest).
    uniqueIndex('notification_outbox_key').on(t.userId, t.kind, t.subject, t.dueKey),
    // The sender's queue: only rows still to send (or being sent) are in it.
    index('notification_outbox_queue_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.emailStatus} in ('pending', 'sending')`),
    index('notification_outbox_failed_idx')
      .on(t.id)
      .where(sql`${t.emailStatus} = 'failed'`),
  ],
);

/** In-app notification centre: one entry per outbox row, newest first, read or not. */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    outboxId: integer('outbox_id')
      .notNull()
      .references(() => notificationOutbox.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** Path inside the app the entry opens: /events/12, /approval-workflows/9, … */
    link: text('link').notNull(),
    /** Facts the email shows (event name, dates, CFP link, digest lists). */
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('notifications_outbox_key').on(t.outboxId),
    index('notifications_user_idx').on(t.userId, t.id),
    index('notifications_unread_idx')
      .on(t.userId)
      .where(sql`${t.readAt} is null`),
  ],
);

/**
 * Follow or unfollow pressed on an event page. Creators, submitters and attendees follow their
 * events without a row; following = false is an explicit unfollow that silences them too.
 */
export const eventFollows = pgTable(
  'event_follows',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    following: boolean('following').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.eventId] }),
    index('event_follows_event_idx').on(t.eventId),
  ],
);
