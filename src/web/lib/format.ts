import { format, isValid, parseISO } from 'date-fns';

const SIZE_UNITS = ['Bytes', 'KB', 'MB', 'GB', 'TB'];

/** A byte count in Bytes, KB, MB… (base 1024, at most 2 decimals). */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return '0 Bytes';
  const exponent = Math.min(Math.floor(Math.log(bytes) / Math.log(1024)), SIZE_UNITS.length - 1);
  const value = bytes / 1024 ** exponent;
  return `${parseFloat(value.toFixed(2))} ${SIZE_UNITS[exponent]}`;
}

function toDate(value: string | number | Date): Date {
  if (value instanceof Date) return value;
  if (typeof value === 'number') return new Date(value);
  // Calendar dates (YYYY-MM-DD) are local days, never shifted by time zone.
  return parseISO(value);
}

/** A date as en-US 'MMM d, yyyy' (or another date-fns pattern); 'Invalid date' when unparseable. */
export function formatDate(
  value: string | number | Date | null | undefined,
  pattern = 'MMM d, yyyy',
): string {
  if (value === null || value === undefined || value === '') return 'Invalid date';
  const date = toDate(value);
  return isValid(date) ? format(date, pattern) : 'Invalid date';
}

/** 'changes_requested' → 'Changes requested'. */
export function formatLabel(value: string): string {
  const words = value.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A local Date as its calendar day 'YYYY-MM-DD' (never UTC, which may already be tomorrow). */
export function toDayKey(date: Date): string {
  return format(date, 'yyyy-MM-dd');
}

/** Today's local calendar date as YYYY-MM-DD. */
export function localToday(now = new Date()): string {
  return toDayKey(now);
}

const moneyFormats = new Map<string, Intl.NumberFormat>();

/** An amount as the locale (the browser's by default) writes it: '€5,000.50', '5.000,50 €'. */
export function formatMoney(amount: number, currency: string, locale?: string): string {
  const key = `${locale ?? ''} ${currency}`;
  let formatter = moneyFormats.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, { style: 'currency', currency });
    moneyFormats.set(key, formatter);
  }
  return formatter.format(amount);
}
