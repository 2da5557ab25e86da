import { and, asc, between, count, gte, lte, or, sql } from 'drizzle-orm';
import {
  CALENDAR_MAX_EVENTS,
  type CalendarEvent,
  type EventCalendarQuery,
} from '@shared/schemas/event-calendar';
import type { Db } from '../../db/client';
import { events } from '../../db/schema/index';
import { eventCounts } from './event-counts';
import { filterParams, whereFor } from './event-filters';

// Drizzle writes a single-table selection's columns without their table; inside a count's
// subquery a bare "id" would name the child's own id, so the event id is spelled out.
const eventId = sql`${events}.${sql.identifier(events.id.name)}`;

/**
 * The events a calendar range shows (running on one of its days, or with their CFP deadline in
 * it) with their counts, in ONE statement; at most CALENDAR_MAX_EVENTS, plus the matching total.
 */
export async function selectCalendarEvents(
  db: Db,
  query: EventCalendarQuery,
): Promise<{ events: CalendarEvent[]; total: number }> {
  const { from, to, ...filters } = query;
  const { keys, params } = filterParams(filters);
  const first = sql.placeholder('rangeFrom');
  const last = sql.placeholder('rangeTo');
  const where = and(
    whereFor(keys),
    or(
      and(gte(events.endDate, first), lte(events.startDate, last)),
      between(events.cfpDeadline, first, last),
    ),
  );
  const rows = await db
    .select({
      id: events.id,
      name: events.name,
      link: events.link,
      location: events.location,
      startDate: events.startDate,
      endDate: events.endDate,
      cfpDeadline: events.cfpDeadline,
      priority: events.priority,
      type: events.type,
      status: events.status,
      goal: events.goal,
      notes: events.notes,
      version: events.version,
      cfpCount: eventCounts.cfpSubmissions(eventId),
      attendeeCount: eventCounts.attendees(eventId),
      tripReportCount: eventCounts.tripReports(eventId),
      total: sql<number>`(${db.select({ value: count() }).from(events).where(where)})`.mapWith(
        Number,
      ),
    })
    .from(events)
    .where(where)
    .orderBy(asc(events.startDate), asc(sql`lower(${events.name})`), asc(events.id))
    .limit(CALENDAR_MAX_EVENTS)
    .prepare('events_calendar')
    .execute({ ...params, rangeFrom: from, rangeTo: to });
  return {
    events: rows.map(({ total: _total, ...event }) => event),
    total: rows[0]?.total ?? 0,
  };
}
