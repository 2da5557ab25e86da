import type { NewStakeholder, Stakeholder } from '@shared/schemas/stakeholder';
import { recordMutations } from '@web/components/records/record-mutations';
import { STAKEHOLDERS_PATH } from './get-stakeholders';

export const {
  useCreate: useCreateStakeholder,
  useUpdate: useUpdateStakeholder,
  useDelete: useDeleteStakeholder,
} = recordMutations<Stakeholder, NewStakeholder>({
  path: STAKEHOLDERS_PATH,
  noun: 'Stakeholder',
  label: (stakeholder) => stakeholder.name,
  dependents: [[STAKEHOLDERS_PATH]],
  sentenceCase: true,
});
