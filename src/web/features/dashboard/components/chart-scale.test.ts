import { describe, expect, it } from 'vitest';
import { chartScale, niceStep, stackSegments } from './chart-scale';

describe('chartScale', () => {
  it('draws an empty chart from 0 to 1', () => {
    expect(chartScale(0)).toEqual({ max: 1, ticks: [0, 1] });
  });

  it('counts in ones for small numbers', () => {
    expect(chartScale(3)).toEqual({ max: 3, ticks: [0, 1, 2, 3] });
    expect(chartScale(4)).toEqual({ max: 4, ticks: [0, 1, 2, 3, 4] });
  });

  it('rounds the top up to a 1-2-5 step with at most 4 intervals', () => {
    expect(chartScale(5)).toEqual({ max: 6, ticks: [0, 2, 4, 6] });
    expect(chartScale(17)).toEqual({ max: 20, ticks: [0, 5, 10, 15, 20] });
    expect(chartScale(100)).toEqual({ max: 100, ticks: [0, 50, 100] });
    expect(chartScale(2345).max).toBeGreaterThanOrEqual(2345);
  });

  it('never leaves the largest value above the top', () => {
    for (let value = 0; value <= 500; value += 7) {
      const { max, ticks } = chartScale(value);
      expect(max).toBeGreaterThanOrEqual(value);
      expect(ticks.length).toBeLessThanOrEqual(6);
      expect(ticks.at(-1)).toBe(max);
    }
  });

  it('picks 1-2-5 steps', () => {
    expect(niceStep(9)).toBe(5);
    expect(niceStep(40)).toBe(10);
    expect(niceStep(41)).toBe(20);
  });
});

describe('stackSegments', () => {
  it('stacks non-zero counts bottom-up in the given order, in percent of the top', () => {
    const segments = stackSegments(
      { meetup: 2, conference: 1, webinar: 0 },
      ['conference', 'meetup', 'webinar'],
      4,
    );
    expect(segments).toEqual([
      { key: 'conference', count: 1, start: 0, height: 25 },
      { key: 'meetup', count: 2, start: 25, height: 50 },
    ]);
  });

  it('reaches the top exactly when the total equals the maximum', () => {
    const segments = stackSegments({ a: 3, b: 3 }, ['a', 'b'], 6);
    const last = segments.at(-1)!;
    expect(last.start + last.height).toBe(100);
  });
});
