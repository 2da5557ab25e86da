import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { eventCreateSchema, type Event } from '@shared/schemas/event';
import {
  FOLLOWED_FIELDS,
  type DiscoveredConference,
  type DiscoveryMark,
  type discoveryTrackSchema,
} from '@shared/schemas/discovered-conference';
import { actAs } from '../../db/audit-actor';
import type { Db } from '../../db/client';
import { discoveredConferences, discoveryMarks, events } from '../../db/schema/index';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors';
import type { CurrentUser } from '../../lib/identity';
import { createEvent } from '../events/public';
import {
  CONFERENCE_NOT_FOUND,
  ensureDiscovered,
  getDiscovered,
  type DiscoverViewer,
} from './discover-list';

type Conference = typeof discoveredConferences.$inferSelect;
type EventValues = Pick<Event, 'id' | 'name' | (typeof FOLLOWED_FIELDS)[number]>;

/** Where an event made from a conference takes place: "City, Country", the country, or Online. */
export function conferenceLocation(conference: Pick<Conference, 'city' | 'country' | 'online'>) {
  const place = [conference.city, conference.country].filter(Boolean).join(', ');
  return place || 'Online';
}

/** The followed fields as the event holds them: what a sync compares the entry against. */
const appliedValues = (event: EventValues) =>
  Object.fromEntries(FOLLOWED_FIELDS.map((field) => [field, event[field]]));

/** The event Track makes: a conference suggested by Discover, validated as the event form is. */
function newEventValues(conference: Conference, choice: z.output<typeof discoveryTrackSchema>) {
  const parsed = eventCreateSchema.safeParse({
    name: conference.name,
    link: conference.url,
    location: conferenceLocation(conference),
    startDate: conference.startDate,
    endDate: conference.endDate,
    cfpDeadline: conference.cfpEndDate,
    cfpLink: conference.cfpUrl,
    priority: choice.priority,
    goals: choice.goals,
    type: 'conference',
    source: 'suggested',
  });
  if (parsed.success) return parsed.data;
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) errors[issue.path.join('.') || '_'] ??= issue.message;
  const first = Object.values(errors)[0];
  throw new ValidationError(`This conference cannot become an event: ${first}`, errors);
}

/** The existing event to link, held until the transaction ends; 404 when there is none. */
async function existingEvent(tx: Db, id: number): Promise<EventValues> {
  const [event] = await tx
    .select({
      id: events.id,
      name: events.name,
      startDate: events.startDate,
      endDate: events.endDate,
      cfpDeadline: events.cfpDeadline,
      cfpLink: events.cfpLink,
      link: events.link,
    })
    .from(events)
    .where(eq(events.id, id))
    .for('update');
  if (!event) throw new NotFoundError('Event not found');
  const [follows] = await tx
    .select({ name: discoveredConferences.name })
    .from(discoveredConferences)
    .where(eq(discoveredConferences.eventId, id));
  if (follows) {
    throw new ConflictError(`The event "${event.name}" already follows "${follows.name}"`);
  }
  return event;
}

/**
 * Track: in one transaction, a new event made from the conference (type conference, source
 * suggested; audited as the person's) or, with `eventId`, an existing one, linked to the
 * conference with the followed values it holds (`applied`, what a later sync compares against).
 * 409 when the conference is tracked already.
 */
export async function trackConference(
  db: Db,
  user: CurrentUser,
  viewer: DiscoverViewer,
  id: number,
  choice: z.output<typeof discoveryTrackSchema>,
): Promise<{
  conference: DiscoveredConference;
  event: { id: number; name: string };
  created: boolean;
}> {
  const { event, created } = await db.transaction(async (tx) => {
    await actAs(tx, user);
    const [conference] = await tx
      .select()
      .from(discoveredConferences)
      .where(eq(discoveredConferences.id, id))
      .for('update');
    if (!conference) throw new NotFoundError(CONFERENCE_NOT_FOUND);
    if (conference.eventId !== null) {
      const [tracking] = await tx
        .select({ name: events.name })
        .from(events)
        .where(eq(events.id, conference.eventId));
      throw new ConflictError(
        `Already tracked by the event "${tracking?.name ?? conference.eventId}"`,
      );
    }
    const linked =
      choice.eventId === undefined
        ? await createEvent(tx, user, newEventValues(conference, choice))
        : await existingEvent(tx, choice.eventId);
    await tx
      .update(discoveredConferences)
      .set({ eventId: linked.id, applied: appliedValues(linked), offered: {} })
      .where(eq(discoveredConferences.id, id));
    return { event: { id: linked.id, name: linked.name }, created: choice.eventId === undefined };
  });
  return { conference: await getDiscovered(db, viewer, id), event, created };
}

/** Interested, Dismissed or neither, for the viewer alone; answers the conference. */
export async function markConference(
  db: Db,
  viewer: DiscoverViewer,
  id: number,
  mark: DiscoveryMark | null,
): Promise<DiscoveredConference> {
  await ensureDiscovered(db, id);
  const mine = { userId: viewer.userId, conferenceId: id };
  if (mark === null) {
    await db
      .delete(discoveryMarks)
      .where(and(eq(discoveryMarks.userId, viewer.userId), eq(discoveryMarks.conferenceId, id)));
  } else {
    await db
      .insert(discoveryMarks)
      .values({ ...mine, mark })
      .onConflictDoUpdate({
        target: [discoveryMarks.userId, discoveryMarks.conferenceId],
        set: { mark },
      });
  }
  return getDiscovered(db, viewer, id);
}
