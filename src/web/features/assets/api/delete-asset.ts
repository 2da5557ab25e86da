import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { toast } from '@web/lib/toast';
import { ASSETS_PATH, invalidateAssetQueries } from './get-assets';

/** DELETE /api/assets/{id}. */
export function deleteAsset(id: number): Promise<void> {
  return api.delete(`${ASSETS_PATH}/${id}`);
}

/** Deletes an asset; toasts 'Asset deleted' or 'Failed to delete asset: {message}'. */
export function useDeleteAsset({ onSuccess }: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteAsset(id),
    onSuccess: async (_data, id) => {
      toast({ title: 'Asset deleted', description: 'The asset has been removed.' });
      onSuccess?.();
      queryClient.removeQueries({ queryKey: [`${ASSETS_PATH}/${id}`] });
      await invalidateAssetQueries(queryClient, { events: true });
    },
    onError: (error) =>
      toast({
        title: 'Error',
        description: `Failed to delete asset: ${error.message}`,
        variant: 'destructive',
      }),
  });
}
