import { describe, expect, it } from 'vitest';
import { chartSummary, monthLabel, totalsByType } from './chart-summary';

const months = [
  { month: '2026-12', total: 1, counts: { conference: 1, meetup: 0 } },
  { month: '2027-01', total: 3, counts: { conference: 1, meetup: 2 } },
];

describe('chart text', () => {
  it('names a month as a local calendar month, whatever the time zone', () => {
    expect(monthLabel('2027-01')).toBe('January 2027');
    expect(monthLabel('2027-01', 'MMM')).toBe('Jan');
  });

  it('sums the events and names the busiest month', () => {
    expect(chartSummary(months)).toBe(
      '4 events in the next 2 months; busiest month January 2027 with 3.',
    );
  });

  it('says when there are no events', () => {
    expect(chartSummary([{ month: '2027-01', total: 0, counts: {} }])).toBe(
      'No events in the next month.',
    );
  });

  it('totals each type over the months', () => {
    expect(totalsByType(months, ['conference', 'meetup', 'webinar'])).toEqual({
      conference: 2,
      meetup: 2,
      webinar: 0,
    });
  });
});
