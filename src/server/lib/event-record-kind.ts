import type { SQL, SQLWrapper } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Db } from '../db/client';
import type { CurrentUser } from './identity';
import type { ComputedJson } from './record-list-json';
import type { PageWindow } from './sql';

// What a service states about its kind of event record (attendees, CFP submissions,
// sponsorships) for eventRecords (event-records.ts) and its list (event-record-list.ts).

/** A table of records that belong to an event and have a creator. */
export type EventRecordTable = PgTable & {
  id: PgColumn;
  eventId: PgColumn;
  createdById: PgColumn;
};

/** A stored row with the name of its event. */
export type EventRecordRow<T extends EventRecordTable> = T['$inferSelect'] & {
  id: number;
  eventId: number;
  createdById: number | null;
  version: number;
  eventName: string;
};

/** What every list of these records takes beside its own filters. */
export interface EventRecordQuery<K extends string> extends PageWindow {
  eventId?: number;
  q?: string;
  sort?: K | `-${K}`;
}

export interface EventRecordKind<
  T extends EventRecordTable,
  R extends { version: number },
  K extends string,
  Q extends EventRecordQuery<K>,
> {
  table: T;
  /** How the move rule names one: 'attendee', 'CFP submission'. */
  name: string;
  /** The 404 message: 'Attendee not found'. */
  notFound: string;
  sortable: Record<K, SQLWrapper>;
  defaultSort: { by: K; descending: boolean };
  /** Columns the search text `q` is looked for in (case-insensitive substring). */
  searched: SQLWrapper[];
  /** The list's own filters beside event and search. */
  filters?: (query: Q) => (SQL | undefined)[];
  toRecord: (row: EventRecordRow<T>) => R;
  /**
   * The answer's schema when each of its keys is a column (or eventName) sent as stored: the
   * list's page is then written as JSON by PostgreSQL (listJson), not mapped and serialised.
   */
  answer?: z.ZodObject;
  /** The answer's keys that are not a column sent as stored, as JSON text from the page's columns. */
  computedJson?: ComputedJson;
  /** Values stored on create beside the input and the creator. */
  createdValues?: (user: CurrentUser, input: Record<string, unknown>) => Record<string, unknown>;
  /** Runs in the update's transaction once the row is written (e.g. a notification). */
  afterUpdate?: (
    tx: Db,
    change: { before: EventRecordRow<T>; after: EventRecordRow<T>; user: CurrentUser },
  ) => Promise<void>;
}
