import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { SPONSORSHIP_STATUSES } from '@shared/domain';
import type { Sponsorship } from '@shared/schemas/sponsorship';

export type SponsorshipStatus = (typeof SPONSORSHIP_STATUSES)[number];

/** GET /api/sponsorships filters; the API searches, filters and sorts. */
export type SponsorshipListParams = {
  eventId?: number;
  /** Exact tier, case-insensitive. */
  tier?: string;
  status?: SponsorshipStatus;
  q?: string;
  /** A field, '-' prefixed for descending; newest first when absent. */
  sort?: string;
};

/** The sponsorships list (default fetcher); the previous rows stay while filters change. */
export function useSponsorships(params: SponsorshipListParams) {
  return useQuery<Sponsorship[]>({
    queryKey: ['/api/sponsorships', params],
    placeholderData: keepPreviousData,
  });
}
