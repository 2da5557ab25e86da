import { describe, expect, it } from 'vitest';
import { SEARCH_KINDS, searchQuerySchema } from './search';

const messages = (value: unknown) =>
  Object.fromEntries(
    (searchQuerySchema.safeParse(value).error?.issues ?? []).map((issue) => [
      issue.path[0],
      issue.message,
    ]),
  );

describe('search query', () => {
  it('trims the text and reads every kind when kinds is absent or empty', () => {
    expect(searchQuerySchema.parse({ q: '  kube ' })).toEqual({
      q: 'kube',
      kinds: [...SEARCH_KINDS],
      limit: 20,
    });
    expect(searchQuerySchema.parse({ q: 'x', kinds: '' }).kinds).toEqual([...SEARCH_KINDS]);
    expect(searchQuerySchema.parse({}).q).toBe('');
  });

  it('reads a comma list of kinds once each', () => {
    expect(searchQuerySchema.parse({ q: 'x', kinds: 'event, trip,event' }).kinds).toEqual([
      'event',
      'trip',
    ]);
  });

  it('names unknown kinds, a too long text and a limit out of range', () => {
    expect(messages({ q: 'x', kinds: 'event,boat' }).kinds).toMatch(/Unknown kind 'boat'/);
    expect(messages({ q: 'a'.repeat(500) }).q).toBe('Search text must be at most 200 characters');
    expect(messages({ q: 'x', limit: '51' }).limit).toBe('Limit must be at most 50');
    expect(messages({ q: 'x', limit: '0' }).limit).toBeDefined();
  });

  it('takes query syntax characters as text', () => {
    for (const q of ['"', '-', ':', '&', '|', '!', '\\', 'a & !b | "c']) {
      expect(searchQuerySchema.safeParse({ q }).success).toBe(true);
    }
  });
});
