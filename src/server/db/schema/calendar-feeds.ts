import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Each person's private calendar feed: the secret in its URL is kept only as a SHA-256, so the
 * URL is shown once, when made; making a new one replaces the old, deleting the row revokes it.
 */
export const calendarFeeds = pgTable('calendar_feeds', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secretHash: text('secret_hash').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** Updated at most once a minute, so a calendar polling often does not write each time. */
  lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
});
