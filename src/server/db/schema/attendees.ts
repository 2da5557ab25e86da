import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { timestamps, versioned } from './columns';
import { events } from './events';
import { users } from './users';

export const attendees = pgTable(
  'attendees',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email'),
    role: text('role'),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    notes: text('notes'),
    createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    ...versioned,
    ...timestamps,
  },
  (t) => [
    index('attendees_event_id_idx').on(t.eventId),
    index('attendees_role_idx').on(t.role),
    // The list's default order (newest first, id breaking ties): its first page reads 25 entries.
    index('attendees_created_at_idx').on(t.createdAt.desc().nullsLast(), t.id.desc()),
    // One person's attendances (My week, the calendar feed): by account, else by email.
    index('attendees_user_id_idx').on(t.userId),
    index('attendees_email_lower_idx')
      .on(sql`lower(${t.email})`)
      .where(sql`${t.userId} is null`),
  ],
);
