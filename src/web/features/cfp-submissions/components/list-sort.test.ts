import { describe, expect, it } from 'vitest';
import { formatLabel, localToday, nextSort, parseEventId, sortParam } from './list-sort';

describe('list sorting', () => {
  it('sorts a new column ascending and toggles the same column', () => {
    const first = nextSort(null, 'title');
    expect(first).toEqual({ key: 'title', direction: 'asc' });
    const second = nextSort(first, 'title');
    expect(sortParam(second)).toBe('-title');
    expect(sortParam(nextSort(second, 'title'))).toBe('title');
    expect(nextSort(second, 'status')).toEqual({ key: 'status', direction: 'asc' });
    expect(sortParam(null)).toBeUndefined();
  });

  it('reads only a positive whole event id from the address', () => {
    expect(parseEventId('12')).toBe(12);
    expect(parseEventId('0')).toBeUndefined();
    expect(parseEventId('1e3')).toBeUndefined();
    expect(parseEventId('abc')).toBeUndefined();
    expect(parseEventId(null)).toBeUndefined();
  });

  it('labels statuses and gives the local date', () => {
    expect(formatLabel('changes_requested')).toBe('Changes requested');
    expect(localToday(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });
});
