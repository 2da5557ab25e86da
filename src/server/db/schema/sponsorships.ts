import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
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
    amount: text('amount'),
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
  ],
);
