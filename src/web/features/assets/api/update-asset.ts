import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Asset, AssetUpdate } from '@shared/schemas/asset';
import { api } from '@web/lib/api-client';
import { mutationMeta } from '@web/lib/query-client';
import { assetQueryOptions } from './get-asset';
import { ASSET_DEPENDENTS } from './get-assets';
import { queryKeys } from '@web/lib/query-keys';

type AssetSave = { changes: AssetUpdate; version?: number };

/** PUT /api/assets/{id}: name and description from the detail view. */
export function updateAsset(id: number, changes: AssetUpdate, version?: number): Promise<Asset> {
  return api.put<Asset>(`${queryKeys.assets.path}/${id}`, changes, version);
}

/** Saves an edit; toasts 'Asset updated' or 'Failed to update asset: {message}'. */
export function useUpdateAsset(
  id: number,
  { onSuccess }: { onSuccess?: (asset: Asset) => void } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ changes, version }: AssetSave) => updateAsset(id, changes, version),
    onSuccess: (asset) => {
      queryClient.setQueryData(assetQueryOptions(id).queryKey, asset);
      onSuccess?.(asset);
    },
    meta: mutationMeta<Asset, AssetSave>({
      success: (asset) => ({
        title: 'Asset updated',
        description: `“${asset.name}” has been saved.`,
      }),
      error: 'Failed to update asset',
      invalidates: ASSET_DEPENDENTS,
    }),
  });
}
