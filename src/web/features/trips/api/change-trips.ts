import { useMutation } from '@tanstack/react-query';
import type { NewTrip, Trip } from '@shared/schemas/trip';
import { recordMutations } from '@web/components/records/record-mutations';
import { api } from '@web/lib/api-client';
import { mutationMeta } from '@web/lib/query-client';
import { queryKeys } from '@web/lib/query-keys';
import { TRIP_DEPENDENTS } from './get-trips';

/** How toasts name a trip: 'Ada Lovelace to KubeCon'. */
export const tripLabel = (trip: Pick<Trip, 'travellerName' | 'eventName'>) =>
  `${trip.travellerName} to ${trip.eventName}`;

export const {
  useCreate: useCreateTrip,
  useUpdate: useUpdateTrip,
  useDelete: useDeleteTrip,
} = recordMutations<Trip, NewTrip>({
  keys: queryKeys.trips,
  noun: 'Trip',
  label: tripLabel,
  dependents: TRIP_DEPENDENTS,
  sentenceCase: true,
  viewPath: (trip) => `/trips/${trip.id}`,
});

/** The moves of a trip's life the trip page offers beside editing. */
export type TripMove = 'cancel' | 'complete';

const MOVE_TEXTS: Record<TripMove, { done: string; error: string }> = {
  cancel: { done: 'Trip cancelled', error: 'Failed to cancel the trip' },
  complete: { done: 'Trip completed', error: 'Failed to mark the trip completed' },
};

/** POST /api/trips/{id}/cancel or /complete: the trip as it is after the move. */
export function moveTrip(id: number, move: TripMove): Promise<Trip> {
  return api.post<Trip>(`${queryKeys.trips.path}/${id}/${move}`);
}

/** Cancel, or Mark completed: a toast, and every trip list and page refetches. */
export function useMoveTrip(move: TripMove) {
  return useMutation({
    mutationFn: (trip: Trip) => moveTrip(trip.id, move),
    meta: mutationMeta<Trip, Trip>({
      success: (trip) => ({ title: MOVE_TEXTS[move].done, description: tripLabel(trip) }),
      error: MOVE_TEXTS[move].error,
      invalidates: TRIP_DEPENDENTS,
    }),
  });
}
