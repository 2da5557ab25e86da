import { describe, expect, it } from 'vitest';
import { nextSort } from '@web/components/records/list-sort';
import { DEFAULT_SORT, eventSortParam } from './table-sort';

describe('table sorting', () => {
  it('starts by name ascending', () => {
    expect(eventSortParam(DEFAULT_SORT)).toBe('name');
  });

  it('sorts a new column ascending, then toggles to descending', () => {
    const first = nextSort(DEFAULT_SORT, 'startDate');
    expect(first).toEqual({ key: 'startDate', direction: 'asc' });
    const second = nextSort(first, 'startDate');
    expect(eventSortParam(second)).toBe('-startDate');
    expect(nextSort(second, 'startDate').direction).toBe('asc');
  });

  it.each([
    ['goal', 'goal'],
    ['participants', 'attendeeCount'],
    ['cfp', 'cfpCount'],
    ['reports', 'tripReportCount'],
  ] as const)('asks the API to sort the %s column by %s', (column, key) => {
    expect(eventSortParam({ key: column, direction: 'asc' })).toBe(key);
    expect(eventSortParam({ key: column, direction: 'desc' })).toBe(`-${key}`);
  });
});
