import { describe, expect, it } from 'vitest';
import { existingSpelling, offeredValues } from './values-in-use';

describe('offeredValues', () => {
  it('puts the values in use first, then the suggestions no record uses, ignoring case', () => {
    const used = [
      { value: 'Keynote', uses: 4 },
      { value: 'speaker', uses: 2 },
    ];
    expect(offeredValues(used, ['Attendee', 'Speaker', 'Volunteer'])).toEqual([
      'Keynote',
      'speaker',
      'Attendee',
      'Volunteer',
    ]);
  });
});

describe('existingSpelling', () => {
  it('spells text as the value it equals ignoring case, and keeps any other text', () => {
    expect(existingSpelling(' speaker ', ['Speaker', 'Organizer'])).toBe('Speaker');
    expect(existingSpelling('Speaker coach', ['Speaker'])).toBe('Speaker coach');
  });
});
