import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  primaryKey,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { events } from './events';
import { users } from './users';

/**
 * Conferences read from the open conference data (confs.tech): one row per conference, the same
 * one under several topics included once (`key`: plain link + start date). A conference the
 * source stops listing is marked gone, never deleted: an event may be tracking it.
 */
export const discoveredConferences = pgTable(
  'discovered_conferences',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull().unique(),
    name: text('name').notNull(),
    url: text('url').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    city: text('city'),
    country: text('country'),
    online: boolean('online').notNull().default(false),
    locales: text('locales')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    topics: text('topics')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    cfpUrl: text('cfp_url'),
    cfpEndDate: date('cfp_end_date', { mode: 'string' }),
    cocUrl: text('coc_url'),
    handles: jsonb('handles').$type<Record<string, string>>().notNull().default({}),
    /** The event tracking this conference, once someone tracks it. */
    eventId: integer('event_id').references(() => events.id, { onDelete: 'set null' }),
    /**
     * The values of the tracked event that came from this entry, by event field (startDate,
     * endDate, cfpDeadline, cfpLink, link), as last written by Track or a sync: a field whose
     * event value differs was edited in the app, so a sync offers its change instead.
     */
    applied: jsonb('applied').$type<Record<string, string | null>>().notNull().default({}),
    /** Changes a sync saw but did not write over a local edit, offered on the event page. */
    offered: jsonb('offered').$type<Record<string, string | null>>().notNull().default({}),
    goneAt: timestamp('gone_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('discovered_conferences_cfp_end_date_idx').on(t.cfpEndDate),
    index('discovered_conferences_start_date_idx').on(t.startDate),
    index('discovered_conferences_event_id_idx').on(t.eventId),
  ],
);

/** One reading of the source: what it read and changed, or why it failed (Admin lists them). */
export const discoverySyncs = pgTable(
  'discovery_syncs',
  {
    id: serial('id').primaryKey(),
    /** 'snapshot' for the copy shipped with the app, else the base URL that was read. */
    source: text('source').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }).notNull(),
    filesRead: integer('files_read').notNull().default(0),
    entriesRead: integer('entries_read').notNull().default(0),
    added: integer('added').notNull().default(0),
    changed: integer('changed').notNull().default(0),
    gone: integer('gone').notNull().default(0),
    skipped: integer('skipped').notNull().default(0),
    error: text('error'),
  },
  (t) => [index('discovery_syncs_started_at_idx').on(t.startedAt)],
);

/**
 * The last successful answer of each source file: its validators, sent back as If-None-Match and
 * If-Modified-Since, and its text, read again when the source answers 304 so that a conference
 * of an unchanged file is never taken for gone.
 */
export const discoveryFiles = pgTable(
  'discovery_files',
  {
    year: integer('year').notNull(),
    topic: text('topic').notNull(),
    etag: text('etag'),
    lastModified: text('last_modified'),
    text: text('text').notNull(),
    fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.year, t.topic] })],
);

/**
 * Who runs a sync: one row per run due (`daily:2026-11-26`, `manual`), claimed by one process at
 * a time across replicas; a claim whose process died is taken over when its lease runs out.
 */
export const discoveryClaims = pgTable('discovery_claims', {
  key: text('key').primaryKey(),
  leaseUntil: timestamp('lease_until', { withTimezone: true }).notNull(),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
});

/** What one person did with a discovered conference: kept it (interested) or hid it (dismissed). */
export const discoveryMarks = pgTable(
  'discovery_marks',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    conferenceId: integer('conference_id')
      .notNull()
      .references(() => discoveredConferences.id, { onDelete: 'cascade' }),
    /** 'interested' or 'dismissed'. */
    mark: text('mark').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.conferenceId] }),
    index('discovery_marks_conference_id_idx').on(t.conferenceId),
  ],
);

/**
 * One person's interests for the new-CFP digest and My week (Settings → Notifications): a
 * discovered CFP matches when every list that is not empty matches it.
 */
export const discoveryInterests = pgTable('discovery_interests', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  topics: text('topics')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  countries: text('countries')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  /** Online conferences match too (alone, or beside the countries). */
  online: boolean('online').notNull().default(false),
  languages: text('languages')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
