import { describe, expect, it } from 'vitest';
import {
  comparisonPeriod,
  customPeriod,
  monthsOf,
  quarterPeriod,
  rangeTooLong,
  yearPeriod,
} from './report-period';

describe('report periods', () => {
  it('compares a first quarter with the last one of the year before', () => {
    expect(comparisonPeriod(quarterPeriod('2026-Q1'), 'previous')).toMatchObject({
      from: '2025-10-01',
      to: '2025-12-31',
      label: '2025-Q4',
    });
    expect(comparisonPeriod(quarterPeriod('2026-Q1'), 'year-before')?.label).toBe('2025-Q1');
    expect(comparisonPeriod(yearPeriod('2026'), 'previous')?.label).toBe('2025');
    expect(comparisonPeriod(yearPeriod('2026'), 'none')).toBeNull();
  });

  it('moves a custom range back by its own length, or a year (29 February to the 28th)', () => {
    const range = customPeriod('2024-02-29', '2024-03-09');
    expect(comparisonPeriod(range, 'previous')).toMatchObject({
      from: '2024-02-19',
      to: '2024-02-28',
    });
    expect(comparisonPeriod(range, 'year-before')).toMatchObject({
      from: '2023-02-28',
      to: '2023-03-09',
    });
  });

  it('lists the months a period touches and refuses ranges over five years', () => {
    expect(monthsOf(customPeriod('2026-11-15', '2027-01-02'))).toEqual([
      '2026-11',
      '2026-12',
      '2027-01',
    ]);
    expect(rangeTooLong('2020-01-01', '2024-12-31')).toBe(false);
    expect(rangeTooLong('2020-01-01', '2025-01-01')).toBe(true);
  });
});
