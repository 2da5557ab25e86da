import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Personal API tokens: `Authorization: Bearer ospo_…` with the owner's rights, read-only or
 * read-write. Only the SHA-256 of the token is kept; the person sees it once, when made.
 */
export const apiTokens = pgTable(
  'api_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    /** read: GET and HEAD only; write: everything its owner may do. */
    access: text('access').notNull(),
    /** null: never expires. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** Updated at most once a minute. */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('api_tokens_user_id_idx').on(t.userId)],
);
