import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { toast } from '@web/lib/toast';
import type { CfpSubmission, NewCfpSubmission } from '@shared/schemas/cfp-submission';
import { invalidateCfpQueries } from './invalidate-cfp-submissions';

/** POST /api/cfp-submissions. */
export function createCfpSubmission(body: NewCfpSubmission): Promise<CfpSubmission> {
  return api.post<CfpSubmission>('/api/cfp-submissions', body);
}

/** Adds a submission, refreshes the lists and shows its toasts. */
export function useCreateCfpSubmission(onSuccess?: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCfpSubmission,
    onSuccess: async (created) => {
      toast({ title: 'CFP Submission Added', description: `"${created.title}" has been added.` });
      onSuccess?.();
      await invalidateCfpQueries(queryClient);
    },
    onError: (error) => {
      toast({
        title: 'Error',
        description: error.message || 'Failed to add CFP submission',
        variant: 'destructive',
      });
    },
  });
}
