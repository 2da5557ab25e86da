import type { Event } from '@shared/schemas/event';

export type SortColumn =
  | 'name'
  | 'type'
  | 'startDate'
  | 'location'
  | 'status'
  | 'priority'
  | 'goal'
  | 'participants'
  | 'cfp'
  | 'reports';

export type TableSort = { column: SortColumn; direction: 'asc' | 'desc' };

export const DEFAULT_SORT: TableSort = { column: 'name', direction: 'asc' };

const SERVER_COLUMNS = new Set<SortColumn>([
  'name',
  'type',
  'startDate',
  'location',
  'status',
  'priority',
]);

/** Clicking a header sorts ascending; clicking the same header again toggles the direction. */
export function nextSort(current: TableSort, column: SortColumn): TableSort {
  if (current.column !== column) return { column, direction: 'asc' };
  return { column, direction: current.direction === 'asc' ? 'desc' : 'asc' };
}

/** The API's `sort` for the table order; columns the API cannot sort keep the name order. */
export function sortParam(sort: TableSort): string {
  if (!SERVER_COLUMNS.has(sort.column)) return 'name';
  return sort.direction === 'desc' ? `-${sort.column}` : sort.column;
}

const pageValues: Partial<Record<SortColumn, (event: Event) => number | string>> = {
  goal: (event) => event.goal.join(', ').toLowerCase(),
  participants: (event) => event.attendeeCount,
  cfp: (event) => event.cfpCount,
  reports: (event) => event.tripReports.length,
};

/** Orders the loaded page by a computed column (the API sorts the others). */
export function sortPage(events: Event[], sort: TableSort): Event[] {
  const value = pageValues[sort.column];
  if (!value) return events;
  const sign = sort.direction === 'asc' ? 1 : -1;
  return [...events].sort((a, b) => {
    const left = value(a);
    const right = value(b);
    if (left < right) return -sign;
    if (left > right) return sign;
    return 0;
  });
}
