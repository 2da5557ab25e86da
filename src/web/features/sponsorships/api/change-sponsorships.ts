import type { NewSponsorship, Sponsorship } from '@shared/schemas/sponsorship';
import { recordMutations } from '@web/components/records/record-mutations';
import { SPONSORSHIP_DEPENDENTS, SPONSORSHIPS_PATH } from './get-sponsorships';

export const {
  useCreate: useCreateSponsorship,
  useUpdate: useUpdateSponsorship,
  useDelete: useDeleteSponsorship,
} = recordMutations<Sponsorship, NewSponsorship>({
  path: SPONSORSHIPS_PATH,
  noun: 'Sponsorship',
  label: (sponsorship) => sponsorship.sponsorName,
  dependents: SPONSORSHIP_DEPENDENTS,
});
