import { and, asc, eq, ne, sql } from 'drizzle-orm';
import {
  type DiscoveryOffer,
  FOLLOWED_FIELDS,
  type FollowedField,
} from '@shared/schemas/discovered-conference';
import type { Db } from '../../db/client';
import { discoveredConferences, events } from '../../db/schema/index';
import { NotFoundError, ValidationError } from '../../lib/errors';
import type { CurrentUser } from '../../lib/identity';
import { updateEvent } from '../events/public';

const NONE_WAITING = 'No changes from the conference data are waiting for this event';

type Offered = Partial<Record<FollowedField, string | null>>;

/** The event's followed fields and version; 404 when there is no such event. */
async function eventValues(db: Db, eventId: number) {
  const [event] = await db
    .select({
      startDate: events.startDate,
      endDate: events.endDate,
      cfpDeadline: events.cfpDeadline,
      cfpLink: events.cfpLink,
      link: events.link,
      version: events.version,
    })
    .from(events)
    .where(eq(events.id, eventId));
  if (!event) throw new NotFoundError('Event not found');
  return event;
}

/** The conference of the event with changes waiting (the first, if two track it), or null. */
async function offeringConference(db: Db, eventId: number, lock: boolean) {
  const query = db
    .select({
      id: discoveredConferences.id,
      applied: discoveredConferences.applied,
      offered: discoveredConferences.offered,
    })
    .from(discoveredConferences)
    .where(
      and(
        eq(discoveredConferences.eventId, eventId),
        ne(discoveredConferences.offered, sql`'{}'::jsonb`),
      ),
    )
    .orderBy(asc(discoveredConferences.id))
    .limit(1);
  const [conference] = await (lock ? query.for('update') : query);
  return conference ?? null;
}

/** GET /api/events/{id}/discovery-offer: the changes a sync did not write over a local edit. */
export async function getDiscoveryOffer(db: Db, eventId: number): Promise<DiscoveryOffer | null> {
  const event = await eventValues(db, eventId);
  const conference = await offeringConference(db, eventId, false);
  if (!conference) return null;
  const offered = conference.offered as Offered;
  return {
    conferenceId: conference.id,
    changes: FOLLOWED_FIELDS.filter((field) => field in offered).map((field) => ({
      field,
      current: event[field],
      offered: offered[field] ?? null,
    })),
  };
}

/** Locks the event's waiting offer for a change; 404 for an unknown event or no offer. */
async function lockOffer(tx: Db, eventId: number) {
  const event = await eventValues(tx, eventId);
  const conference = await offeringConference(tx, eventId, true);
  if (!conference) throw new NotFoundError(NONE_WAITING);
  return { event, conference, offered: conference.offered as Offered };
}

async function keep(tx: Db, conferenceId: number, applied: Offered, offered: Offered) {
  await tx
    .update(discoveredConferences)
    .set({ applied, offered })
    .where(eq(discoveredConferences.id, conferenceId));
}

/**
 * POST /api/events/{id}/discovery-offer: writes the chosen offered values to the event as the
 * person's own edit (the event's rules and audit apply), and they stop being offered. A field
 * not offered is a 400 and nothing is written.
 */
export async function acceptDiscoveryOffer(
  db: Db,
  user: CurrentUser,
  eventId: number,
  fields: readonly FollowedField[],
): Promise<DiscoveryOffer | null> {
  await db.transaction(async (tx) => {
    const { event, conference, offered } = await lockOffer(tx, eventId);
    const missing = fields.filter((field) => !(field in offered));
    if (missing.length > 0) {
      const message = `Not among the offered changes: ${missing.join(', ')}`;
      throw new ValidationError(message, { fields: message });
    }
    const patch = Object.fromEntries(fields.map((field) => [field, offered[field] ?? null]));
    await updateEvent(tx, user, eventId, patch, event.version);
    const rest = { ...offered };
    for (const field of fields) delete rest[field];
    await keep(tx, conference.id, { ...conference.applied, ...patch }, rest);
  });
  return getDiscoveryOffer(db, eventId);
}

/**
 * DELETE /api/events/{id}/discovery-offer: the event keeps its values; the offered ones count as
 * applied, so the same change is not offered again (a later change of the entry is).
 */
export async function dismissDiscoveryOffer(db: Db, eventId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const { conference, offered } = await lockOffer(tx, eventId);
    await keep(tx, conference.id, { ...conference.applied, ...offered }, {});
  });
}
