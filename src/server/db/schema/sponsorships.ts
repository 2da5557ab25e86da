import { sql } from 'drizzle-orm';
import { check, index, integer, numeric, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { timestamps, versioned } from './columns';
import { events } from './events';
import { users } from './users';

export const sponsorships = pgTable(
  'sponsorships',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    sponsorName: text('sponsor_name').notNull(),
    tier: text('tier').notNull(),
    /** In the currency's units (5000.50 is five thousand euros and fifty cents). */
    amount: numeric('amount', { precision: 15, scale: 3, mode: 'number' }),
    /** ISO 4217 code; set exactly when amount is. */
    currency: text('currency'),
    contactEmail: text('contact_email'),
    contactName: text('contact_name'),
    status: text('status').notNull().default('pending'),
    notes: text('notes'),
    createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    ...versioned,
    ...timestamps,
  },
  (t) => [
    index('sponsorships_event_id_idx').on(t.eventId),
    index('sponsorships_status_idx').on(t.status),
    // The list's default order (newest first, id breaking ties): its first page reads 25 entries.
    index('sponsorships_created_at_idx').on(t.createdAt.desc().nullsLast(), t.id.desc()),
    check('sponsorships_amount_not_negative', sql`${t.amount} >= 0`),
    check('sponsorships_currency_code', sql`${t.currency} ~ '^[A-Z]{3}$'`),
    check(
      'sponsorships_amount_with_currency',
      sql`(${t.amount} is null) = (${t.currency} is null)`,
    ),
  ],
);
