import { describe, expect, it } from 'vitest';
import { nextSort, parseSort, sortParam } from './list-sort';

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

  it('reads a sort parameter back', () => {
    expect(parseSort('-title')).toEqual({ key: 'title', direction: 'desc' });
    expect(parseSort('title')).toEqual({ key: 'title', direction: 'asc' });
    expect(parseSort('')).toBeNull();
    expect(parseSort(null)).toBeNull();
  });
});
