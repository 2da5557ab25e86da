import {
  addDays,
  eachDayOfInterval,
  endOfMonth,
  endOfWeek,
  startOfMonth,
  startOfWeek,
} from 'date-fns';
import { EVENT_PRIORITIES } from '@shared/domain';
import type { CalendarEvent } from '@shared/schemas/event-calendar';
import { toDayKey } from '@web/lib/format';

/** Entries a day cell shows before the rest fold into '+N more'. */
export const VISIBLE_PER_DAY = 3;

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

/** What the grid needs of an event. */
export type CalendarItem = Pick<
  CalendarEvent,
  'id' | 'name' | 'startDate' | 'endDate' | 'cfpDeadline' | 'priority'
>;

export type CalendarEntry<T extends CalendarItem = CalendarEvent> = {
  kind: 'event' | 'cfp';
  event: T;
};

const priorityRank = (priority: string) => {
  const rank = EVENT_PRIORITIES.indexOf(priority as (typeof EVENT_PRIORITIES)[number]);
  return rank === -1 ? EVENT_PRIORITIES.length : rank;
};

/** A day's order: higher priority first, then earlier start, then name, so spans line up. */
function compareEntries(left: CalendarEntry<CalendarItem>, right: CalendarEntry<CalendarItem>) {
  return (
    priorityRank(left.event.priority) - priorityRank(right.event.priority) ||
    left.event.startDate.localeCompare(right.event.startDate) ||
    left.event.name.localeCompare(right.event.name) ||
    left.event.id - right.event.id ||
    left.kind.localeCompare(right.kind)
  );
}

/** Entries per day key: an event on every day it spans, a CFP deadline on its day. */
export function entriesByDay<T extends CalendarItem>(
  events: T[],
  from: string,
  to: string,
): Map<string, CalendarEntry<T>[]> {
  const byDay = new Map<string, CalendarEntry<T>[]>();
  const add = (day: string, entry: CalendarEntry<T>) => {
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
  for (const entries of byDay.values()) entries.sort(compareEntries);
  return byDay;
}

function nextDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return toDayKey(addDays(new Date(year, month - 1, date), 1));
}

/** How many events overlap the month itself (not the neighbouring days of the grid). */
export function eventsInMonth(events: CalendarItem[], month: Date): number {
  const from = toDayKey(startOfMonth(month));
  const to = toDayKey(endOfMonth(month));
  return events.filter((event) => event.startDate <= to && event.endDate >= from).length;
}
