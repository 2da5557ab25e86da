import { and, eq, inArray } from 'drizzle-orm';
import { TRIP_BOOKING_ITEMS } from '@shared/domain';
import type { Trip, TripActuals, TripBooking, TripLineInput } from '@shared/schemas/trip';
import { canTrip, type TripStatus } from '@shared/trip-status';
import type { Db } from '../../db/client';
import { actAs } from '../../db/audit-actor';
import { tripLines, trips } from '../../db/schema/index';
import { ConflictError, ValidationError } from '../../lib/errors';
import type { CurrentUser } from '../../lib/identity';
import { can, ensure } from '../../lib/permissions';
import { ensureVersion } from '../../lib/record-version';
import { getTrip, toTrip } from './trip-queries';
import { lockTrip, mayEdit, TRIP_RULES } from './trip-writes';

const words = (status: TripStatus) => status.replace('_', ' ');

export const BOOKING_RULES = {
  checklistClosed: (status: TripStatus) =>
    `The booking checklist is open only once the trip is approved and until it has happened (it is ${words(status)})`,
  actualsClosed: (status: TripStatus) =>
    `Actual costs can be entered only once the trip is approved (it is ${words(status)})`,
  paidLocked: 'The reimbursement is paid: only an admin can change these costs now',
  paidByAdmin: 'Only an admin can mark a reimbursement paid',
  lineUnknown: 'This trip has no line with this id',
  lineCurrency: (currency: string) => `This line is in ${currency}`,
} as const;

type Locked = Awaited<ReturnType<typeof lockTrip>>;

/** The traveller or an admin changes the trip, as it was when they read it (If-Match). */
async function lockForEdit(tx: Db, user: CurrentUser, id: number, expected: number | undefined) {
  await actAs(tx, user);
  const trip = await lockTrip(tx, user, id);
  ensure(mayEdit(user, trip), TRIP_RULES.editOnlyTraveller);
  await ensureVersion(expected, trip, () => toTrip(trip));
  return { trip, status: trip.status as TripStatus };
}

/** Booked when every item is set and none is left to book. */
const settled = (booking: Trip['booking']) =>
  TRIP_BOOKING_ITEMS.every((item) => booking[item] && booking[item].state !== 'to_book');

/**
 * The booking checklist of an approved (or booked) trip. Settling it books an approved trip; an
 * item back to "to book" makes a booked trip approved again (its stage goes back to requested,
 * where the workflow's approval shows).
 */
export async function saveBooking(
  db: Db,
  user: CurrentUser,
  id: number,
  input: TripBooking,
  expected: number | undefined,
): Promise<Trip> {
  await db.transaction(async (tx) => {
    const { trip, status } = await lockForEdit(tx, user, id, expected);
    if (!canTrip('checklist', status))
      throw new ConflictError(BOOKING_RULES.checklistClosed(status));
    const booking = { ...(trip.booking as Trip['booking']) };
    for (const item of TRIP_BOOKING_ITEMS) {
      const given = input[item];
      if (given) booking[item] = { state: given.state, note: given.note ?? null };
    }
    const stage = settled(booking) ? 'booked' : 'requested';
    await tx.update(trips).set({ booking, stage, updatedAt: new Date() }).where(eq(trips.id, id));
  });
  return getTrip(db, user, id);
}

/**
 * Actual amounts and the reimbursement of an approved trip: the traveller or an admin until it is
 * paid, then admins only; the traveller claims, an admin pays.
 */
export async function saveActuals(
  db: Db,
  user: CurrentUser,
  id: number,
  input: TripActuals,
  expected: number | undefined,
  defaultCurrency: string,
): Promise<Trip> {
  await db.transaction(async (tx) => {
    const { trip, status } = await lockForEdit(tx, user, id, expected);
    if (!canTrip('actuals', status)) throw new ConflictError(BOOKING_RULES.actualsClosed(status));
    const admin = can.administer(user);
    ensure(admin || trip.reimbursement !== 'paid', BOOKING_RULES.paidLocked);
    ensure(admin || input.reimbursement !== 'paid', BOOKING_RULES.paidByAdmin);
    if (input.lines) await writeActuals(tx, trip, input.lines, defaultCurrency);
    await tx
      .update(trips)
      .set({ reimbursement: input.reimbursement, updatedAt: new Date() })
      .where(eq(trips.id, id));
  });
  return getTrip(db, user, id);
}

/** Existing lines (by id) take their actual; new ones follow the trip's lines, actual only. */
async function writeActuals(
  tx: Db,
  trip: Locked,
  lines: TripLineInput[],
  defaultCurrency: string,
): Promise<void> {
  const ids = lines.flatMap((line) => (line.id ? [line.id] : []));
  const existing = new Map(
    ids.length === 0
      ? []
      : (
          await tx
            .select({ id: tripLines.id, currency: tripLines.currency })
            .from(tripLines)
            .where(and(eq(tripLines.tripId, trip.id), inArray(tripLines.id, ids)))
        ).map((line) => [line.id, line.currency]),
  );
  const errors: Record<string, string> = {};
  lines.forEach((line, index) => {
    if (!line.id) return;
    const currency = existing.get(line.id);
    if (currency === undefined) errors[`lines.${index}.id`] = BOOKING_RULES.lineUnknown;
    else if (line.currency && line.currency !== currency)
      errors[`lines.${index}.currency`] = BOOKING_RULES.lineCurrency(currency);
  });
  const first = Object.values(errors)[0];
  if (first) throw new ValidationError(first, errors);

  let position = trip.lines.reduce((last, line) => Math.max(last, line.position), -1);
  for (const line of lines) {
    if (line.id) {
      await tx.update(tripLines).set({ actual: line.actual }).where(eq(tripLines.id, line.id));
    } else {
      position += 1;
      await tx.insert(tripLines).values({
        tripId: trip.id,
        position,
        category: line.category,
        description: line.description,
        currency: line.currency ?? defaultCurrency,
        estimate: null,
        actual: line.actual,
      });
    }
  }
}
