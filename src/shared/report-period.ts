/**
 * The periods of a report (issue 28, docs/reports.md): a quarter, a year or a custom range of
 * days, and the period it is compared with. Both ends are inclusive calendar dates (YYYY-MM-DD).
 */

export const QUARTER_PATTERN = /^(\d{4})-Q([1-4])$/;
export const YEAR_PATTERN = /^(\d{4})$/;
/** A custom range may span at most this many years (the 5-year rule of the query). */
export const MAX_RANGE_YEARS = 5;

export const REPORT_COMPARISONS = ['previous', 'year-before', 'none'] as const;
export type ReportComparison = (typeof REPORT_COMPARISONS)[number];

export interface ReportPeriod {
  kind: 'quarter' | 'year' | 'custom';
  /** First day, inclusive. */
  from: string;
  /** Last day, inclusive. */
  to: string;
  /** '2026-Q3', '2026' or '2026-02-01 – 2026-05-31'. */
  label: string;
}

const pad = (value: number) => String(value).padStart(2, '0');
const iso = (date: Date) => date.toISOString().slice(0, 10);
const utc = (day: string) => new Date(`${day}T00:00:00Z`);

function addDays(day: string, days: number): string {
  const date = utc(day);
  date.setUTCDate(date.getUTCDate() + days);
  return iso(date);
}

/** The same day a number of years away; 29 February becomes 28 February in a common year. */
export function shiftYears(day: string, years: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const last = new Date(Date.UTC(year + years, month, 0)).getUTCDate();
  return `${year + years}-${pad(month)}-${pad(Math.min(date, last))}`;
}

export function quarterOf(day: string): string {
  const month = Number(day.slice(5, 7));
  return `${day.slice(0, 4)}-Q${Math.ceil(month / 3)}`;
}

export function quarterPeriod(quarter: string): ReportPeriod {
  const [, year, q] = QUARTER_PATTERN.exec(quarter)!;
  const firstMonth = (Number(q) - 1) * 3 + 1;
  const from = `${year}-${pad(firstMonth)}-01`;
  const to = iso(new Date(Date.UTC(Number(year), firstMonth + 2, 0)));
  return { kind: 'quarter', from, to, label: quarter };
}

export function yearPeriod(year: string): ReportPeriod {
  return { kind: 'year', from: `${year}-01-01`, to: `${year}-12-31`, label: year };
}

export function customPeriod(from: string, to: string): ReportPeriod {
  return { kind: 'custom', from, to, label: `${from} – ${to}` };
}

/** True when `to` is more than MAX_RANGE_YEARS years after `from` (a range of exactly 5 is fine). */
export function rangeTooLong(from: string, to: string): boolean {
  return to >= shiftYears(from, MAX_RANGE_YEARS);
}

/**
 * The period compared with: `previous` is the quarter or year before, or for a custom range the
 * same number of days ending the day before it starts; `year-before` is the same days a year
 * earlier. Null for `none`.
 */
export function comparisonPeriod(
  period: ReportPeriod,
  compare: ReportComparison,
): ReportPeriod | null {
  if (compare === 'none') return null;
  if (compare === 'year-before') {
    if (period.kind === 'year') return yearPeriod(String(Number(period.label) - 1));
    if (period.kind === 'quarter')
      return quarterPeriod(`${Number(period.label.slice(0, 4)) - 1}${period.label.slice(4)}`);
    return customPeriod(shiftYears(period.from, -1), shiftYears(period.to, -1));
  }
  if (period.kind === 'year') return yearPeriod(String(Number(period.label) - 1));
  if (period.kind === 'quarter') return quarterPeriod(quarterOf(addDays(period.from, -1)));
  const days = Math.round((utc(period.to).getTime() - utc(period.from).getTime()) / 86_400_000);
  const to = addDays(period.from, -1);
  return customPeriod(addDays(to, -days), to);
}

/** The months a period touches, as 'YYYY-MM', in order. */
export function monthsOf(period: Pick<ReportPeriod, 'from' | 'to'>): string[] {
  const months: string[] = [];
  let year = Number(period.from.slice(0, 4));
  let month = Number(period.from.slice(5, 7));
  const last = period.to.slice(0, 7);
  for (;;) {
    const key = `${year}-${pad(month)}`;
    months.push(key);
    if (key >= last) return months;
    month = month === 12 ? 1 : month + 1;
    if (month === 1) year += 1;
  }
}
