import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isVersionConflict } from '@web/components/records/version-conflict';
import { api } from '@web/lib/api-client';
import { toast } from '@web/lib/toast';
import type { Stakeholder, StakeholderChanges } from '@shared/schemas/stakeholder';
import { invalidateStakeholderQueries } from './invalidate-stakeholders';

/** PUT /api/stakeholders/{id} with any of its fields. */
export function updateStakeholder(
  id: number,
  body: StakeholderChanges,
  version?: number,
): Promise<Stakeholder> {
  return api.put<Stakeholder>(`/api/stakeholders/${id}`, body, version);
}

/** Saves the edit dialog. */
export function useUpdateStakeholder(onSuccess?: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      changes,
      version,
    }: {
      id: number;
      changes: StakeholderChanges;
      version?: number;
    }) => updateStakeholder(id, changes, version),
    onSuccess: async (updated) => {
      toast({ title: 'Stakeholder updated', description: `${updated.name} has been saved.` });
      onSuccess?.();
      await invalidateStakeholderQueries(queryClient);
    },
    onError: (error) => {
      if (isVersionConflict(error)) return;
      toast({
        title: 'Error',
        description: `Failed to update stakeholder: ${error.message}`,
        variant: 'destructive',
      });
    },
  });
}
