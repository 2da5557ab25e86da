import { describe, expect, it } from 'vitest';
import { cascadeSentence } from './event-deletion';

describe('cascadeSentence', () => {
  it.each([
    [
      { cfpSubmissions: 3, attendees: 12, sponsorships: 1 },
      'This also deletes 3 CFP submissions, 12 attendees and 1 sponsorship.',
    ],
    [
      { cfpSubmissions: 1, attendees: 0, sponsorships: 2 },
      'This also deletes 1 CFP submission and 2 sponsorships.',
    ],
    [{ cfpSubmissions: 0, attendees: 1, sponsorships: 0 }, 'This also deletes 1 attendee.'],
    [{ cfpSubmissions: 0, attendees: 0, sponsorships: 0 }, null],
  ])('%o reads %s', (counts, sentence) => {
    expect(cascadeSentence(counts)).toBe(sentence);
  });
});
