import { queryOptions, type QueryKey } from '@tanstack/react-query';
import type { AssetType } from '@shared/domain';
import type { Asset } from '@shared/schemas/asset';
import { apiListPage } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/** What refetches after an asset changes: every asset list and asset, and the events (trip reports). */
export const ASSET_DEPENDENTS: QueryKey[] = [queryKeys.assets.all, queryKeys.events.all];

export type AssetFilters = {
  type?: AssetType;
  eventId?: number;
  unlinked?: number;
  q?: string;
  limit: number;
  offset: number;
};

/** GET /api/assets: one page, filtered in the API, and the filtered total. */
export function getAssets(filters: AssetFilters, signal?: AbortSignal) {
  return apiListPage<Asset>(queryKeys.assets.path, filters, signal);
}

/** Query options under the assets' key, so every list refreshes with one invalidation. */
export function assetsQueryOptions(filters: AssetFilters) {
  return queryOptions({
    queryKey: queryKeys.assets.list(filters),
    queryFn: ({ signal }) => getAssets(filters, signal),
  });
}
