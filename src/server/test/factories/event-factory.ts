import type { Db } from '../../db/client';
import { assets, attendees, cfpSubmissions, events, sponsorships } from '../../db/schema/index';

type EventRow = typeof events.$inferSelect;
type EventValues = typeof events.$inferInsert;

/** Calendar date `days` from today (UTC), as YYYY-MM-DD. */
export function daysFromToday(days: number): string {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

const TRAITS = {
  /** CFP closes in 5 days, event in 40. */
  'cfp-open': () => ({
    cfpDeadline: daysFromToday(5),
    startDate: daysFromToday(40),
    endDate: daysFromToday(42),
  }),
  /** Starts in 10 days. */
  upcoming: () => ({ startDate: daysFromToday(10), endDate: daysFromToday(11) }),
  past: () => ({ startDate: daysFromToday(-60), endDate: daysFromToday(-58), status: 'completed' }),
  essential: () => ({ priority: 'essential' }),
} satisfies Record<string, () => Partial<EventValues>>;

let sequence = 0;

export interface EventOptions extends Partial<EventValues> {
  traits?: (keyof typeof TRAITS)[];
}

/** An event row with sensible defaults; traits are named presets (see TRAITS). */
export async function createEvent(db: Db, options: EventOptions = {}): Promise<EventRow> {
  sequence += 1;
  const { traits = [], ...overrides } = options;
  const [row] = await db
    .insert(events)
    .values({
      name: `Open Source Summit ${sequence}`,
      link: `https://events.example.org/${sequence}`,
      startDate: daysFromToday(90),
      endDate: daysFromToday(92),
      location: 'Berlin, Germany',
      priority: 'medium',
      type: 'conference',
      goal: ['attending'],
      ...Object.assign({}, ...traits.map((trait) => TRAITS[trait]())),
      ...overrides,
    })
    .returning();
  return row!;
}

// Children of an event, for event-level tests (counts, extras, delete cascade). The features that
// own these tables keep fuller factories of their own.

/** A CFP submission of the event. */
export async function addSubmission(
  db: Db,
  eventId: number,
  values: Partial<typeof cfpSubmissions.$inferInsert> = {},
) {
  sequence += 1;
  const [row] = await db
    .insert(cfpSubmissions)
    .values({
      eventId,
      title: `Talk ${sequence}`,
      abstract: 'What we learned maintaining an open source project.',
      submitterName: 'Ada Lovelace',
      ...values,
    })
    .returning();
  return row!;
}

/** An attendee of the event. */
export async function addAttendee(
  db: Db,
  eventId: number,
  values: Partial<typeof attendees.$inferInsert> = {},
) {
  sequence += 1;
  const [row] = await db
    .insert(attendees)
    .values({ eventId, name: `Attendee ${sequence}`, ...values })
    .returning();
  return row!;
}

/** A sponsorship of the event. */
export async function addSponsorship(
  db: Db,
  eventId: number,
  values: Partial<typeof sponsorships.$inferInsert> = {},
) {
  const [row] = await db
    .insert(sponsorships)
    .values({ eventId, sponsorName: 'ACME', tier: 'gold', ...values })
    .returning();
  return row!;
}

/** A text asset (a trip report unless `type` says otherwise), optionally linked to an event. */
export async function addAsset(
  db: Db,
  values: Partial<typeof assets.$inferInsert> & { uploadedBy: number },
) {
  sequence += 1;
  const [row] = await db
    .insert(assets)
    .values({
      name: `Report ${sequence}`,
      type: 'trip_report',
      content: 'We met the maintainers.',
      fileSize: 23,
      mimeType: 'text/plain',
      ...values,
    })
    .returning();
  return row!;
}
