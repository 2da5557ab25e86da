import { and, count, eq, gte, lte, sql } from 'drizzle-orm';
import type { NewTrip, Trip, TripChanges, TripListQuery } from '@shared/schemas/trip';
import { canTrip, ESTIMATE_EDITABLE, type TripAction, type TripStatus } from '@shared/trip-status';
import type { Db } from '../../db/client';
import { actAs } from '../../db/audit-actor';
import { approvalWorkflows, events, trips, users } from '../../db/schema/index';
import { ConflictError, ValidationError } from '../../lib/errors';
import type { CurrentUser } from '../../lib/identity';
import { ensure } from '../../lib/permissions';
import { ensureVersion } from '../../lib/record-version';
import { definedOnly, lockEvent, orderFor, pageWithTotal, type Page } from '../../lib/sql';
import { getTrip, selectTrips, toTrip, tripStatusSql, visibleTo } from './trip-queries';
import { resubmitAfterEstimate } from './trip-approval';
import { ensureTraveller, lockTrip, mayEdit, TRIP_RULES, writeLines } from './trip-writes';

export async function listTrips(
  db: Db,
  user: CurrentUser,
  query: TripListQuery,
  counted = true,
): Promise<Page<Trip>> {
  const where = and(
    visibleTo(user),
    query.travellerId ? eq(trips.travellerId, query.travellerId) : undefined,
    query.eventId ? eq(trips.eventId, query.eventId) : undefined,
    query.status ? sql`${tripStatusSql} = ${query.status}` : undefined,
    query.from ? gte(events.endDate, query.from) : undefined,
    query.to ? lte(events.startDate, query.to) : undefined,
  );
  const counter = counted
    ? db
        .select({ value: count() })
        .from(trips)
        .innerJoin(events, eq(events.id, trips.eventId))
        .leftJoin(approvalWorkflows, eq(approvalWorkflows.id, trips.workflowId))
        .where(where)
    : null;
  const order = orderFor(
    query.sort,
    {
      departDate: trips.departDate,
      eventStartDate: events.startDate,
      traveller: sql`lower(coalesce(${users.name}, ${users.username}))`,
      status: tripStatusSql,
      createdAt: trips.createdAt,
    },
    trips.id,
    { by: 'departDate', descending: true },
  );
  const page = await pageWithTotal(counter, query.offset, (total) =>
    selectTrips(db, total)
      .where(where)
      .orderBy(...order)
      .limit(query.limit)
      .offset(query.offset),
  );
  return { rows: page.rows.map(toTrip), total: page.total };
}

export async function createTrip(
  db: Db,
  user: CurrentUser,
  input: NewTrip,
  defaultCurrency: string,
): Promise<Trip> {
  const { lines, travellerId = user.id, ...fields } = input;
  const id = await db.transaction(async (tx) => {
    await actAs(tx, user);
    await lockEvent(tx, fields.eventId);
    await ensureTraveller(tx, user, travellerId);
    const [trip] = await tx
      .insert(trips)
      .values({ ...fields, travellerId, createdById: user.id })
      .returning({ id: trips.id });
    await writeLines(tx, trip!.id, lines, defaultCurrency);
    return trip!.id;
  });
  return getTrip(db, user, id);
}

/**
 * The traveller or an admin edits a trip; its estimate (lines) only while it is a draft or sent
 * back for changes, and then editing it sends the request back to its reviewers.
 */
export async function updateTrip(
  db: Db,
  user: CurrentUser,
  id: number,
  input: TripChanges,
  expected: number | undefined,
  defaultCurrency: string,
): Promise<Trip> {
  await db.transaction(async (tx) => {
    await actAs(tx, user);
    const trip = await lockTrip(tx, user, id);
    ensure(mayEdit(user, trip), TRIP_RULES.editOnlyTraveller);
    await ensureVersion(expected, trip, () => toTrip(trip));
    const { lines, travellerId, ...fields } = input;
    const status = trip.status as TripStatus;
    if (lines && !ESTIMATE_EDITABLE.includes(status))
      throw new ConflictError(TRIP_RULES.estimateLocked(status));
    if (travellerId !== undefined) await ensureTraveller(tx, user, travellerId);
    if (fields.eventId !== undefined) await lockEvent(tx, fields.eventId);
    const departDate = fields.departDate === undefined ? trip.departDate : fields.departDate;
    const returnDate = fields.returnDate === undefined ? trip.returnDate : fields.returnDate;
    if (departDate && returnDate && returnDate < departDate)
      throw new ValidationError('Return date must be on or after the departure date', {
        returnDate: 'Return date must be on or after the departure date',
      });
    const changes = definedOnly({ ...fields, travellerId });
    // The version moves with every write, the lines' too, so If-Match sees estimate changes.
    await tx
      .update(trips)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(trips.id, id));
    if (lines) {
      await writeLines(tx, id, lines, defaultCurrency);
      await resubmitAfterEstimate(tx, user, await getTrip(tx, user, id));
    }
  });
  return getTrip(db, user, id);
}

/** The traveller or an admin deletes a trip that has not been sent for approval. */
export async function deleteTrip(db: Db, user: CurrentUser, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    await actAs(tx, user);
    const trip = await lockTrip(tx, user, id);
    ensure(mayEdit(user, trip), TRIP_RULES.editOnlyTraveller);
    if (trip.workflowId !== null)
      throw new ConflictError('A trip sent for approval cannot be deleted: cancel it instead');
    await tx.delete(trips).where(eq(trips.id, id));
  });
}

/** Cancels a trip at any point before it is completed. */
export async function cancelTrip(db: Db, user: CurrentUser, id: number): Promise<Trip> {
  await moveTrip(db, user, id, 'cancel', 'cancelled');
  return getTrip(db, user, id);
}

/** The traveller marks a booked trip completed (it happened). */
export async function completeTrip(db: Db, user: CurrentUser, id: number): Promise<Trip> {
  await moveTrip(db, user, id, 'complete', 'completed');
  return getTrip(db, user, id);
}

async function moveTrip(
  db: Db,
  user: CurrentUser,
  id: number,
  action: TripAction,
  stage: 'cancelled' | 'completed',
): Promise<void> {
  await db.transaction(async (tx) => {
    await actAs(tx, user);
    const trip = await lockTrip(tx, user, id);
    ensure(mayEdit(user, trip), TRIP_RULES.editOnlyTraveller);
    const status = trip.status as TripStatus;
    if (!canTrip(action, status)) throw new ConflictError(TRIP_RULES.refused(action, status));
    await tx.update(trips).set({ stage }).where(eq(trips.id, id));
  });
}
