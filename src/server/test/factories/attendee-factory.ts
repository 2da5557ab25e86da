import type { Db } from '../../db/client';
import { attendees } from '../../db/schema/index';
import { createEvent } from './event-factory';

type AttendeeRow = typeof attendees.$inferSelect;
type AttendeeValues = typeof attendees.$inferInsert;

const TRAITS = {
  speaker: () => ({ role: 'speaker' }),
  organizer: () => ({ role: 'organizer' }),
  /** Only a name, as the add form allows. */
  anonymous: () => ({ email: null, role: null }),
} satisfies Record<string, () => Partial<AttendeeValues>>;

let sequence = 0;

export interface AttendeeOptions extends Partial<AttendeeValues> {
  traits?: (keyof typeof TRAITS)[];
}

/** An attendee (role 'attendee' unless a trait says otherwise); makes an event when none is given. */
export async function createAttendee(db: Db, options: AttendeeOptions = {}): Promise<AttendeeRow> {
  sequence += 1;
  const { traits = [], ...overrides } = options;
  const eventId = overrides.eventId ?? (await createEvent(db)).id;
  const [row] = await db
    .insert(attendees)
    .values({
      eventId,
      name: `Attendee ${sequence}`,
      email: `attendee${sequence}@example.org`,
      role: 'attendee',
      ...Object.assign({}, ...traits.map((trait) => TRAITS[trait]())),
      ...overrides,
    })
    .returning();
  return row!;
}
