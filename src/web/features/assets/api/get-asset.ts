import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Asset } from '@shared/schemas/asset';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/** GET /api/assets/{id}. */
export function getAsset(id: number, signal?: AbortSignal): Promise<Asset> {
  return api.get<Asset>(`${queryKeys.assets.path}/${id}`, undefined, signal);
}

export function assetQueryOptions(id: number) {
  return queryOptions({
    queryKey: queryKeys.assets.one(id),
    queryFn: ({ signal }) => getAsset(id, signal),
  });
}

/** One asset; disabled until the id is a number. */
export function useAsset(id: number | undefined) {
  return useQuery({ ...assetQueryOptions(id ?? 0), enabled: typeof id === 'number' });
}
