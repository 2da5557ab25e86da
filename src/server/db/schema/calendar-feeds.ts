import { boolean, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Each person's private calendar feed. The secret in its URL is kept only as a SHA-256 (what a
 * calendar's request is looked up by); `secretSeed` lets the server derive the secret again with
 * the instance's URL-signing key, so Settings can show the URL again without the database alone
 * giving it away. Making a new URL replaces both; deleting the row revokes it. What the feed
 * holds is stored here, so changing it keeps the URL (calendars stay subscribed).
 */
export const calendarFeeds = pgTable('calendar_feeds', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secretHash: text('secret_hash').notNull().unique(),
  /** Null for feeds made before the URL could be shown again: those are shown only when made. */
  secretSeed: text('secret_seed'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** Updated at most once a minute, so a calendar polling often does not write each time. */
  lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  /** all: every event; followed: the events the person follows. */
  events: text('events').notNull().default('all'),
  cfp: boolean('cfp').notNull().default(true),
  /** Event types and priorities shown; empty: all of them. */
  types: text('types').array().notNull().default([]),
  priorities: text('priorities').array().notNull().default([]),
});
