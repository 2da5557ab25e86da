import { integer, timestamp } from 'drizzle-orm/pg-core';

/** created_at / updated_at pair used by every table. */
export const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};

/**
 * Optimistic-concurrency version of an editable record. A trigger (migration 0007) adds one on
 * every UPDATE, whatever code path runs it, so the ETag always changes with the row.
 */
export const versioned = {
  version: integer('version').notNull().default(1),
};
