import { useQuery } from '@tanstack/react-query';
import type { Sponsorship } from '@shared/schemas/sponsorship';

/** GET /api/sponsorships?eventId={id} (default fetcher). */
export function useEventSponsorships(eventId: number) {
  return useQuery<Sponsorship[]>({ queryKey: ['/api/sponsorships', { eventId }] });
}
