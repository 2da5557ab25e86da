import { format, parseISO } from 'date-fns';
import { countOf } from '@shared/plural';

type Month = { month: string; total: number; counts: Record<string, number> };

/** 'YYYY-MM' as 'MMMM yyyy' (or another date-fns pattern), read as a local calendar month. */
export function monthLabel(month: string, pattern = 'MMMM yyyy'): string {
  return format(parseISO(`${month}-01`), pattern);
}

/** The chart's text alternative in one sentence; `period` defaults to "the next N months". */
export function chartSummary(months: Month[], period = nextMonths(months.length)): string {
  const total = months.reduce((sum, month) => sum + month.total, 0);
  if (total === 0) return `No events in ${period}.`;
  const busiest = months.reduce((best, month) => (month.total > best.total ? month : best));
  return `${countOf(total, 'event')} in ${period}; busiest month ${monthLabel(busiest.month)} with ${busiest.total}.`;
}

function nextMonths(count: number): string {
  return count === 1 ? 'the next month' : `the next ${countOf(count, 'month')}`;
}

/** Each type's total over all months. */
export function totalsByType(months: Month[], types: readonly string[]): Record<string, number> {
  return Object.fromEntries(
    types.map((type) => [type, months.reduce((sum, month) => sum + (month.counts[type] ?? 0), 0)]),
  );
}
