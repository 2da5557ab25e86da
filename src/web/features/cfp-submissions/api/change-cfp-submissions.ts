import { useMutation } from '@tanstack/react-query';
import type { CfpStatus } from '@shared/domain';
import type { CfpSubmission, NewCfpSubmission } from '@shared/schemas/cfp-submission';
import { recordMutations } from '@web/components/records/record-mutations';
import { api } from '@web/lib/api-client';
import { mutationMeta } from '@web/lib/query-client';
import { CFP_DEPENDENTS } from './get-cfp-submissions';
import { queryKeys } from '@web/lib/query-keys';

export const {
  useCreate: useCreateCfpSubmission,
  useUpdate: useUpdateCfpSubmission,
  useDelete: useDeleteCfpSubmission,
} = recordMutations<CfpSubmission, NewCfpSubmission>({
  path: queryKeys.cfpSubmissions.path,
  noun: 'CFP Submission',
  label: (submission) => `"${submission.title}"`,
  dependents: CFP_DEPENDENTS,
  viewPath: (row) => `/cfp-submissions?eventId=${row.eventId}`,
  // The edit dialog's empty submission date leaves the stored one as it was.
  sendChanges: (changes) => ({ ...changes, submissionDate: changes.submissionDate ?? undefined }),
});

/** The row dropdown: any status at any time (PUT /api/cfp-submissions/{id} with only status). */
export function useChangeCfpStatus() {
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: CfpStatus }) =>
      api.put<CfpSubmission>(`${queryKeys.cfpSubmissions.path}/${id}`, { status }),
    meta: mutationMeta<CfpSubmission, { id: number; status: CfpStatus }>({
      success: (updated) => ({
        title: 'Status Updated',
        description: `"${updated.title}" is now ${updated.status}.`,
      }),
      error: 'Failed to update status',
      invalidates: CFP_DEPENDENTS,
    }),
  });
}
