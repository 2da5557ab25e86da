import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { DiscoveredConference, DiscoveryOptions } from '@shared/schemas/discovered-conference';
import type { DiscoverySync } from '@shared/schemas/discovery-sync';
import { api, apiListPage } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/** GET /api/discover's filters, as the address holds them (absent when not set). */
export type DiscoverFilters = {
  q?: string;
  topic?: string;
  place?: string;
  closingWithinDays?: number;
  language?: string;
  hasCfp?: boolean;
  show?: 'interested' | 'dismissed';
};

export type DiscoverListParams = DiscoverFilters & { limit: number; offset: number };

/** One page of conferences, open CFPs first (the server orders), and how many match. */
export function discoverQueryOptions(params: DiscoverListParams) {
  return queryOptions({
    queryKey: queryKeys.discover.list(params),
    queryFn: ({ signal }) =>
      apiListPage<DiscoveredConference>(queryKeys.discover.path, params, signal),
    placeholderData: keepPreviousData,
  });
}

export function useDiscoverOptions() {
  return useQuery({
    queryKey: queryKeys.discover.options,
    queryFn: ({ signal }) =>
      api.get<DiscoveryOptions>(`${queryKeys.discover.path}/options`, undefined, signal),
  });
}

/** Admin: the last ten syncs, newest first. */
export function useDiscoverySyncs() {
  return useQuery({
    queryKey: queryKeys.discoverySyncs.key,
    queryFn: ({ signal }) =>
      api.get<DiscoverySync[]>(queryKeys.discoverySyncs.path, undefined, signal),
  });
}
