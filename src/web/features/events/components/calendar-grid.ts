import {
  addDays,
  eachDayOfInterval,
  endOfMonth,
  endOfWeek,
  startOfMonth,
  startOfWeek,
} from 'date-fns';
import type { Event } from '@shared/schemas/event';
import { toDayKey } from './event-dates';

/** The days shown for a month: whole weeks from Sunday to Saturday. */
export function monthGridDays(month: Date): Date[] {
  const start = startOfWeek(startOfMonth(month), { weekStartsOn: 0 });
  const end = endOfWeek(endOfMonth(month), { weekStartsOn: 0 });
  return eachDayOfInterval({ start, end });
}

/** The 'YYYY-MM-DD' span to ask the API for: the whole visible grid. */
export function gridRange(month: Date): { from: string; to: string } {
  const days = monthGridDays(month);
  return { from: toDayKey(days[0]!), to: toDayKey(days[days.length - 1]!) };
}

export type CalendarEntry = { kind: 'event' | 'cfp'; event: Event };

/** Entries per day key: an event on every day it spans, a CFP deadline on its day. */
export function entriesByDay(
  events: Event[],
  from: string,
  to: string,
): Map<string, CalendarEntry[]> {
  const byDay = new Map<string, CalendarEntry[]>();
  const add = (day: string, entry: CalendarEntry) => {
    if (day < from || day > to) return;
    const list = byDay.get(day) ?? [];
    list.push(entry);
    byDay.set(day, list);
  };
  for (const event of events) {
    const first = event.startDate > from ? event.startDate : from;
    const last = event.endDate < to ? event.endDate : to;
    // String comparison is safe for 'YYYY-MM-DD'; walking local days avoids time-zone shifts.
    for (let day = first; day <= last; day = nextDay(day)) add(day, { kind: 'event', event });
    if (event.cfpDeadline) add(event.cfpDeadline, { kind: 'cfp', event });
  }
  return byDay;
}

function nextDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return toDayKey(addDays(new Date(year, month - 1, date), 1));
}

/** How many events overlap the month itself (not the neighbouring days of the grid). */
export function eventsInMonth(events: Event[], month: Date): number {
  const from = toDayKey(startOfMonth(month));
  const to = toDayKey(endOfMonth(month));
  return events.filter((event) => event.startDate <= to && event.endDate >= from).length;
}
