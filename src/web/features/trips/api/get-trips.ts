import { queryOptions, useQuery, type QueryKey } from '@tanstack/react-query';
import type { Trip } from '@shared/schemas/trip';
import type { TripStatus } from '@shared/trip-status';
import type { ListPage, RecordListParams } from '@web/components/records/record-list-page';
import { api, apiListPage } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/** What refetches after a trip changes: its lists and pages, and My week on the dashboard. */
export const TRIP_DEPENDENTS: QueryKey[] = [queryKeys.trips.all, queryKeys.dashboard.all];

/** GET /api/trips filters (tripListQuerySchema); the API filters, sorts and pages. */
export type TripListParams = RecordListParams & {
  travellerId?: number;
  status?: TripStatus;
  /** Trips whose event ends on or after this date. */
  from?: string;
  /** Trips whose event starts on or before this date. */
  to?: string;
};

/** One page of the trips the user sees and the filtered total. */
export function getTrips(params: TripListParams, signal?: AbortSignal): Promise<ListPage<Trip>> {
  return apiListPage<Trip>(queryKeys.trips.path, params, signal);
}

export function tripsQueryOptions(params: TripListParams) {
  return queryOptions({
    queryKey: queryKeys.trips.list(params),
    queryFn: ({ signal }) => getTrips(params, signal),
  });
}

/** GET /api/trips/{id}: the trip with its lines, totals per currency and report. */
export function getTrip(id: number, signal?: AbortSignal): Promise<Trip> {
  return api.get<Trip>(`${queryKeys.trips.path}/${id}`, undefined, signal);
}

export function tripQueryOptions(id: number) {
  return queryOptions({
    queryKey: queryKeys.trips.one(id),
    queryFn: ({ signal }) => getTrip(id, signal),
  });
}

export function useTrip(id: number, enabled = true) {
  return useQuery({ ...tripQueryOptions(id), enabled });
}
