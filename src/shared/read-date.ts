/**
 * Reads a calendar date as people write it in spreadsheets: '2027-06-22', 'Jun 22, 2027',
 * '22 June 2027', '22/06/2027' or '06/22/2027'. The answer is always `YYYY-MM-DD`; a day that does
 * not exist ('Jun 31, 2027', '2027-02-29') is not a date. Pure: no time zone, no clock.
 */

/** Which part of a numeric date such as '03/04/2027' comes first: the day or the month. */
export const DATE_ORDERS = ['dmy', 'mdy'] as const;
export type DateOrder = (typeof DATE_ORDERS)[number];

export type DateReading =
  | { ok: true; date: string }
  /** `ambiguous`: a numeric date whose day and month could be swapped, and no order was given. */
  | { ok: false; reason: 'not-a-date' | 'ambiguous' };

const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];

/** 'jun', 'june', 'sept' → 6, 6, 9; anything else → null. */
function monthNumber(word: string): number | null {
  const name = word.toLowerCase().replace(/\.$/, '');
  if (name.length < 3) return null;
  const index = MONTHS.findIndex(
    (month) =>
      month === name || month.slice(0, 3) === name || (name === 'sept' && month === 'september'),
  );
  return index === -1 ? null : index + 1;
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** `YYYY-MM-DD` when year, month and day make a real calendar day, else null. */
export function calendarDay(year: number, month: number, day: number): string | null {
  if (year < 1 || year > 9999 || month < 1 || month > 12 || day < 1) return null;
  const date = new Date(Date.UTC(2000, month - 1, day));
  date.setUTCFullYear(year);
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

const answer = (date: string | null): DateReading =>
  date ? { ok: true, date } : { ok: false, reason: 'not-a-date' };

/** 2027-06-22, 2027/6/22, 2027.06.22, and an ISO date-time's date ('2027-06-22T09:00:00Z'). */
const YEAR_FIRST =
  /^(\d{4})([-/.])(\d{1,2})\2(\d{1,2})(?:[T ]\d{1,2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/i;
/** 22/06/2027, 6-22-2027, 22.06.2027 (the order decides which is the day). */
const NUMERIC = /^(\d{1,2})([-/.])(\d{1,2})\2(\d{4})$/;
/** Jun 22, 2027 / June 22nd 2027 / Tue, Jun 22, 2027. */
const MONTH_FIRST = /^(?:[a-z]+\.?,?\s+)?([a-z]+\.?)\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})$/i;
/** 22 Jun 2027 / 22nd June, 2027 / 22-Jun-2027. */
const DAY_FIRST = /^(?:[a-z]+\.?,?\s+)?(\d{1,2})(?:st|nd|rd|th)?[\s-]+([a-z]+\.?),?[\s-]+(\d{4})$/i;

/**
 * The date a cell holds. `order` settles numeric dates whose first two parts are both 12 or less;
 * without it such a date is `ambiguous` (unless both parts are equal), while '22/06/2027' and
 * '06/22/2027' read the same under either order.
 */
export function readDate(text: string, order?: DateOrder): DateReading {
  const value = text.trim().replace(/\s+/g, ' ');
  let match = YEAR_FIRST.exec(value);
  if (match) return answer(calendarDay(Number(match[1]), Number(match[3]), Number(match[4])));

  match = NUMERIC.exec(value);
  if (match) {
    const first = Number(match[1]);
    const second = Number(match[3]);
    const year = Number(match[4]);
    const swappable = first >= 1 && second >= 1 && first <= 12 && second <= 12 && first !== second;
    if (swappable && !order) return { ok: false, reason: 'ambiguous' };
    const dayFirst = swappable ? order === 'dmy' : first > 12;
    return answer(dayFirst ? calendarDay(year, second, first) : calendarDay(year, first, second));
  }

  match = MONTH_FIRST.exec(value);
  if (match) {
    const month = monthNumber(match[1]!);
    if (month) return answer(calendarDay(Number(match[3]), month, Number(match[2])));
  }
  match = DAY_FIRST.exec(value);
  if (match) {
    const month = monthNumber(match[2]!);
    if (month) return answer(calendarDay(Number(match[3]), month, Number(match[1])));
  }
  return { ok: false, reason: 'not-a-date' };
}

/**
 * What numeric dates in a file say about their order: 'dmy' when one has a first part above 12
 * ('22/06/2027'), 'mdy' when one has a second part above 12, null when none settles it (or both
 * appear). `ambiguous` tells whether any of them needs the order at all.
 */
export function dateOrderEvidence(values: Iterable<string>): {
  order: DateOrder | null;
  ambiguous: boolean;
} {
  const seen = new Set<DateOrder>();
  let ambiguous = false;
  for (const text of values) {
    const match = NUMERIC.exec(text.trim());
    if (!match) continue;
    const first = Number(match[1]);
    const second = Number(match[3]);
    if (first > 12 && second <= 12) seen.add('dmy');
    else if (second > 12 && first <= 12) seen.add('mdy');
    else if (first >= 1 && second >= 1 && first !== second && first <= 12 && second <= 12)
      ambiguous = true;
  }
  return { order: seen.size === 1 ? [...seen][0]! : null, ambiguous };
}
