import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Failed sign-ins of the built-in provider per key (a username, or a username and address) in
 * the window that started with the first of them, so every replica counts the same failures.
 */
export const signInFailures = pgTable(
  'sign_in_failures',
  {
    key: text('key').primaryKey(),
    failures: integer('failures').notNull(),
    windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sign_in_failures_window_idx').on(t.windowStartedAt)],
);
