import { describe, expect, it } from 'vitest';
import type { events } from '../../db/schema/index';
import { eventChanges } from './event-changes';

const before = {
  name: 'FOSDEM',
  location: 'Brussels',
  goal: ['speaking', 'attending'],
  cfpDeadline: '2026-01-15',
  notes: null,
} as unknown as typeof events.$inferSelect;

describe('eventChanges', () => {
  it('keeps only fields whose value really changed; goal order does not count', () => {
    expect(
      eventChanges(before, {
        name: 'FOSDEM',
        goal: ['attending', 'speaking'],
        cfpDeadline: null,
        notes: 'Stand B',
      }),
    ).toEqual({
      cfpDeadline: { from: '2026-01-15', to: null },
      notes: { from: null, to: 'Stand B' },
    });
  });

  it('ignores fields that are not part of an event’s editable content', () => {
    expect(eventChanges(before, { updatedById: 3 } as never)).toEqual({});
  });
});
