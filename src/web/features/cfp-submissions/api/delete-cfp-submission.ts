import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { toast } from '@web/lib/toast';
import { invalidateCfpQueries } from './invalidate-cfp-submissions';

/** DELETE /api/cfp-submissions/{id}. */
export function deleteCfpSubmission(id: number): Promise<void> {
  return api.delete(`/api/cfp-submissions/${id}`);
}

/** Deletes a submission after confirmation, refreshes the lists and shows its toasts. */
export function useDeleteCfpSubmission(onSuccess?: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (submission: { id: number; title: string }) => deleteCfpSubmission(submission.id),
    onSuccess: async (_data, submission) => {
      toast({
        title: 'CFP Submission Deleted',
        description: `"${submission.title}" has been deleted.`,
      });
      onSuccess?.();
      await invalidateCfpQueries(queryClient);
    },
    onError: (error) => {
      toast({
        title: 'Error',
        description: error.message || 'Failed to delete CFP submission',
        variant: 'destructive',
      });
    },
  });
}
