import { asc, eq, inArray } from 'drizzle-orm';
import {
  eventDateErrors,
  type Event,
  type EventCreate,
  type EventUpdate,
} from '@shared/schemas/event';
import type { EventDeletion } from '@shared/schemas/event-deletion';
import type { EventListQuery } from '@shared/schemas/event-list-query';
import type { EventStatusBulk, EventStatusBulkResult } from '@shared/schemas/event-status';
import type { Db } from '../../db/client';
import { events } from '../../db/schema/index';
import { ForbiddenError, NotFoundError, ValidationError } from '../../lib/errors';
import { ensureVersion } from '../../lib/record-version';
import type { CurrentUser } from '../../lib/identity';
import { actAs } from '../../db/audit-actor';
import { eventChanges } from './event-changes';
import { notifyEventStatusChanged, supersedeEventReminders } from '../notifications/public';
import type { CalendarEvent, EventCalendarQuery } from '@shared/schemas/event-calendar';
import { selectCalendarEvents } from './event-calendar-query';
import { eventDeletion } from './event-deletion';
import { selectEventListJson } from './event-list-json';
import { countEvents, selectEventPage } from './event-query';
import { eventTotals } from './event-totals';

/**
 * A page of events with its extras as the API's JSON text, and the exact filtered total
 * (X-Total-Count): counted with the page the first time, then remembered until the events'
 * change stamp moves.
 */
export async function listEvents(
  db: Db,
  _user: CurrentUser,
  query: EventListQuery,
): Promise<{ body: string; total: number }> {
  const { sort, order, limit, offset, ...filters } = query;
  const totals = eventTotals(db);
  const known = totals.get(filters);
  const page = await selectEventListJson(db, {
    filters,
    sort,
    order,
    limit,
    offset,
    withTotal: !known,
  });
  if (page.total !== null) {
    totals.remember(filters, page.stamp, page.total);
    return { body: page.body, total: page.total };
  }
  if (known && page.stamp === known.stamp) return { body: page.body, total: known.total };
  // Events were written since (or no stamp was ever set): count again.
  const counted = await countEvents(db, filters);
  totals.remember(filters, counted.stamp, counted.total);
  return { body: page.body, total: counted.total };
}

/** The events a calendar range shows, with their counts, and how many matched in all. */
export async function listCalendarEvents(
  db: Db,
  _user: CurrentUser,
  query: EventCalendarQuery,
): Promise<{ events: CalendarEvent[]; total: number }> {
  return selectCalendarEvents(db, query);
}

async function findEvent(db: Db, id: number): Promise<Event> {
  const page = await selectEventPage(db, {
    id,
    sort: 'name',
    order: 'asc',
    limit: 1,
    offset: 0,
  });
  const event = page.events[0];
  if (!event) throw new NotFoundError('Event not found');
  return event;
}

export async function getEvent(db: Db, _user: CurrentUser, id: number): Promise<Event> {
  return findEvent(db, id);
}

export async function createEvent(db: Db, user: CurrentUser, input: EventCreate): Promise<Event> {
  return db.transaction(async (tx) => {
    await actAs(tx, user);
    const [created] = await tx
      .insert(events)
      .values({ ...input, createdById: user.id, updatedById: user.id })
      .returning({ id: events.id, name: events.name });
    return findEvent(tx, created!.id);
  });
}

/**
 * The event being edited or deleted, its row locked FOR UPDATE for the rest of the transaction so
 * concurrent edits see each other's result; 404 when there is none. (A record attached to an
 * event takes `lockEvent` in lib/sql.ts instead: a key-share lock, 400 on eventId.)
 */
async function findEventForUpdate(tx: Db, id: number) {
  const [row] = await tx.select().from(events).where(eq(events.id, id)).for('update');
  if (!row) throw new NotFoundError('Event not found');
  return row;
}

export async function updateEvent(
  db: Db,
  user: CurrentUser,
  id: number,
  patch: EventUpdate,
  expected?: number,
): Promise<Event> {
  return db.transaction(async (tx) => {
    await actAs(tx, user);
    const existing = await findEventForUpdate(tx, id);
    await ensureVersion(expected, existing, () => findEvent(tx, id));
    // The date rules hold for the event as it will be, not only for the fields sent.
    const dateErrors = eventDateErrors({ ...existing, ...patch });
    const firstError = Object.values(dateErrors)[0];
    if (firstError) throw new ValidationError(firstError, dateErrors);

    const changes = eventChanges(existing, patch);
    if (Object.keys(changes).length === 0) return findEvent(tx, id);
    const changed = Object.fromEntries(
      Object.keys(changes).map((key) => [key, patch[key as keyof EventUpdate]]),
    );
    await tx
      .update(events)
      .set({ ...changed, updatedById: user.id })
      .where(eq(events.id, id));
    if (changes.cfpDeadline || changes.startDate || changes.status) {
      await supersedeEventReminders(tx, id);
    }
    if (changes.status) {
      await notifyEventStatusChanged(tx, {
        changes: [{ eventId: id, from: existing.status }],
        to: String(changes.status.to),
        actorId: user.id,
      });
    }
    return findEvent(tx, id);
  });
}

/**
 * POST /api/events/status: one status for several events in one transaction, all or none. Every
 * event named must exist (400 naming the missing ones, nothing changed); each is changed under the
 * rule of a single edit (any signed-in member edits the team's events), its row locked in id
 * order so concurrent bulk changes queue instead of deadlocking. Events already in that status are
 * left alone; the others are audited (the database's trigger, crediting `user`), their stale
 * reminders dropped and their followers told.
 */
export async function setEventsStatus(
  db: Db,
  user: CurrentUser,
  input: EventStatusBulk,
): Promise<EventStatusBulkResult> {
  return db.transaction(async (tx) => {
    await actAs(tx, user);
    const found = await tx
      .select({ id: events.id, status: events.status })
      .from(events)
      .where(inArray(events.id, input.ids))
      .orderBy(asc(events.id))
      .for('update');
    const known = new Set(found.map((row) => row.id));
    const missing = input.ids.filter((id) => !known.has(id));
    if (missing.length > 0) {
      const message = `No such event: ${missing.join(', ')}. Nothing was changed.`;
      throw new ValidationError(message, { ids: message });
    }
    const changing = found.filter((row) => row.status !== input.status);
    if (changing.length > 0) {
      const ids = changing.map((row) => row.id);
      await tx
        .update(events)
        .set({ status: input.status, updatedById: user.id })
        .where(inArray(events.id, ids));
      await supersedeEventReminders(tx, ids);
      await notifyEventStatusChanged(tx, {
        changes: changing.map((row) => ({ eventId: row.id, from: row.status })),
        to: input.status,
        actorId: user.id,
      });
    }
    const after = await tx
      .select({ id: events.id, name: events.name, status: events.status, version: events.version })
      .from(events)
      .where(inArray(events.id, input.ids))
      .orderBy(asc(events.id));
    return { changed: changing.length, events: after };
  });
}

/** One transaction: CFP submissions, attendees, sponsorships go (FK cascade); assets unlinked. */
export async function deleteEvent(db: Db, user: CurrentUser, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    await actAs(tx, user);
    // The event row's lock keeps records from being added or moved in (they key-share lock it).
    const existing = await findEventForUpdate(tx, id);
    const deletion = await eventDeletion(tx, user, existing);
    if (deletion.reason) throw new ForbiddenError(deletion.reason);
    await tx.delete(events).where(eq(events.id, id));
    await supersedeEventReminders(tx, id);
  });
}

/** GET /api/events/{id}/deletion: the counts the delete confirmation states, and whether it may. */
export async function getEventDeletion(
  db: Db,
  user: CurrentUser,
  id: number,
): Promise<EventDeletion> {
  const [event] = await db
    .select({ id: events.id, createdById: events.createdById })
    .from(events)
    .where(eq(events.id, id));
  if (!event) throw new NotFoundError('Event not found');
  return eventDeletion(db, user, event);
}
