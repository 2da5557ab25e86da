import { z } from 'zod';
import { EVENT_PRIORITY_BADGES, EVENT_STATUSES, EVENT_TYPE_BADGES, LIMITS } from '../domain';
import { calendarDate } from './common';
import { NUL_MESSAGE, withoutNul } from './fields';

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

const snakeCase = (key: string) => key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
const sortSpellings = [...new Set(EVENT_SORT_KEYS.flatMap((key) => [key, snakeCase(key)]))];
const sortValues = sortSpellings.flatMap((key) => [key, `-${key}`]) as [string, ...string[]];
const toSortKey = (value: string) =>
  value.replace(/^-/, '').replace(/_([a-z])/g, (_m, c: string) => c.toUpperCase()) as EventSortKey;

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
    sort: z.enum(sortValues).default('name'),
    order: z.enum(['asc', 'desc']).optional(),
    limit: z.coerce.number().int().min(1).max(500).default(LIMITS.eventsPageSize),
    offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  })
  .transform(({ sort, order, ...rest }) => ({
    ...rest,
    sort: toSortKey(sort),
    order: sort.startsWith('-') ? ('desc' as const) : (order ?? 'asc'),
  }));
export type EventListQuery = z.output<typeof eventListQuerySchema>;
