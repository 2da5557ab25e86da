import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { toast } from '@web/lib/toast';
import type { NewStakeholder, Stakeholder } from '@shared/schemas/stakeholder';
import { invalidateStakeholderQueries } from './invalidate-stakeholders';

/** POST /api/stakeholders. */
export function createStakeholder(body: NewStakeholder): Promise<Stakeholder> {
  return api.post<Stakeholder>('/api/stakeholders', body);
}

/** Adds a stakeholder, refreshes the lists and shows its toasts. */
export function useCreateStakeholder(onSuccess?: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createStakeholder,
    onSuccess: async (created) => {
      toast({ title: 'Stakeholder added', description: `${created.name} has been added.` });
      onSuccess?.();
      await invalidateStakeholderQueries(queryClient);
    },
    onError: (error) => {
      toast({
        title: 'Error',
        description: `Failed to add stakeholder: ${error.message}`,
        variant: 'destructive',
      });
    },
  });
}
