import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  gte,
  ilike,
  lte,
  or,
  sql,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { EVENT_PRIORITIES, EVENT_STATUSES } from '../../../shared/domain';
import type {
  Event,
  EventListQuery,
  EventSortKey,
  EventSpeaker,
} from '../../../shared/schemas/event';
import type { Db } from '../../db/client';
import { events, users } from '../../db/schema/index';

type EventColumns = typeof events._.columns;
type Filters = Omit<EventListQuery, 'sort' | 'order' | 'limit' | 'offset'>;

const creator = alias(users, 'creator');
const updater = alias(users, 'updater');

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (match) => `\\${match}`);

/** The WHERE clause of an events list: every filter runs in the database. */
export function eventFilters(filters: Filters): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (filters.q) {
    const pattern = `%${escapeLike(filters.q)}%`;
    conditions.push(or(ilike(events.name, pattern), ilike(events.location, pattern)));
  }
  if (filters.type) conditions.push(eq(events.type, filters.type));
  if (filters.priority) conditions.push(eq(events.priority, filters.priority));
  if (filters.status) conditions.push(eq(events.status, filters.status));
  if (filters.from) conditions.push(gte(events.endDate, filters.from));
  if (filters.to) conditions.push(lte(events.startDate, filters.to));
  return and(...conditions);
}

const rank = (values: readonly string[], column: SQLWrapper) =>
  sql`coalesce(array_position(array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[], ${column}), ${values.length + 1})`;

/** Sort expressions; enumerations follow SPEC §9's order, text ignores case, nulls go last. */
function orderBy(columns: EventColumns, sort: EventSortKey, order: 'asc' | 'desc'): SQL[] {
  const direction = order === 'asc' ? asc : desc;
  const keys: Record<EventSortKey, SQL[]> = {
    name: [direction(sql`lower(${columns.name})`)],
    location: [direction(sql`lower(${columns.location})`)],
    type: [direction(columns.type)],
    priority: [direction(rank(EVENT_PRIORITIES, columns.priority))],
    status: [direction(rank(EVENT_STATUSES, columns.status))],
    startDate: [direction(columns.startDate)],
    endDate: [direction(columns.endDate)],
    cfpDeadline: [sql`${columns.cfpDeadline} is null`, direction(columns.cfpDeadline)],
    createdAt: [direction(columns.createdAt)],
  };
  return [...keys[sort], direction(columns.id)];
}

interface PageOptions {
  where: SQL | undefined;
  sort: EventSortKey;
  order: 'asc' | 'desc';
  limit: number;
  offset: number;
  /** Adds the filtered total (an init plan of the same statement). */
  withTotal?: boolean;
}

/**
 * One statement for a page of events and every per-event extra: the page is cut first, then
 * correlated JSON aggregates run for its rows only (no query per row).
 */
export async function selectEventPage(db: Db, options: PageOptions) {
  const page = db
    .select()
    .from(events)
    .where(options.where)
    .orderBy(...orderBy(getTableColumns(events), options.sort, options.order))
    .limit(options.limit)
    .offset(options.offset)
    .as('page');
  const pageColumns = page as unknown as EventColumns;
  const fields = Object.fromEntries(
    Object.keys(getTableColumns(events)).map((key) => [
      key,
      pageColumns[key as keyof EventColumns],
    ]),
  ) as EventColumns;
  const total = options.withTotal
    ? sql<number>`(${db.select({ value: count() }).from(events).where(options.where)})`.mapWith(
        Number,
      )
    : sql<number>`null`;

  const rows = await db
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
      total,
    })
    .from(page)
    .leftJoin(creator, eq(creator.id, fields.createdById))
    .leftJoin(updater, eq(updater.id, fields.updatedById))
    .orderBy(...orderBy(fields, options.sort, options.order));

  return {
    events: rows.map(({ total: _total, ...row }) => toEvent(row)),
    total: rows[0]?.total ?? null,
  };
}

function toEvent(
  row: typeof events.$inferSelect & {
    createdByName: string | null;
    updatedByName: string | null;
    speakers: EventSpeaker[];
    attendees: Event['attendees'];
    tripReports: Event['tripReports'];
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
