import { and, eq, gte, ilike, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { EventListQuery } from '@shared/schemas/event-list-query';
import { events } from '../../db/schema/index';
import { containsPattern } from '../../lib/sql';

/** The list's filters (everything in its query but sort and paging). */
export type EventFilters = Omit<EventListQuery, 'sort' | 'order' | 'limit' | 'offset'>;
export type FilterParams = Record<string, string | number>;

const FILTER_KEYS = [
  'q',
  'type',
  'priority',
  'status',
  'from',
  'to',
] as const satisfies (keyof EventFilters)[];

/** A condition of the WHERE clause: a filter, or `when` as the day upcoming or past counts from. */
export type FilterKey = (typeof FILTER_KEYS)[number] | 'upcoming' | 'past';

/** WHERE clause with placeholders for the filters given, so one SQL text serves every value. */
export function whereFor(keys: readonly FilterKey[], id = false): SQL | undefined {
  const value = (key: string) => sql.placeholder(key);
  const conditions: Record<FilterKey, () => SQL | undefined> = {
    q: () => or(ilike(events.name, value('q')), ilike(events.location, value('q'))),
    type: () => eq(events.type, value('type')),
    priority: () => eq(events.priority, value('priority')),
    status: () => eq(events.status, value('status')),
    from: () => gte(events.endDate, value('from')),
    to: () => lte(events.startDate, value('to')),
    upcoming: () => gte(events.endDate, value('upcoming')),
    past: () => lt(events.endDate, value('past')),
  };
  return and(id ? eq(events.id, value('id')) : undefined, ...keys.map((key) => conditions[key]()));
}

/** The filters present and their placeholder values (`q` becomes a LIKE pattern). */
export function filterParams(filters: EventFilters): { keys: FilterKey[]; params: FilterParams } {
  const keys: FilterKey[] = FILTER_KEYS.filter((key) => filters[key]);
  const params: FilterParams = {};
  for (const key of FILTER_KEYS) if (filters[key]) params[key] = filters[key];
  if (filters.q) params.q = containsPattern(filters.q);
  if (filters.when === 'upcoming' || filters.when === 'past') {
    // The day is a parameter under the condition's own name, so remembered totals keep apart.
    keys.push(filters.when);
    params[filters.when] = filters.today ?? new Date().toISOString().slice(0, 10);
  }
  return { keys, params };
}
