import { describe, expect, it } from 'vitest';
import { camelizeKeys } from './case-aliases.plugin';

describe('camelizeKeys', () => {
  it('renames snake_case top-level keys and keeps nested objects as sent', () => {
    expect(camelizeKeys({ event_id: 3, sponsor_name: 'ACME', metadata: { some_key: 1 } })).toEqual({
      eventId: 3,
      sponsorName: 'ACME',
      metadata: { some_key: 1 },
    });
  });

  it('prefers the camelCase spelling when both are sent', () => {
    expect(camelizeKeys({ eventId: 1, event_id: 2 })).toEqual({ eventId: 1 });
  });

  it('leaves non-objects alone', () => {
    expect(camelizeKeys(null)).toBeNull();
    expect(camelizeKeys([{ a_b: 1 }])).toEqual([{ a_b: 1 }]);
    expect(camelizeKeys('text')).toBe('text');
  });
});
