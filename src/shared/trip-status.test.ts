import { describe, expect, it } from 'vitest';
import { canTrip, TRIP_STAGES, tripStatus } from './trip-status';

describe('a trip status', () => {
  it.each([
    ['pending', 'requested'],
    ['on_hold', 'requested'],
    ['approved', 'approved'],
    ['rejected', 'rejected'],
    ['changes_requested', 'changes_requested'],
  ] as const)('while requested, follows a %s workflow as %s', (workflow, shown) => {
    expect(tripStatus('requested', workflow)).toBe(shown);
  });

  it('is a draft again when its workflow was deleted', () => {
    expect(tripStatus('requested', null)).toBe('draft');
  });

  it.each(TRIP_STAGES.filter((stage) => stage !== 'requested'))(
    'is its stage %s whatever the workflow says',
    (stage) => {
      expect(tripStatus(stage, 'rejected')).toBe(stage);
    },
  );

  it('can be cancelled before it is completed, never after', () => {
    expect(canTrip('cancel', 'booked')).toBe(true);
    expect(canTrip('cancel', 'changes_requested')).toBe(true);
    expect(canTrip('cancel', 'completed')).toBe(false);
    expect(canTrip('cancel', 'reported')).toBe(false);
  });

  it('is booked only once approved, and reported only once booked', () => {
    expect(canTrip('book', 'requested')).toBe(false);
    expect(canTrip('book', 'approved')).toBe(true);
    expect(canTrip('report', 'approved')).toBe(true);
    expect(canTrip('report', 'rejected')).toBe(false);
    expect(canTrip('report', 'completed')).toBe(true);
    expect(canTrip('report', 'reported')).toBe(true);
    expect(canTrip('report', 'cancelled')).toBe(false);
  });
});
