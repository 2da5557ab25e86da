import { useQuery } from '@tanstack/react-query';
import type { Asset } from '@shared/schemas/asset';

/** GET /api/assets?unlinked={eventId}: assets that could be linked to the event. */
export function useUnlinkedAssets(eventId: number, enabled: boolean) {
  return useQuery<Asset[]>({ queryKey: ['/api/assets', { unlinked: eventId }], enabled });
}
