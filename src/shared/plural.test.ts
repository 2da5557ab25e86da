import { describe, expect, it } from 'vitest';
import { countOf, pluralWord } from './plural';

describe('counted words', () => {
  it('uses the singular for exactly one and the plural otherwise', () => {
    expect([0, 1, 2, 11, 21, 1.5].map((count) => countOf(count, 'event'))).toEqual([
      '0 events',
      '1 event',
      '2 events',
      '11 events',
      '21 events',
      '1.5 events',
    ]);
  });

  it('takes an irregular plural', () => {
    expect(countOf(1, 'entry', 'entries')).toBe('1 entry');
    expect(countOf(3, 'entry', 'entries')).toBe('3 entries');
    expect(pluralWord(1, 'Attendee')).toBe('Attendee');
    expect(pluralWord(2, 'Attendee')).toBe('Attendees');
  });
});
