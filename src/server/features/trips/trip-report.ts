import { and, eq, inArray } from 'drizzle-orm';
import type { Trip } from '@shared/schemas/trip';
import { canTrip, type TripStatus } from '@shared/trip-status';
import type { Db } from '../../db/client';
import { actAs } from '../../db/audit-actor';
import { assets, cfpSubmissions, tripReports, trips } from '../../db/schema/index';
import { ConflictError, ValidationError } from '../../lib/errors';
import type { CurrentUser } from '../../lib/identity';
import { ensure } from '../../lib/permissions';
import { textAssetFile } from '../assets/public';
import { getTrip } from './trip-queries';
import { tripReportText, type TripReportInput } from './trip-report-text';
import { lockTrip, mayEdit, TRIP_RULES } from './trip-writes';

export const TRIP_REPORT_RULES = {
  notEnded: (endDate: string) =>
    `The trip report can be written once the event has ended (it ends on ${endDate})`,
  otherSubmissions: 'Talks must be CFP submissions of the trip’s event',
} as const;

/** The CFP submissions given as talks, in the order given; 400 for any not of the event. */
async function eventTalks(tx: Db, eventId: number, ids: readonly number[]) {
  if (ids.length === 0) return [];
  const found = await tx
    .select({ id: cfpSubmissions.id, title: cfpSubmissions.title })
    .from(cfpSubmissions)
    .where(and(eq(cfpSubmissions.eventId, eventId), inArray(cfpSubmissions.id, [...ids])));
  const byId = new Map(found.map((talk) => [talk.id, talk]));
  if (ids.some((id) => !byId.has(id)))
    throw new ValidationError(TRIP_REPORT_RULES.otherSubmissions, {
      submissionIds: TRIP_REPORT_RULES.otherSubmissions,
    });
  return [...new Set(ids)].map((id) => byId.get(id)!);
}

/**
 * The traveller (or an admin) writes or edits the trip report once the event has ended (`today`:
 * the app clock's UTC date): in one transaction the report, its trip_report asset on the event
 * (made the first time, rewritten after) and the trip's stage, reported.
 */
export async function saveTripReport(
  db: Db,
  user: CurrentUser,
  id: number,
  input: TripReportInput,
  today: string,
): Promise<Trip> {
  await db.transaction(async (tx) => {
    await actAs(tx, user);
    const trip = await lockTrip(tx, user, id);
    ensure(mayEdit(user, trip), TRIP_RULES.editOnlyTraveller);
    const status = trip.status as TripStatus;
    if (!canTrip('report', status)) throw new ConflictError(TRIP_RULES.refused('report', status));
    if (trip.eventEndDate >= today)
      throw new ConflictError(TRIP_REPORT_RULES.notEnded(trip.eventEndDate));
    const talks = await eventTalks(tx, trip.eventId, input.submissionIds);
    const report = { ...input, submissionIds: talks.map((talk) => talk.id) };
    await tx
      .insert(tripReports)
      .values({ ...report, tripId: id })
      .onConflictDoUpdate({
        target: tripReports.tripId,
        set: { ...report, updatedAt: new Date() },
      });
    await writeReportAsset(tx, user, trip, tripReportText(report, trip, talks));
    await tx
      .update(trips)
      .set({ stage: 'reported', updatedAt: new Date() })
      .where(eq(trips.id, id));
  });
  return getTrip(db, user, id);
}

async function writeReportAsset(
  tx: Db,
  user: CurrentUser,
  trip: { id: number; eventId: number; eventName: string; travellerName: string },
  content: string,
): Promise<void> {
  const fields = {
    name: `Trip report: ${trip.travellerName} at ${trip.eventName}`.slice(0, 200),
    eventId: trip.eventId,
    ...textAssetFile(content),
    updatedById: user.id,
  };
  const [existing] = await tx
    .select({ id: assets.id })
    .from(assets)
    .where(and(eq(assets.tripId, trip.id), eq(assets.type, 'trip_report')));
  if (existing) {
    await tx
      .update(assets)
      .set({ ...fields, updatedAt: new Date() })
      .where(eq(assets.id, existing.id));
    return;
  }
  await tx.insert(assets).values({
    ...fields,
    type: 'trip_report',
    tripId: trip.id,
    uploadedBy: user.id,
    createdById: user.id,
  });
}
