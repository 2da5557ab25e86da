import { countOf } from '@shared/plural';
import { differenceInCalendarDays, format, isValid, parseISO } from 'date-fns';

/** 'MMM d, yyyy' of a calendar date string, or null when it is not a date. */
function display(value: string | null | undefined, pattern: string): string | null {
  if (!value) return null;
  const date = parseISO(value);
  return isValid(date) ? format(date, pattern) : null;
}

/** A card's date range: 'Mar 1, 2026 - Mar 3, 2026'. */
export function formatDateRange(start: string, end: string): string {
  const from = display(start, 'MMM d, yyyy') ?? 'Invalid date';
  const to = display(end, 'MMM d, yyyy') ?? 'Invalid date';
  return `${from} - ${to}`;
}

/** The table's 'MMM dd, yyyy'; an unparseable value is shown as it came. */
export function formatTableDate(value: string | null | undefined): string {
  if (!value) return '';
  return display(value, 'MMM dd, yyyy') ?? value;
}

/** Whole calendar days from today to a 'YYYY-MM-DD' day (negative when past), or null. */
export function daysUntil(day: string | null | undefined, today: Date = new Date()): number | null {
  if (!day) return null;
  const date = parseISO(day);
  return isValid(date) ? differenceInCalendarDays(date, today) : null;
}

/** Days left before a CFP deadline when a card should warn (1 to 7), otherwise null. */
export function cfpWarningDays(deadline: string | null | undefined, today?: Date): number | null {
  const days = daysUntil(deadline, today);
  return days !== null && days >= 1 && days <= 7 ? days : null;
}

/** 'N day(s)'. */
export function dayCount(days: number): string {
  return countOf(days, 'day');
}
