import { describe, expect, it } from 'vitest';
import { withHttps, withoutNul } from './fields';

const nested = (depth: number, leaf: unknown) => {
  let value = leaf;
  for (let level = 0; level < depth; level++) value = level % 2 ? [value] : { a: value };
  return value;
};

describe('withoutNul', () => {
  it('finds a NUL character in any string, object key or array entry', () => {
    expect(withoutNul({ name: 'fine', tags: ['a', 'b'], n: 1, none: null })).toBe(true);
    expect(withoutNul('a\u0000b')).toBe(false);
    expect(withoutNul({ ['k\u0000']: 'v' })).toBe(false);
    expect(withoutNul({ list: [1, { deep: ['x\u0000'] }] })).toBe(false);
  });

  it('walks 100,000 levels of nesting without overflowing the stack', () => {
    expect(withoutNul(nested(100_000, 'x'))).toBe(true);
    expect(withoutNul(nested(100_000, 'x\u0000'))).toBe(false);
  });
});

describe('withHttps', () => {
  it.each([
    ['example.org', 'https://example.org'],
    ['www.example.org/cfp?x=1#top', 'https://www.example.org/cfp?x=1#top'],
    ['events.example.org:8080', 'https://events.example.org:8080'],
    ['bücher.de', 'https://bücher.de'],
    ['//example.org/a', 'https://example.org/a'],
  ])('gives %j a scheme: %s', (typed, expected) => {
    expect(withHttps(typed)).toBe(expected);
  });

  it.each([
    'https://example.org',
    'http://example.org',
    'ftp://example.org',
    'mailto:ada@example.org',
    'javascript:alert(1)',
    'localhost:3000',
    'not a url',
    'example',
    '',
  ])('leaves %j for the URL rule to judge', (value) => {
    expect(withHttps(value)).toBe(value);
  });
});
