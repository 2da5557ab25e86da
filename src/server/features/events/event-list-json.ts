import { count, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { EventSortKey } from '@shared/schemas/event-list-query';
import type { Db } from '../../db/client';
import { changeStamp } from '../../db/change-stamps';
import { preparedPerShape } from '../../db/prepared';
import { events } from '../../db/schema/index';
import { jsonArray, jsonObject, jsonTimestamp, jsonValue } from '../../lib/sql-json';
import { filterParams, whereFor, type EventFilters, type FilterKey } from './event-filters';
import { eventCounts } from './event-counts';
import { eventOrder, type EventColumns } from './event-order';

interface ListShape {
  keys: readonly FilterKey[];
  sort: EventSortKey;
  order: 'asc' | 'desc';
  withTotal: boolean;
}

/** The page's columns as `r.<column>`, for eventOrder over the outer query. */
const rowColumns = Object.fromEntries(
  Object.entries(getTableColumns(events)).map(([key, column]) => [
    key,
    sql.raw(`r.${column.name}`),
  ]),
) as unknown as EventColumns;
const r = (column: keyof EventColumns) => rowColumns[column] as unknown as SQL;

/** Speakers (submissions grouped by submitter name) as JSON, with the CFP and speaker counts. */
const speakers = sql`(select array[
    ${jsonArray(
      jsonObject({ name: jsonValue(sql`s.name`), submissions: sql`s.submissions` }),
      sql`lower(s.name), s.name`,
    )},
    coalesce(sum(s.n), 0)::text, count(*)::text]
  from (select c.submitter_name as name, count(*) as n,
               ${jsonArray(
                 jsonObject({
                   id: jsonValue(sql`c.id`),
                   title: jsonValue(sql`c.title`),
                   status: jsonValue(sql`c.status`),
                 }),
                 sql`c.submission_date, c.id`,
               )} as submissions
        from cfp_submissions c where c.event_id = page.id
        group by c.submitter_name) s)`;

const attendees = sql`(select array[
    ${jsonArray(jsonObject({ id: jsonValue(sql`a.id`), name: jsonValue(sql`a.name`) }), sql`lower(a.name), a.id`)},
    count(*)::text]
  from attendees a where a.event_id = page.id)`;

const tripReports = sql`(select ${jsonArray(
  jsonObject({
    id: jsonValue(sql`t.id`),
    name: jsonValue(sql`t.name`),
    uploadedByName: jsonValue(sql`coalesce(u.name, u.username)`),
  }),
  sql`t.uploaded_at, t.id`,
)}
  from assets t left join users u on u.id = t.uploaded_by
  where t.event_id = page.id and t.type = 'trip_report')`;

/** One event as the API answers it (eventSchema's keys, in its order), from a row of `r`. */
const eventJson = jsonObject({
  id: jsonValue(r('id')),
  name: jsonValue(r('name')),
  link: jsonValue(r('link')),
  startDate: jsonValue(r('startDate')),
  endDate: jsonValue(r('endDate')),
  location: jsonValue(r('location')),
  priority: jsonValue(r('priority')),
  type: jsonValue(r('type')),
  goal: jsonValue(r('goal')),
  cfpDeadline: jsonValue(r('cfpDeadline')),
  cfpLink: jsonValue(r('cfpLink')),
  earlyBirdDeadline: jsonValue(r('earlyBirdDeadline')),
  status: jsonValue(r('status')),
  source: jsonValue(r('source')),
  description: jsonValue(r('description')),
  notes: jsonValue(r('notes')),
  createdById: jsonValue(r('createdById')),
  createdByName: jsonValue(sql`r.created_by_name`),
  createdByAvatar: sql`'null'`,
  updatedById: jsonValue(r('updatedById')),
  updatedByName: jsonValue(sql`r.updated_by_name`),
  createdAt: jsonTimestamp(r('createdAt')),
  version: jsonValue(r('version')),
  updatedAt: jsonTimestamp(r('updatedAt')),
  cfpCount: sql`r.speakers[2]`,
  attendeeCount: sql`r.attendees[2]`,
  speakersCount: sql`r.speakers[3]`,
  speakers: sql`r.speakers[1]`,
  attendees: sql`r.attendees[1]`,
  tripReports: sql`r.trip_reports`,
  talkCount: sql`r.talk_count::text`,
});

/**
 * The list's page as the JSON text the API answers, built by PostgreSQL in one statement with
 * the filtered total (when asked) and the events' change stamp. The page is cut first; its
 * per-event extras are computed once per row (`offset 0` keeps PostgreSQL from inlining the
 * row query, which would run each extra once per use).
 */
function buildListQuery(db: Db, shape: ListShape) {
  const where = whereFor(shape.keys);
  const page = db
    .select()
    .from(events)
    .where(where)
    .orderBy(...eventOrder(getTableColumns(events), shape.sort, shape.order))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'));
  const total = shape.withTotal
    ? sql<number | null>`(${db.select({ value: count() }).from(events).where(where)})`.mapWith(
        Number,
      )
    : sql<number | null>`null`;
  return db
    .select({
      body: jsonArray(
        eventJson,
        sql.join(eventOrder(rowColumns, shape.sort, shape.order), sql`, `),
      ),
      total,
      stamp: changeStamp('events'),
    })
    .from(
      sql`(select page.*,
                  coalesce(creator.name, creator.username) as created_by_name,
                  coalesce(updater.name, updater.username) as updated_by_name,
                  ${speakers} as speakers, ${attendees} as attendees, ${tripReports} as trip_reports,
                  ${eventCounts.talks(sql`page.id`)} as talk_count
           from (${page}) page
           left join users creator on creator.id = page.created_by_id
           left join users updater on updater.id = page.updated_by_id
           offset 0) r`,
    )
    .prepare('events_list_json');
}

const listQuery = preparedPerShape(buildListQuery);

export interface ListJsonOptions {
  filters: EventFilters;
  sort: EventSortKey;
  order: 'asc' | 'desc';
  limit: number;
  offset: number;
  /** Adds the filtered total (an init plan of the same statement). */
  withTotal: boolean;
}

/**
 * A page of the events list as the API's JSON text (an array of eventSchema objects, written as
 * JSON.stringify would), the filtered total when asked, and the events' change stamp.
 */
export async function selectEventListJson(db: Db, options: ListJsonOptions) {
  const { keys, params } = filterParams(options.filters);
  const shape = { keys, sort: options.sort, order: options.order, withTotal: options.withTotal };
  const [row] = await listQuery(db, shape).execute({
    ...params,
    limit: options.limit,
    offset: options.offset,
  });
  return { body: row!.body, total: row!.total, stamp: row!.stamp };
}
