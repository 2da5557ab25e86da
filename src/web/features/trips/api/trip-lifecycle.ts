import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  Trip,
  TripApproval,
  tripActualsSchema,
  tripBookingSchema,
  tripReportInputSchema,
} from '@shared/schemas/trip';
import type { z } from 'zod';
import { api } from '@web/lib/api-client';
import { mutationMeta } from '@web/lib/query-client';
import { queryKeys } from '@web/lib/query-keys';

export type TripBookingBody = z.input<typeof tripBookingSchema>;
export type TripActualsBody = z.input<typeof tripActualsSchema>;
export type TripReportBody = z.input<typeof tripReportInputSchema>;

/** A trip's write answers the trip; the body goes out with the version it was read at. */
export type TripStep<Body> = { body: Body; version?: number };

const tripPath = (id: number, step: string) => `${queryKeys.trips.path}/${id}/${step}`;

/**
 * One write of a trip's life (POST or PUT /api/trips/{id}/{step}): its answer is put in the trip's
 * query at once, and the lists (the trips, and what else the step changes) refetch.
 */
function useTripStep<Body>(
  tripId: number,
  step: string,
  texts: { success: string; error: string; method?: 'POST' | 'PUT'; also?: QueryKey[] },
  onSuccess?: (trip: Trip) => void,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, version }: TripStep<Body>) =>
      texts.method === 'POST'
        ? api.post<Trip>(tripPath(tripId, step), body)
        : api.put<Trip>(tripPath(tripId, step), body, version),
    onSuccess: (trip) => {
      queryClient.setQueryData(queryKeys.trips.one(trip.id), trip);
      onSuccess?.(trip);
    },
    meta: mutationMeta<Trip, TripStep<Body>>({
      success: (trip) => ({ title: texts.success, description: trip.eventName }),
      error: texts.error,
      invalidates: [queryKeys.trips.all, queryKeys.myWeek.all, ...(texts.also ?? [])],
    }),
  });
}

type Callbacks = { onSuccess?: (trip: Trip) => void };

/** POST /api/trips/{id}/request-approval: the travel_request workflow, made and linked. */
export function useRequestTripApproval(tripId: number, { onSuccess }: Callbacks) {
  return useTripStep<TripApproval>(
    tripId,
    'request-approval',
    {
      method: 'POST',
      success: 'Approval requested',
      error: 'Failed to request approval',
      also: [queryKeys.workflows.all],
    },
    onSuccess,
  );
}

/** PUT /api/trips/{id}/booking (If-Match): the checklist; the server books the trip when settled. */
export function useSaveTripBooking(tripId: number, { onSuccess }: Callbacks = {}) {
  return useTripStep<TripBookingBody>(
    tripId,
    'booking',
    { success: 'Booking saved', error: 'Failed to save the booking' },
    onSuccess,
  );
}

/** PUT /api/trips/{id}/actuals (If-Match): actual amounts, lines found after, reimbursement. */
export function useSaveTripActuals(tripId: number, { onSuccess }: Callbacks = {}) {
  return useTripStep<TripActualsBody>(
    tripId,
    'actuals',
    { success: 'Actual costs saved', error: 'Failed to save the actual costs' },
    onSuccess,
  );
}

/** PUT /api/trips/{id}/report: the report, saved as the event's trip_report asset too. */
export function useSaveTripReport(tripId: number, { onSuccess }: Callbacks = {}) {
  return useTripStep<TripReportBody>(
    tripId,
    'report',
    {
      success: 'Trip report saved',
      error: 'Failed to save the trip report',
      also: [queryKeys.assets.all, queryKeys.events.all],
    },
    onSuccess,
  );
}
