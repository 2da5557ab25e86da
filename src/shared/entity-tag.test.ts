import { describe, expect, it } from 'vitest';
import { ANY_VERSION, etagOf, parseIfMatch } from './entity-tag';

describe('parseIfMatch', () => {
  it('reads one strong entity tag of ours, or *', () => {
    expect(parseIfMatch('"3"')).toBe(3);
    expect(parseIfMatch(` ${etagOf(42)} `)).toBe(42);
    expect(parseIfMatch('*')).toBe(ANY_VERSION);
  });

  it.each([
    '3',
    'W/"3"',
    '"3", "4"',
    '""',
    '"0"',
    '"03"',
    '"abc"',
    '"99999999999"',
    '"2147483648"',
  ])('refuses %s', (value) => {
    expect(parseIfMatch(value)).toBeNull();
  });
});
