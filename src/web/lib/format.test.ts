import { describe, expect, it } from 'vitest';
import { formatDate, formatFileSize, formatLabel, formatMoney, localToday } from './format';

describe('formatFileSize', () => {
  it('uses base 1024 and at most two decimals', () => {
    expect(formatFileSize(0)).toBe('0 Bytes');
    expect(formatFileSize(512)).toBe('512 Bytes');
    expect(formatFileSize(1024)).toBe('1 KB');
    expect(formatFileSize(1536)).toBe('1.5 KB');
    expect(formatFileSize(10 * 1024 * 1024)).toBe('10 MB');
    expect(formatFileSize(1234567)).toBe('1.18 MB');
  });
});

describe('formatDate', () => {
  it('formats calendar dates en-US without a time-zone shift', () => {
    expect(formatDate('2025-03-01')).toBe('Mar 1, 2025');
    expect(formatDate('2025-12-31', 'MMM dd, yyyy')).toBe('Dec 31, 2025');
  });

  it("falls back to 'Invalid date'", () => {
    expect(formatDate('not a date')).toBe('Invalid date');
    expect(formatDate(null)).toBe('Invalid date');
  });
});

describe('formatLabel and localToday', () => {
  it('labels statuses and gives the local date', () => {
    expect(formatLabel('changes_requested')).toBe('Changes requested');
    expect(localToday(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });
});

describe('formatMoney', () => {
  it("writes an amount the locale's way with the currency's decimals", () => {
    expect(formatMoney(5000.5, 'USD', 'en-US')).toBe('$5,000.50');
    expect(formatMoney(2500.5, 'EUR', 'de-DE')).toBe('2.500,50\u00a0€');
    expect(formatMoney(1500, 'JPY', 'en-US')).toBe('¥1,500');
    expect(formatMoney(1.125, 'KWD', 'en-US')).toBe('KWD\u00a01.125');
  });
});
