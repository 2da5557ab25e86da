import { describe, expect, it } from 'vitest';
import { parseEventId } from './use-context-event';

describe('the ?eventId= of a record list', () => {
  it('reads only a positive whole event id from the address', () => {
    expect(parseEventId('12')).toBe(12);
    expect(parseEventId('0')).toBeUndefined();
    expect(parseEventId('1e3')).toBeUndefined();
    expect(parseEventId('abc')).toBeUndefined();
    expect(parseEventId(null)).toBeUndefined();
  });
});
