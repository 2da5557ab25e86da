import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Asset, AssetUpdate } from '@shared/schemas/asset';
import { isVersionConflict } from '@web/components/records/version-conflict';
import { api } from '@web/lib/api-client';
import { toast } from '@web/lib/toast';
import { ASSETS_PATH, invalidateAssetQueries } from './get-assets';

/** PUT /api/assets/{id}: name and description from the detail view. */
export function updateAsset(id: number, changes: AssetUpdate, version?: number): Promise<Asset> {
  return api.put<Asset>(`${ASSETS_PATH}/${id}`, changes, version);
}

/** Saves an edit; toasts 'Asset updated' or 'Failed to update asset: {message}'. */
export function useUpdateAsset(
  id: number,
  { onSuccess }: { onSuccess?: (asset: Asset) => void } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ changes, version }: { changes: AssetUpdate; version?: number }) =>
      updateAsset(id, changes, version),
    onSuccess: async (asset) => {
      queryClient.setQueryData([`${ASSETS_PATH}/${id}`], asset);
      toast({ title: 'Asset updated', description: `“${asset.name}” has been saved.` });
      onSuccess?.(asset);
      await invalidateAssetQueries(queryClient, { events: true });
    },
    onError: (error) => {
      if (isVersionConflict(error)) return;
      toast({
        title: 'Error',
        description: `Failed to update asset: ${error.message}`,
        variant: 'destructive',
      });
    },
  });
}
