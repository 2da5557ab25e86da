import { queryOptions, type QueryKey } from '@tanstack/react-query';
import type { SPONSORSHIP_STATUSES } from '@shared/domain';
import type { Sponsorship } from '@shared/schemas/sponsorship';
import type { ListPage, RecordListParams } from '@web/components/records/record-list-page';
import { apiListPage } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

export type SponsorshipStatus = (typeof SPONSORSHIP_STATUSES)[number];

/** What refetches after a sponsorship changes: its lists, the events (counts) and the dashboard. */
export const SPONSORSHIP_DEPENDENTS: QueryKey[] = [
  queryKeys.sponsorships.all,
  queryKeys.events.all,
  queryKeys.dashboard.all,
];

/** GET /api/sponsorships filters; the API searches, filters, sorts and pages. */
export type SponsorshipListParams = RecordListParams & {
  /** Exact tier, case-insensitive. */
  tier?: string;
  status?: SponsorshipStatus;
  q?: string;
};

/** One page of sponsorships and the filtered total. */
export function getSponsorships(
  params: SponsorshipListParams,
  signal?: AbortSignal,
): Promise<ListPage<Sponsorship>> {
  return apiListPage<Sponsorship>(queryKeys.sponsorships.path, params, signal);
}

export function sponsorshipsQueryOptions(params: SponsorshipListParams) {
  return queryOptions({
    queryKey: queryKeys.sponsorships.list(params),
    queryFn: ({ signal }) => getSponsorships(params, signal),
  });
}
