import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Fixed-window counters shared by every process and replica: failed sign-ins of the built-in
 * provider (keys `sign-in:…`) and the per-route request limits (keys `route:…`). A window starts
 * with its first hit and ends at `expires_at`; ended rows are deleted (lib/rate-limit-counters.ts).
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limit_counters_expires_idx').on(t.expiresAt)],
);
