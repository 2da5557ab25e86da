import { eq } from 'drizzle-orm';
import { type Trip, tripCostsText } from '@shared/schemas/trip';
import { canTrip, type TripStatus } from '@shared/trip-status';
import type { z } from 'zod';
import type { tripApprovalSchema } from '@shared/schemas/trip';
import type { Db } from '../../db/client';
import { actAs } from '../../db/audit-actor';
import { approvalWorkflows, trips } from '../../db/schema/index';
import { ConflictError } from '../../lib/errors';
import type { CurrentUser } from '../../lib/identity';
import { ensure } from '../../lib/permissions';
import { createWorkflow, resubmitWorkflow } from '../approval-workflows/public';
import { getTrip } from './trip-queries';
import { lockTrip, mayEdit, TRIP_RULES } from './trip-writes';

/**
 * "Request approval": a travel_request workflow about the trip's event, made from the dialog's
 * fields, linked both ways (the trip's workflowId; the workflow's metadata.tripId), in one
 * transaction; the trip then shows the workflow's outcome.
 */
export async function requestTripApproval(
  db: Db,
  user: CurrentUser,
  id: number,
  input: z.output<typeof tripApprovalSchema>,
): Promise<Trip> {
  await db.transaction(async (tx) => {
    await actAs(tx, user);
    const trip = await lockTrip(tx, user, id);
    ensure(mayEdit(user, trip), TRIP_RULES.editOnlyTraveller);
    const status = trip.status as TripStatus;
    if (!canTrip('request', status)) throw new ConflictError(TRIP_RULES.refused('request', status));
    const workflow = await createWorkflow(tx, user, {
      ...input,
      itemType: 'travel_request',
      itemId: trip.eventId,
      metadata: { ...input.metadata, tripId: id },
    });
    await tx
      .update(trips)
      .set({ stage: 'requested', workflowId: workflow.id })
      .where(eq(trips.id, id));
  });
  return getTrip(db, user, id);
}

/**
 * After the estimate of a trip sent back for changes is edited: the workflow's estimated costs
 * follow it and its requester sends it to the reviewers again, as a workflow's resubmission does.
 */
export async function resubmitAfterEstimate(tx: Db, user: CurrentUser, trip: Trip): Promise<void> {
  if (trip.status !== 'changes_requested' || trip.workflowId === null) return;
  const [workflow] = await tx
    .select({ requesterId: approvalWorkflows.requesterId })
    .from(approvalWorkflows)
    .where(eq(approvalWorkflows.id, trip.workflowId));
  // Only its requester resubmits a workflow; an admin's correction leaves it sent back.
  if (workflow?.requesterId !== user.id) return;
  await tx
    .update(approvalWorkflows)
    .set({ estimatedCosts: tripCostsText(trip.totals).slice(0, 500) || null })
    .where(eq(approvalWorkflows.id, trip.workflowId));
  await resubmitWorkflow(tx, user, trip.workflowId, { comment: 'The estimate was changed' });
}
