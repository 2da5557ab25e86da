import { useQuery } from '@tanstack/react-query';
import type { Asset } from '@shared/schemas/asset';

/** GET /api/assets?eventId={id} (default fetcher). */
export function useEventAssets(eventId: number) {
  return useQuery<Asset[]>({ queryKey: ['/api/assets', { eventId }] });
}
