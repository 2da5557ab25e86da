import ical, { ICalEventStatus, type ICalEventData } from 'ical-generator';
import { PRODUCT_NAME } from '@shared/domain';
import { LruMap } from '../../lib/lru-map';
import type { CalendarTripRow } from './calendar-trips';

/** What a calendar entry needs of an event. */
export interface CalendarEventRow {
  id: number;
  name: string;
  link: string;
  location: string;
  startDate: string;
  endDate: string;
  cfpDeadline: string | null;
  cfpLink: string | null;
  status: string;
  description: string | null;
  updatedAt: Date;
  version: number;
}

/** The day after a YYYY-MM-DD: all-day entries end exclusively (RFC 5545). */
function dayAfter(date: string): string {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}

/**
 * Entries already written, by what decides their text (kind, event, version, last change): a
 * calendar app polls its feed every hour or so, and writing 20,000 entries anew each time costs
 * most of a second of CPU; unchanged events are copied from here instead.
 */
const entries = new LruMap<string, string>(50_000);
const END = 'END:VCALENDAR';

/** One VEVENT as the generator writes and folds it. */
function entryText(key: string, data: ICalEventData): string {
  const known = entries.get(key);
  if (known !== undefined) return known;
  const text = ical({ events: [data] }).toString();
  const entry = text.slice(text.indexOf('BEGIN:VEVENT'), text.lastIndexOf(END));
  entries.set(key, entry);
  return entry;
}

/**
 * An RFC 5545 calendar: each event as an all-day span (a 3-day conference shows 3 days in every
 * client) and, with `cfp`, its CFP deadline as an all-day entry of its own. UIDs are stable,
 * SEQUENCE is the event's version and LAST-MODIFIED its last change, so clients replace an entry
 * when the event changes; cancelled events stay, marked CANCELLED, so clients remove them.
 * Dates are given as YYYY-MM-DD strings and no calendar time zone is set: the generator then
 * writes DATE values from UTC, whatever the server's zone.
 */
export function calendarDocument(
  rows: readonly CalendarEventRow[],
  options: { publicUrl: string; name: string; cfp: boolean; trips?: readonly CalendarTripRow[] },
): string {
  const host = new URL(options.publicUrl).hostname;
  const calendar = ical({
    name: options.name,
    prodId: { company: PRODUCT_NAME, product: 'calendar', language: 'EN' },
    ttl: 60 * 60,
  }).toString();
  const body: string[] = [calendar.slice(0, calendar.lastIndexOf(END))];
  for (const row of rows) {
    const key = (kind: string) =>
      `${kind}:${options.publicUrl}:${row.id}:${row.version}:${row.updatedAt.getTime()}`;
    const appLink = `${options.publicUrl}/events/${row.id}`;
    const common = {
      allDay: true,
      sequence: row.version - 1,
      stamp: row.updatedAt,
      lastModified: row.updatedAt,
      status: row.status === 'cancelled' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    };
    body.push(
      entryText(key('event'), {
        ...common,
        id: `event-${row.id}@${host}`,
        start: row.startDate,
        end: dayAfter(row.endDate),
        summary: row.name,
        location: row.location,
        url: row.link,
        description: [row.description, `${PRODUCT_NAME}: ${appLink}`].filter(Boolean).join('\n\n'),
      }),
    );
    if (options.cfp && row.cfpDeadline) {
      body.push(
        entryText(key('cfp'), {
          ...common,
          id: `cfp-${row.id}@${host}`,
          start: row.cfpDeadline,
          end: dayAfter(row.cfpDeadline),
          summary: `CFP closes: ${row.name}`,
          url: row.cfpLink ?? row.link,
          description: [
            `The call for papers of ${row.name} (${row.startDate} to ${row.endDate}, ${row.location}) closes on this day.`,
            row.cfpLink ? `Submit: ${row.cfpLink}` : null,
            `${PRODUCT_NAME}: ${appLink}`,
          ]
            .filter(Boolean)
            .join('\n\n'),
        }),
      );
    }
  }
  for (const trip of options.trips ?? []) body.push(tripEntry(trip, options.publicUrl, host));
  body.push(calendar.slice(calendar.lastIndexOf(END)));
  return body.join('');
}

const TRIP_ENTRY_STATUS: Record<string, ICalEventStatus> = {
  draft: ICalEventStatus.TENTATIVE,
  requested: ICalEventStatus.TENTATIVE,
  changes_requested: ICalEventStatus.TENTATIVE,
  rejected: ICalEventStatus.CANCELLED,
  cancelled: ICalEventStatus.CANCELLED,
};

/** A trip as an all-day span: tentative until approved, cancelled once refused or called off. */
function tripEntry(trip: CalendarTripRow, publicUrl: string, host: string): string {
  const appLink = `${publicUrl}/trips/${trip.id}`;
  return entryText(`trip:${publicUrl}:${trip.id}:${trip.changeKey}`, {
    allDay: true,
    id: `trip-${trip.id}@${host}`,
    sequence: trip.version - 1,
    stamp: trip.updatedAt,
    lastModified: trip.updatedAt,
    status: TRIP_ENTRY_STATUS[trip.status] ?? ICalEventStatus.CONFIRMED,
    start: trip.start,
    end: dayAfter(trip.end),
    summary: `Trip: ${trip.eventName}`,
    location: trip.location,
    url: appLink,
    description: `Trip status: ${trip.status.replace('_', ' ')}\n\n${PRODUCT_NAME}: ${appLink}`,
  });
}
