import type { EventSortKey } from '@shared/schemas/event-list-query';
import { sortParam, type Sort } from '@web/components/records/list-sort';

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

/** The events table's order (the lists' one sort model, over the table's columns). */
export type TableSort = Sort<SortColumn>;

export const DEFAULT_SORT: TableSort = { key: 'name', direction: 'asc' };

/** The API's `sort` for the table order: every column sorts all matching events, not one page. */
export function eventSortParam(sort: TableSort): string {
  return sortParam(sort, (column) => API_SORT_KEYS[column])!;
}
