import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { timestamps, versioned } from './columns';
import { users } from './users';

export const events = pgTable(
  'events',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    link: text('link').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    location: text('location').notNull(),
    priority: text('priority').notNull().default('medium'),
    type: text('type').notNull().default('conference'),
    goal: text('goal')
      .array()
      .notNull()
      .default(sql`'{attending}'::text[]`),
    cfpDeadline: date('cfp_deadline', { mode: 'string' }),
    cfpLink: text('cfp_link'),
    earlyBirdDeadline: date('early_bird_deadline', { mode: 'string' }),
    status: text('status').notNull().default('planning'),
    source: text('source').notNull().default('manual'),
    description: text('description'),
    notes: text('notes'),
    createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    updatedById: integer('updated_by_id').references(() => users.id, { onDelete: 'set null' }),
    ...versioned,
    ...timestamps,
  },
  (t) => [
    index('events_name_lower_idx').on(sql`lower(${t.name})`, t.id),
    index('events_start_date_idx').on(t.startDate, t.endDate),
    index('events_cfp_deadline_idx').on(t.cfpDeadline),
    index('events_type_idx').on(t.type),
    index('events_priority_idx').on(t.priority),
    // The events a person created, which they follow (My week, the calendar feed).
    index('events_created_by_id_idx').on(t.createdById),
    // Substring search (?q=) over name and location; needs the pg_trgm extension (migration 0001).
    index('events_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    index('events_location_trgm_idx').using('gin', t.location.op('gin_trgm_ops')),
  ],
);
