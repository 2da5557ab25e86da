import { useMutation } from '@tanstack/react-query';
import type { NewStakeholder, Stakeholder } from '@shared/schemas/stakeholder';
import type { RecordUpdate } from '@web/components/records/record-form-dialog';
import { api } from '@web/lib/api-client';
import { mutationMeta } from '@web/lib/query-client';
import { STAKEHOLDERS_PATH } from './get-stakeholders';

const STAKEHOLDER_LISTS = [[STAKEHOLDERS_PATH]];

/** POST /api/stakeholders. */
export function createStakeholder(body: NewStakeholder): Promise<Stakeholder> {
  return api.post<Stakeholder>(STAKEHOLDERS_PATH, body);
}

/** PUT /api/stakeholders/{id}; with the version the form opened, 412 if it changed since. */
export function updateStakeholder({ id, changes, version }: RecordUpdate<NewStakeholder>) {
  return api.put<Stakeholder>(`${STAKEHOLDERS_PATH}/${id}`, changes, version);
}

/** DELETE /api/stakeholders/{id}. */
export function deleteStakeholder(stakeholder: Stakeholder): Promise<void> {
  return api.delete(`${STAKEHOLDERS_PATH}/${stakeholder.id}`);
}

export function useCreateStakeholder() {
  return useMutation({
    mutationFn: createStakeholder,
    meta: mutationMeta<Stakeholder, NewStakeholder>({
      success: (created) => ({
        title: 'Stakeholder added',
        description: `${created.name} has been added.`,
      }),
      error: 'Failed to add stakeholder',
      invalidates: STAKEHOLDER_LISTS,
    }),
  });
}

export function useUpdateStakeholder() {
  return useMutation({
    mutationFn: updateStakeholder,
    meta: mutationMeta<Stakeholder, RecordUpdate<NewStakeholder>>({
      success: (updated) => ({
        title: 'Stakeholder updated',
        description: `${updated.name} has been saved.`,
      }),
      error: 'Failed to update stakeholder',
      invalidates: STAKEHOLDER_LISTS,
    }),
  });
}

export function useDeleteStakeholder() {
  return useMutation({
    mutationFn: deleteStakeholder,
    meta: mutationMeta<void, Stakeholder>({
      success: (_none, stakeholder) => ({
        title: 'Stakeholder deleted',
        description: `${stakeholder.name} has been deleted.`,
      }),
      error: 'Failed to delete stakeholder',
      invalidates: STAKEHOLDER_LISTS,
    }),
  });
}
