import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { toast } from '@web/lib/toast';
import { invalidateStakeholderQueries } from './invalidate-stakeholders';

/** DELETE /api/stakeholders/{id}. */
export function deleteStakeholder(id: number): Promise<void> {
  return api.delete(`/api/stakeholders/${id}`);
}

/** Deletes a stakeholder after confirmation and refreshes the lists. */
export function useDeleteStakeholder(onSuccess?: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (stakeholder: { id: number; name: string }) => deleteStakeholder(stakeholder.id),
    onSuccess: async (_data, stakeholder) => {
      toast({ title: 'Stakeholder deleted', description: `${stakeholder.name} has been deleted.` });
      onSuccess?.();
      await invalidateStakeholderQueries(queryClient);
    },
    onError: (error) => {
      toast({
        title: 'Error',
        description: `Failed to delete stakeholder: ${error.message}`,
        variant: 'destructive',
      });
    },
  });
}
