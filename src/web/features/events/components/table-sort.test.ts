import { describe, expect, it } from 'vitest';
import { DEFAULT_SORT, nextSort, sortParam } from './table-sort';

describe('table sorting', () => {
  it('starts by name ascending', () => {
    expect(sortParam(DEFAULT_SORT)).toBe('name');
  });

  it('sorts a new column ascending, then toggles to descending', () => {
    const first = nextSort(DEFAULT_SORT, 'startDate');
    expect(first).toEqual({ column: 'startDate', direction: 'asc' });
    const second = nextSort(first, 'startDate');
    expect(sortParam(second)).toBe('-startDate');
    expect(nextSort(second, 'startDate').direction).toBe('asc');
  });

  it.each([
    ['goal', 'goal'],
    ['participants', 'attendeeCount'],
    ['cfp', 'cfpCount'],
    ['reports', 'tripReportCount'],
  ] as const)('asks the API to sort the %s column by %s', (column, key) => {
    expect(sortParam({ column, direction: 'asc' })).toBe(key);
    expect(sortParam({ column, direction: 'desc' })).toBe(`-${key}`);
  });
});
