import type { Db } from '../../db/client';
import { ValidationError } from '../../lib/errors';
import type { CurrentUser } from '../../lib/identity';
import { ensure } from '../../lib/permissions';
import { findTrip } from './trip-queries';
import { mayEdit, TRIP_RULES } from './trip-writes';

/**
 * A record linked to a trip (a receipt) is the traveller's or an admin's to link: 400 naming
 * `tripId` when the user cannot see the trip (as for any unknown link), 403 when they only review it.
 */
export async function ensureTripEditable(db: Db, user: CurrentUser, tripId: number): Promise<void> {
  const trip = await findTrip(db, user, tripId);
  if (!trip) throw new ValidationError(TRIP_RULES.notFound, { tripId: TRIP_RULES.notFound });
  ensure(mayEdit(user, trip), TRIP_RULES.editOnlyTraveller);
}
