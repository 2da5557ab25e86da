import { describe, expect, it } from 'vitest';
import { cfpWarningDays, daysUntil, formatDateRange, formatTableDate } from './event-dates';

const today = new Date(2026, 2, 10); // 10 March 2026, local time

describe('event dates', () => {
  it('formats a card date range as MMM d, yyyy - MMM d, yyyy', () => {
    expect(formatDateRange('2026-03-01', '2026-03-03')).toBe('Mar 1, 2026 - Mar 3, 2026');
  });

  it('formats table dates as MMM dd, yyyy and falls back to the raw value', () => {
    expect(formatTableDate('2026-03-01')).toBe('Mar 01, 2026');
    expect(formatTableDate('next spring')).toBe('next spring');
  });

  it('counts whole calendar days to a deadline', () => {
    expect(daysUntil('2026-03-11', today)).toBe(1);
    expect(daysUntil('2026-03-09', today)).toBe(-1);
    expect(daysUntil(null, today)).toBeNull();
  });

  it('warns about a CFP deadline only when 1 to 7 days remain', () => {
    expect(cfpWarningDays('2026-03-10', today)).toBeNull();
    expect(cfpWarningDays('2026-03-11', today)).toBe(1);
    expect(cfpWarningDays('2026-03-17', today)).toBe(7);
    expect(cfpWarningDays('2026-03-18', today)).toBeNull();
  });
});
