import { z } from 'zod';
import { EVENT_PRIORITY_BADGES, EVENT_STATUSES, EVENT_TYPE_BADGES, LIMITS } from '../domain';
import { calendarDate } from './common';
import { NUL_MESSAGE, pageFields, sortFilter, sortParts, withoutNul } from './fields';

export const EVENT_SORT_KEYS = [
  'name',
  'startDate',
  'endDate',
  'location',
  'type',
  'priority',
  'status',
  'cfpDeadline',
  'createdAt',
  'goal',
  'attendeeCount',
  'cfpCount',
  'tripReportCount',
] as const;
export type EventSortKey = (typeof EVENT_SORT_KEYS)[number];

/** Which events by their dates: the events list's Upcoming / Past / All. */
export const EVENT_WHEN = ['upcoming', 'past', 'all'] as const;
export type EventWhen = (typeof EVENT_WHEN)[number];

/** The list's own filters, shared by the calendar: text over name and location, type, priority, status. */
export const eventFilterFields = {
  q: z.string().trim().max(200).refine(withoutNul, NUL_MESSAGE).optional(),
  type: z.enum(EVENT_TYPE_BADGES).optional(),
  priority: z.enum(EVENT_PRIORITY_BADGES).optional(),
  status: z.enum(EVENT_STATUSES).optional(),
};

/** GET /api/events: filters, sort ('-' prefix or order=desc) and paging, all run in the database. */
export const eventListQuerySchema = z
  .object({
    ...eventFilterFields,
    /** Events still running on or after this day. */
    from: calendarDate().optional(),
    /** Events starting on or before this day. */
    to: calendarDate().optional(),
    /**
     * Upcoming: events not over yet (ending today or later); past: events that have ended; all
     * (or absent): both.
     */
    when: z.enum(EVENT_WHEN).optional(),
    /** The day `when` counts from: the browser's local date; the server's UTC date when absent. */
    today: calendarDate().optional(),
    /** Name order when absent. */
    sort: sortFilter(EVENT_SORT_KEYS),
    order: z.enum(['asc', 'desc']).optional(),
    ...pageFields(LIMITS.eventsPageSize),
  })
  .transform(({ sort = 'name', order, ...rest }) => {
    const { key, descending } = sortParts(sort);
    return { ...rest, sort: key, order: descending ? ('desc' as const) : (order ?? 'asc') };
  });
export type EventListQuery = z.output<typeof eventListQuerySchema>;
