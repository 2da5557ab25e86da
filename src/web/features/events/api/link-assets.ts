import { countOf } from '@shared/plural';
import { useMutation } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { mutationMeta } from '@web/lib/query-client';
import { queryKeys } from '@web/lib/query-keys';

/** One PUT /api/assets/{id} {eventId} per asset, run together. */
export async function linkAssets(eventId: number, assetIds: number[]): Promise<void> {
  await Promise.all(assetIds.map((id) => api.put(`/api/assets/${id}`, { eventId })));
}

export function useLinkAssets(eventId: number, onSuccess?: () => void) {
  return useMutation({
    mutationFn: (assetIds: number[]) => linkAssets(eventId, assetIds),
    onSuccess,
    meta: mutationMeta<void, number[]>({
      success: (_none, assetIds) => ({
        title: 'Assets Linked',
        description: `${countOf(assetIds.length, 'asset')} linked to the event.`,
      }),
      error: 'Failed to link assets to event',
      invalidates: [queryKeys.assets.all, queryKeys.events.one(eventId)],
    }),
  });
}
