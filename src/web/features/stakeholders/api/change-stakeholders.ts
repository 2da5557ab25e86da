import type { NewStakeholder, Stakeholder } from '@shared/schemas/stakeholder';
import { recordMutations } from '@web/components/records/record-mutations';
import { queryKeys } from '@web/lib/query-keys';

export const {
  useCreate: useCreateStakeholder,
  useUpdate: useUpdateStakeholder,
  useDelete: useDeleteStakeholder,
} = recordMutations<Stakeholder, NewStakeholder>({
  keys: queryKeys.stakeholders,
  noun: 'Stakeholder',
  label: (stakeholder) => stakeholder.name,
  dependents: [queryKeys.stakeholders.all],
  sentenceCase: true,
});
