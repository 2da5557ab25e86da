import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { toast } from '@web/lib/toast';

/** One PUT /api/assets/{id} {eventId} per asset, run together. */
export async function linkAssets(eventId: number, assetIds: number[]): Promise<void> {
  await Promise.all(assetIds.map((id) => api.put(`/api/assets/${id}`, { eventId })));
}

/** Links assets to an event, refreshes the asset lists and shows its toasts. */
export function useLinkAssets(eventId: number, onSuccess?: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (assetIds: number[]) => linkAssets(eventId, assetIds),
    onSuccess: async (_data, assetIds) => {
      toast({
        title: 'Assets Linked',
        description: `${assetIds.length} asset${assetIds.length === 1 ? '' : 's'} linked to the event.`,
      });
      onSuccess?.();
      await queryClient.invalidateQueries({ queryKey: ['/api/assets'] });
      await queryClient.invalidateQueries({ queryKey: ['/api/events', eventId] });
    },
    onError: () => {
      toast({
        title: 'Error',
        description: 'Failed to link assets to event',
        variant: 'destructive',
      });
    },
  });
}
