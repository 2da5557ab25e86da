import { count, eq, getTableColumns, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Event, EventSpeaker } from '@shared/schemas/event';
import type { EventSortKey } from '@shared/schemas/event-list-query';
import type { Db } from '../../db/client';
import { changeStamp } from '../../db/change-stamps';
import { preparedPerShape } from '../../db/prepared';
import { events, users } from '../../db/schema/index';
import { filterParams, whereFor, type EventFilters, type FilterKey } from './event-filters';
import { eventCounts } from './event-counts';
import { eventOrder, type EventColumns } from './event-order';

const creator = alias(users, 'creator');
const updater = alias(users, 'updater');

const eventsStamp = changeStamp('events');

interface PageShape {
  keys: readonly FilterKey[];
  id: boolean;
  sort: EventSortKey;
  order: 'asc' | 'desc';
  withTotal: boolean;
}

/**
 * One statement for a page of events and every per-event extra: the page is cut first, then
 * correlated JSON aggregates run for its rows only (no query per row).
 */
function buildPageQuery(db: Db, shape: PageShape) {
  const where = whereFor(shape.keys, shape.id);
  const page = db
    .select()
    .from(events)
    .where(where)
    .orderBy(...eventOrder(getTableColumns(events), shape.sort, shape.order))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .as('page');
  const pageColumns = page as unknown as EventColumns;
  const fields = Object.fromEntries(
    Object.keys(getTableColumns(events)).map((key) => [
      key,
      pageColumns[key as keyof EventColumns],
    ]),
  ) as EventColumns;
  const total = shape.withTotal
    ? sql<number>`(${db.select({ value: count() }).from(events).where(where)})`.mapWith(Number)
    : sql<number>`null`;
  const stamp = shape.id ? sql<string | null>`null` : eventsStamp;

  return db
    .select({
      ...fields,
      createdByName: sql<string | null>`coalesce(${creator.name}, ${creator.username})`,
      updatedByName: sql<string | null>`coalesce(${updater.name}, ${updater.username})`,
      speakers: sql<EventSpeaker[]>`coalesce((
        select json_agg(json_build_object('name', s.name, 'submissions', s.submissions)
                        order by lower(s.name), s.name)
        from (select c.submitter_name as name,
                     json_agg(json_build_object('id', c.id, 'title', c.title, 'status', c.status)
                              order by c.submission_date, c.id) as submissions
              from cfp_submissions c where c.event_id = ${fields.id}
              group by c.submitter_name) s), '[]'::json)`,
      attendees: sql<Event['attendees']>`coalesce((
        select json_agg(json_build_object('id', a.id, 'name', a.name) order by lower(a.name), a.id)
        from attendees a where a.event_id = ${fields.id}), '[]'::json)`,
      tripReports: sql<Event['tripReports']>`coalesce((
        select json_agg(json_build_object('id', r.id, 'name', r.name,
                                          'uploadedByName', coalesce(u.name, u.username))
                        order by r.uploaded_at, r.id)
        from assets r left join users u on u.id = r.uploaded_by
        where r.event_id = ${fields.id} and r.type = 'trip_report'), '[]'::json)`,
      talkCount: eventCounts.talks(fields.id),
      total,
      stamp,
    })
    .from(page)
    .leftJoin(creator, eq(creator.id, fields.createdById))
    .leftJoin(updater, eq(updater.id, fields.updatedById))
    .orderBy(...eventOrder(fields, shape.sort, shape.order))
    .prepare('events_page');
}

// Building the SQL text costs more than running it on a warm database: keep one prepared query
// per database handle and shape (a bounded set: filters present × sort × order).
const pageQuery = preparedPerShape(buildPageQuery);

export interface PageOptions {
  filters?: EventFilters;
  /** One event by id (the detail view) instead of a filtered list. */
  id?: number;
  sort: EventSortKey;
  order: 'asc' | 'desc';
  limit: number;
  offset: number;
  /** Adds the filtered total (an init plan of the same statement). */
  withTotal?: boolean;
}

/**
 * A page of events with their extras, when asked the filtered total, and for a list the events'
 * change stamp (both null past the end, and the stamp when no row holds one).
 */
export async function selectEventPage(db: Db, options: PageOptions) {
  const { keys, params } = filterParams(options.filters ?? {});
  const id = options.id !== undefined;
  const shape = {
    keys,
    id,
    sort: options.sort,
    order: options.order,
    withTotal: !!options.withTotal,
  };
  const rows = await pageQuery(db, shape).execute({
    ...params,
    ...(id ? { id: options.id } : {}),
    limit: options.limit,
    offset: options.offset,
  });
  return {
    events: rows.map(({ total: _total, stamp: _stamp, ...row }) => toEvent(row)),
    total: rows[0]?.total ?? null,
    stamp: rows[0]?.stamp ?? null,
  };
}

/** The filtered total alone, with the events' change stamp it was counted under. */
export async function countEvents(
  db: Db,
  filters: EventFilters,
): Promise<{ total: number; stamp: string | null }> {
  const { keys, params } = filterParams(filters);
  const [row] = await db
    .select({ total: count(), stamp: eventsStamp })
    .from(events)
    .where(whereFor(keys))
    .prepare('events_count')
    .execute(params);
  return { total: row?.total ?? 0, stamp: row?.stamp ?? null };
}

function toEvent(
  row: typeof events.$inferSelect & {
    createdByName: string | null;
    updatedByName: string | null;
    speakers: EventSpeaker[];
    attendees: Event['attendees'];
    tripReports: Event['tripReports'];
    talkCount: number;
  },
): Event {
  const cfpCount = row.speakers.reduce((sum, speaker) => sum + speaker.submissions.length, 0);
  return {
    ...row,
    createdByAvatar: null,
    createdAt: new Date(row.createdAt).toISOString(),
    updatedAt: new Date(row.updatedAt).toISOString(),
    cfpCount,
    attendeeCount: row.attendees.length,
    speakersCount: row.speakers.length,
  };
}
