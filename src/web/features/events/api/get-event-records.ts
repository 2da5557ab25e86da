import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { LIMITS } from '@shared/domain';
import type { Asset } from '@shared/schemas/asset';
import type { Attendee } from '@shared/schemas/attendee';
import type { CfpSubmission } from '@shared/schemas/cfp-submission';
import type { Sponsorship } from '@shared/schemas/sponsorship';
import type { Trip } from '@shared/schemas/trip';
import { apiListPage, type QueryParams } from '@web/lib/api-client';
import { useDebouncedValue } from '@web/lib/use-debounced-value';
import { queryKeys, type CollectionKeys } from '@web/lib/query-keys';

/** The event page's records of one kind: the first `limit` of its list, and how many there are. */
export function getEventRecords<T>(path: string, params: QueryParams, signal?: AbortSignal) {
  return apiListPage<T>(path, { ...params, offset: 0 }, signal);
}

/** Under the list's own key, so the list's mutations refresh the event page too. */
export function eventRecordsQueryOptions<T>(keys: CollectionKeys, params: QueryParams) {
  return queryOptions({
    queryKey: keys.list({ ...params, offset: 0 }),
    queryFn: ({ signal }) => getEventRecords<T>(keys.path, params, signal),
  });
}

/** The attendees tab's first 10, newest first, and the event's attendee count. */
export function useEventAttendees(eventId: number) {
  return useQuery(
    eventRecordsQueryOptions<Attendee>(queryKeys.attendees, {
      eventId,
      limit: LIMITS.detailAttendees,
    }),
  );
}

/** The CFP tab's first 5 submissions. */
export function useEventCfpSubmissions(eventId: number) {
  return useQuery(
    eventRecordsQueryOptions<CfpSubmission>(queryKeys.cfpSubmissions, {
      eventId,
      limit: LIMITS.detailSubmissions,
    }),
  );
}

/** The sponsorships tab's first 5, and the event's sponsorship count. */
export function useEventSponsorships(eventId: number) {
  return useQuery(
    eventRecordsQueryOptions<Sponsorship>(queryKeys.sponsorships, {
      eventId,
      limit: LIMITS.detailSponsorships,
    }),
  );
}

/** The trips tab's first 10 (newest departure first) and how many trips the event has. */
export function useEventTrips(eventId: number) {
  return useQuery(
    eventRecordsQueryOptions<Trip>(queryKeys.trips, { eventId, limit: LIMITS.detailTrips }),
  );
}

/** The assets tab's first 6; the total says whether View All is needed. */
export function useEventAssets(eventId: number) {
  return useQuery(
    eventRecordsQueryOptions<Asset>(queryKeys.assets, {
      eventId,
      limit: LIMITS.detailAssetsBeforeViewAll,
    }),
  );
}

/** How many candidates the Link Existing dialog lists at once; a search narrows them in the API. */
export const LINK_CANDIDATES = 50;

/** Assets not linked to the event matching `search` (debounced; name, type or description). */
export function useUnlinkedAssets(eventId: number, search: string, enabled: boolean) {
  const q = useDebouncedValue(search.trim());
  return useQuery({
    ...eventRecordsQueryOptions<Asset>(queryKeys.assets, {
      unlinked: eventId,
      q: q || undefined,
      limit: LINK_CANDIDATES,
    }),
    enabled,
    placeholderData: keepPreviousData,
  });
}
