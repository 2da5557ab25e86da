import { describe, expect, it } from 'vitest';
import type { Event } from '@shared/schemas/event';
import { DEFAULT_SORT, nextSort, sortPage, sortParam } from './table-sort';

const event = (id: number, attendeeCount: number) => ({ id, attendeeCount }) as Event;

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

  it('asks the API for name order and sorts computed columns on the page', () => {
    const sort = { column: 'participants', direction: 'desc' } as const;
    expect(sortParam(sort)).toBe('name');
    expect(sortPage([event(1, 2), event(2, 9), event(3, 5)], sort).map((e) => e.id)).toEqual([
      2, 3, 1,
    ]);
  });
});
