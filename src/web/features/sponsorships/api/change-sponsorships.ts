import type { NewSponsorship, Sponsorship } from '@shared/schemas/sponsorship';
import { recordMutations } from '@web/components/records/record-mutations';
import { SPONSORSHIP_DEPENDENTS } from './get-sponsorships';
import { queryKeys } from '@web/lib/query-keys';

export const {
  useCreate: useCreateSponsorship,
  useUpdate: useUpdateSponsorship,
  useDelete: useDeleteSponsorship,
} = recordMutations<Sponsorship, NewSponsorship>({
  keys: queryKeys.sponsorships,
  noun: 'Sponsorship',
  label: (sponsorship) => sponsorship.sponsorName,
  dependents: SPONSORSHIP_DEPENDENTS,
  viewPath: (row) => `/sponsorships?eventId=${row.eventId}`,
});
