import { describe, expect, it } from 'vitest';
import { isSimilarName } from '../csv/duplicates';
import {
  SPEAKER_REF_MESSAGE,
  TALK_DURATION_MESSAGE,
  talkCreateSchema,
  talkSubmitSchema,
  talkUpdateSchema,
} from './talk';

const valid = { title: 'Talk', abstract: 'About it' };

describe('talk schemas', () => {
  it('keeps each tag once ignoring case, trimmed, without empty ones', () => {
    const parsed = talkCreateSchema.parse({ ...valid, tags: [' Rust ', 'rust', '', 'OSPO'] });
    expect(parsed.tags).toEqual(['Rust', 'OSPO']);
  });

  it('defaults the format and leaves speakers to the server when absent', () => {
    expect(talkCreateSchema.parse(valid)).toMatchObject({ format: 'talk', tags: [] });
    expect(talkCreateSchema.parse(valid).speakers).toBeUndefined();
  });

  it.each([4, 481, 30.5])('refuses a duration of %s minutes', (durationMinutes) => {
    const issues = talkCreateSchema.safeParse({ ...valid, durationMinutes }).error?.issues;
    expect(issues?.map((issue) => issue.message)).toEqual([TALK_DURATION_MESSAGE]);
  });

  it('takes a speaker as { speakerId } or { userId }, not both or neither', () => {
    const speakers = (refs: object[]) =>
      talkUpdateSchema.safeParse({ speakers: refs }).error?.issues.map((issue) => issue.message);
    expect(speakers([{ speakerId: 1 }, { userId: 2 }])).toBeUndefined();
    expect(speakers([{ speakerId: 1, userId: 2 }])).toEqual([SPEAKER_REF_MESSAGE]);
    expect(speakers([{}])).toEqual([SPEAKER_REF_MESSAGE]);
    expect(speakers([])).toEqual(['A talk needs at least one speaker']);
  });

  it('sends each event once', () => {
    expect(talkSubmitSchema.parse({ eventIds: [3, 3, '4'] })).toEqual({
      eventIds: [3, 4],
      confirm: false,
    });
  });
});

describe('isSimilarName', () => {
  it('is the import’s rule: equal ignoring case, or at least 80 % similar', () => {
    expect(isSimilarName(' Rust for OSPOs ', 'rust for ospos')).toBe(true);
    expect(isSimilarName('abcde', 'abcdX')).toBe(true);
    expect(isSimilarName('abcde', 'abcXY')).toBe(false);
  });
});
