import ical, { ICalEventStatus } from 'ical-generator';
import { PRODUCT_NAME } from '@shared/domain';

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
 * An RFC 5545 calendar: each event as an all-day span (a 3-day conference shows 3 days in every
 * client) and, with `cfp`, its CFP deadline as an all-day entry of its own. UIDs are stable,
 * SEQUENCE is the event's version and LAST-MODIFIED its last change, so clients replace an entry
 * when the event changes; cancelled events stay, marked CANCELLED, so clients remove them.
 * Dates are given as YYYY-MM-DD strings and no calendar time zone is set: the generator then
 * writes DATE values from UTC, whatever the server's zone.
 */
export function calendarDocument(
  rows: readonly CalendarEventRow[],
  options: { publicUrl: string; name: string; cfp: boolean },
): string {
  const host = new URL(options.publicUrl).hostname;
  const calendar = ical({
    name: options.name,
    prodId: { company: PRODUCT_NAME, product: 'calendar', language: 'EN' },
    ttl: 60 * 60,
  });
  for (const row of rows) {
    const appLink = `${options.publicUrl}/events/${row.id}`;
    const common = {
      allDay: true,
      sequence: row.version - 1,
      stamp: row.updatedAt,
      lastModified: row.updatedAt,
      status: row.status === 'cancelled' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    };
    calendar.createEvent({
      ...common,
      id: `event-${row.id}@${host}`,
      start: row.startDate,
      end: dayAfter(row.endDate),
      summary: row.name,
      location: row.location,
      url: row.link,
      description: [row.description, `${PRODUCT_NAME}: ${appLink}`].filter(Boolean).join('\n\n'),
    });
    if (options.cfp && row.cfpDeadline) {
      calendar.createEvent({
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
      });
    }
  }
  return calendar.toString();
}
