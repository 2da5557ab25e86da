import type { EventSortKey } from '@shared/schemas/event-list-query';

/** The table's sortable columns and the API sort key each one asks for. */
const API_SORT_KEYS = {
  name: 'name',
  type: 'type',
  startDate: 'startDate',
  location: 'location',
  status: 'status',
  priority: 'priority',
  goal: 'goal',
  participants: 'attendeeCount',
  cfp: 'cfpCount',
  reports: 'tripReportCount',
} as const satisfies Record<string, EventSortKey>;

export type SortColumn = keyof typeof API_SORT_KEYS;

export type TableSort = { column: SortColumn; direction: 'asc' | 'desc' };

export const DEFAULT_SORT: TableSort = { column: 'name', direction: 'asc' };

/** Clicking a header sorts ascending; clicking the same header again toggles the direction. */
export function nextSort(current: TableSort, column: SortColumn): TableSort {
  if (current.column !== column) return { column, direction: 'asc' };
  return { column, direction: current.direction === 'asc' ? 'desc' : 'asc' };
}

/** The API's `sort` for the table order: every column sorts all matching events, not one page. */
export function sortParam(sort: TableSort): string {
  const key = API_SORT_KEYS[sort.column];
  return sort.direction === 'desc' ? `-${key}` : key;
}
