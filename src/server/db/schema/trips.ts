import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { approvalWorkflows } from './approval-workflows';
import { timestamps, versioned } from './columns';
import { events } from './events';
import { users } from './users';

/**
 * One person going to one event. `stage` is where the trip is in its life; while it is
 * `requested`, its linked workflow's status says whether it was approved, rejected or sent back
 * (src/shared/trip-status.ts), so the two can never disagree.
 */
export const trips = pgTable(
  'trips',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    travellerId: integer('traveller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    departDate: date('depart_date', { mode: 'string' }),
    returnDate: date('return_date', { mode: 'string' }),
    stage: text('stage').notNull().default('draft'),
    workflowId: integer('workflow_id').references(() => approvalWorkflows.id, {
      onDelete: 'set null',
    }),
    /** Ticket, transport and lodging: each not needed, to book or booked, with a note. */
    booking: jsonb('booking')
      .$type<Record<string, { state: string; note: string | null }>>()
      .notNull()
      .default({}),
    reimbursement: text('reimbursement').notNull().default('not_claimed'),
    notes: text('notes'),
    createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    ...versioned,
    ...timestamps,
  },
  (t) => [
    index('trips_event_id_idx').on(t.eventId),
    index('trips_traveller_id_idx').on(t.travellerId),
    index('trips_stage_idx').on(t.stage),
    uniqueIndex('trips_workflow_id_key').on(t.workflowId),
    index('trips_depart_date_idx').on(t.departDate.desc().nullsLast(), t.id.desc()),
    check(
      'trips_return_after_depart',
      sql`${t.returnDate} is null or ${t.departDate} is null or ${t.returnDate} >= ${t.departDate}`,
    ),
  ],
);

/**
 * A cost of a trip: estimated before (null for a cost found only after) and actual after, in one
 * currency; totals are per currency, never converted.
 */
export const tripLines = pgTable(
  'trip_lines',
  {
    id: serial('id').primaryKey(),
    tripId: integer('trip_id')
      .notNull()
      .references(() => trips.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    category: text('category').notNull(),
    description: text('description'),
    /** In the currency's units, like sponsorship amounts. */
    estimate: numeric('estimate', { precision: 15, scale: 3, mode: 'number' }),
    actual: numeric('actual', { precision: 15, scale: 3, mode: 'number' }),
    currency: text('currency').notNull(),
    ...timestamps,
  },
  (t) => [
    index('trip_lines_trip_id_idx').on(t.tripId, t.position),
    check('trip_lines_estimate_not_negative', sql`${t.estimate} >= 0`),
    check('trip_lines_actual_not_negative', sql`${t.actual} >= 0`),
    check('trip_lines_currency_code', sql`${t.currency} ~ '^[A-Z]{3}$'`),
  ],
);

/** The traveller's answer to the trip report request; saving it also makes a trip_report asset. */
export const tripReports = pgTable(
  'trip_reports',
  {
    id: serial('id').primaryKey(),
    tripId: integer('trip_id')
      .notNull()
      .references(() => trips.id, { onDelete: 'cascade' }),
    summary: text('summary').notNull(),
    peopleReached: integer('people_reached'),
    leads: integer('leads'),
    rating: integer('rating'),
    /** yes, no or maybe. */
    goAgain: text('go_again'),
    links: jsonb('links').$type<{ label: string; url: string }[]>().notNull().default([]),
    /** The CFP submissions of the event the traveller gave as talks. */
    submissionIds: integer('submission_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    ...versioned,
    ...timestamps,
  },
  (t) => [
    uniqueIndex('trip_reports_trip_id_key').on(t.tripId),
    check('trip_reports_rating_range', sql`${t.rating} between 1 and 5`),
  ],
);
