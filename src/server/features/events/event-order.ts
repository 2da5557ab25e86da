import { asc, desc, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { EVENT_PRIORITIES, EVENT_STATUSES } from '@shared/domain';
import type { EventSortKey } from '@shared/schemas/event-list-query';
import type { events } from '../../db/schema/index';
import { eventCounts } from './event-counts';

/** The events table's columns, or the same columns read from a subquery of it. */
export type EventColumns = typeof events._.columns;

const rank = (values: readonly string[], column: SQLWrapper) =>
  sql`coalesce(array_position(array[${sql.raw(
    values.map((value) => `'${value}'`).join(', '),
  )}]::text[], ${column}), ${sql.raw(String(values.length + 1))})`;

/**
 * ORDER BY of an events list: enumerations follow their domain.ts order, text ignores case,
 * goals sort as the table shows them ('attending, speaking'), a missing CFP deadline sorts last
 * both ways, child counts are counted before the page is cut, and the id breaks ties (matching
 * events_name_lower_idx).
 */
export function eventOrder(
  columns: EventColumns,
  sort: EventSortKey,
  order: 'asc' | 'desc',
): SQL[] {
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
    goal: [direction(sql`lower(array_to_string(${columns.goal}, ', '))`)],
    attendeeCount: [direction(eventCounts.attendees(columns.id))],
    cfpCount: [direction(eventCounts.cfpSubmissions(columns.id))],
    tripReportCount: [direction(eventCounts.tripReports(columns.id))],
  };
  return [...keys[sort], direction(columns.id)];
}
