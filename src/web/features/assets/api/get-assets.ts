import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { AssetType } from '@shared/domain';
import type { Asset } from '@shared/schemas/asset';
import { api } from '@web/lib/api-client';

export const ASSETS_PATH = '/api/assets';

export type AssetFilters = { type?: AssetType; eventId?: number; unlinked?: number; q?: string };

/** GET /api/assets, filtered in the API. */
export function getAssets(filters: AssetFilters = {}, signal?: AbortSignal): Promise<Asset[]> {
  return api.get<Asset[]>(ASSETS_PATH, filters, signal);
}

/** Query options keyed `['/api/assets', filters]` so every list refreshes with one invalidation. */
export function assetsQueryOptions(filters: AssetFilters = {}) {
  return queryOptions({
    queryKey: [ASSETS_PATH, filters] as const,
    queryFn: ({ signal }) => getAssets(filters, signal),
  });
}

/** The assets matching the filters. */
export function useAssets(filters: AssetFilters = {}) {
  return useQuery(assetsQueryOptions(filters));
}

/** Refetches every asset list and single asset, and the events whose extras list trip reports. */
export function invalidateAssetQueries(queryClient: QueryClient, { events = false } = {}) {
  return queryClient.invalidateQueries({
    predicate: ({ queryKey: [path] }) =>
      typeof path === 'string' &&
      (path.startsWith(ASSETS_PATH) || (events && path.startsWith('/api/events'))),
  });
}
