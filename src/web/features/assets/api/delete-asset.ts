import { useMutation } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { mutationMeta } from '@web/lib/query-client';
import { ASSET_DEPENDENTS } from './get-assets';
import { queryKeys } from '@web/lib/query-keys';

/** DELETE /api/assets/{id}. */
export function deleteAsset(id: number): Promise<void> {
  return api.delete(`${queryKeys.assets.path}/${id}`);
}

/** Deletes an asset; toasts 'Asset deleted' or 'Failed to delete asset: {message}'. */
export function useDeleteAsset({ onSuccess }: { onSuccess?: () => void } = {}) {
  return useMutation({
    mutationFn: deleteAsset,
    onSuccess,
    meta: mutationMeta<void, number>({
      success: () => ({ title: 'Asset deleted', description: 'The asset has been removed.' }),
      error: 'Failed to delete asset',
      removes: (_none, id) => [queryKeys.assets.one(id)],
      invalidates: ASSET_DEPENDENTS,
    }),
  });
}
