import { eq } from 'drizzle-orm';
import type { TripLineInput } from '@shared/schemas/trip';
import type { TripAction, TripStatus } from '@shared/trip-status';
import type { Db } from '../../db/client';
import { tripLines, trips, users } from '../../db/schema/index';
import { NotFoundError, ValidationError } from '../../lib/errors';
import type { CurrentUser } from '../../lib/identity';
import { can, ensure } from '../../lib/permissions';
import { findTrip } from './trip-queries';

export const TRIP_RULES = {
  notFound: 'Trip not found',
  editOnlyTraveller: 'Only the traveller or an admin can change this trip',
  planForOthers: 'Only an admin can plan a trip for someone else',
  travellerUnknown: 'No account has this id',
  estimateLocked: (status: TripStatus) =>
    `The estimate can change only while the trip is a draft or sent back for changes (it is ${status.replace('_', ' ')})`,
  refused: (action: TripAction, status: TripStatus) =>
    `A trip that is ${status.replace('_', ' ')} cannot be ${ACTION_WORDS[action]}`,
} as const;

const ACTION_WORDS: Record<TripAction, string> = {
  request: 'sent for approval',
  resubmit: 'resubmitted',
  book: 'booked',
  complete: 'completed',
  checklist: 'given a booking checklist',
  actuals: 'given actual costs',
  report: 'reported',
  cancel: 'cancelled',
};

/** The trip locked for a write, with the status it shows; 404 when the user may not see it. */
export async function lockTrip(tx: Db, user: CurrentUser, id: number) {
  const [locked] = await tx
    .select({ id: trips.id })
    .from(trips)
    .where(eq(trips.id, id))
    .for('update');
  const row = locked && (await findTrip(tx, user, id));
  if (!row) throw new NotFoundError(TRIP_RULES.notFound);
  return row;
}

export const mayEdit = (user: CurrentUser, trip: { travellerId: number }) =>
  can.administer(user) || trip.travellerId === user.id;

/** Lines in the order given; a currency left out takes the server's default. */
export async function writeLines(
  tx: Db,
  tripId: number,
  lines: TripLineInput[],
  defaultCurrency: string,
): Promise<void> {
  await tx.delete(tripLines).where(eq(tripLines.tripId, tripId));
  if (lines.length === 0) return;
  await tx.insert(tripLines).values(
    lines.map(({ id: _id, ...line }, position) => ({
      ...line,
      tripId,
      position,
      currency: line.currency ?? defaultCurrency,
    })),
  );
}

export async function ensureTraveller(
  tx: Db,
  user: CurrentUser,
  travellerId: number,
): Promise<void> {
  if (travellerId === user.id) return;
  ensure(can.administer(user), TRIP_RULES.planForOthers);
  const [found] = await tx.select({ id: users.id }).from(users).where(eq(users.id, travellerId));
  if (!found)
    throw new ValidationError(TRIP_RULES.travellerUnknown, {
      travellerId: TRIP_RULES.travellerUnknown,
    });
}
