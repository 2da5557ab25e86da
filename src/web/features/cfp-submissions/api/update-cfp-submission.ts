import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isVersionConflict } from '@web/components/records/version-conflict';
import { api } from '@web/lib/api-client';
import { toast } from '@web/lib/toast';
import type { CfpStatus } from '@shared/domain';
import type { CfpSubmission, CfpSubmissionChanges } from '@shared/schemas/cfp-submission';
import { invalidateCfpQueries } from './invalidate-cfp-submissions';

/** PUT /api/cfp-submissions/{id} with any of its fields. */
export function updateCfpSubmission(
  id: number,
  body: CfpSubmissionChanges,
  version?: number,
): Promise<CfpSubmission> {
  return api.put<CfpSubmission>(`/api/cfp-submissions/${id}`, body, version);
}

/** Saves the edit dialog. */
export function useUpdateCfpSubmission(onSuccess?: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      changes,
      version,
    }: {
      id: number;
      changes: CfpSubmissionChanges;
      version?: number;
    }) => updateCfpSubmission(id, changes, version),
    onSuccess: async (updated) => {
      toast({ title: 'CFP Submission Updated', description: `"${updated.title}" has been saved.` });
      onSuccess?.();
      await invalidateCfpQueries(queryClient);
    },
    onError: (error) => {
      if (isVersionConflict(error)) return;
      toast({
        title: 'Error',
        description: error.message || 'Failed to update CFP submission',
        variant: 'destructive',
      });
    },
  });
}

/** The row dropdown: any status at any time. */
export function useChangeCfpStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: CfpStatus }) =>
      updateCfpSubmission(id, { status }),
    onSuccess: async (updated) => {
      toast({
        title: 'Status Updated',
        description: `"${updated.title}" is now ${updated.status}.`,
      });
      await invalidateCfpQueries(queryClient);
    },
    onError: (error) => {
      toast({
        title: 'Error',
        description: error.message || 'Failed to update status',
        variant: 'destructive',
      });
    },
  });
}
