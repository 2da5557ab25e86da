const DAY_MS = 24 * 60 * 60 * 1000;

const toUtc = (day: string) => Date.parse(`${day}T00:00:00Z`);
const fromUtc = (time: number) => new Date(time).toISOString().slice(0, 10);

/** Today's calendar date in UTC, YYYY-MM-DD. */
export const utcToday = () => fromUtc(Date.now());

/** The calendar date `days` after `day` (both YYYY-MM-DD; no time zone involved). */
export const addDays = (day: string, days: number) => fromUtc(toUtc(day) + days * DAY_MS);

/** Whole days from `from` to `to`; negative when `to` is earlier. */
export const daysBetween = (from: string, to: string) =>
  Math.round((toUtc(to) - toUtc(from)) / DAY_MS);

/** `count` months as YYYY-MM, starting with the month of `day`. */
export function monthsFrom(day: string, count: number): string[] {
  const [year, month] = day.split('-').map(Number) as [number, number];
  return Array.from({ length: count }, (_, index) => {
    const date = new Date(Date.UTC(year, month - 1 + index, 1));
    return date.toISOString().slice(0, 7);
  });
}
