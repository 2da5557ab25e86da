import { useMutation } from '@tanstack/react-query';
import type { CfpStatus } from '@shared/domain';
import type { CfpSubmission, NewCfpSubmission } from '@shared/schemas/cfp-submission';
import { recordMutations } from '@web/components/records/record-mutations';
import { api, isVersionConflict } from '@web/lib/api-client';
import { mutationMeta } from '@web/lib/query-client';
import { CFP_DEPENDENTS } from './get-cfp-submissions';
import { queryKeys } from '@web/lib/query-keys';
import { UNDO_DURATION_MS } from '@web/lib/undo-creation';

export const {
  useCreate: useCreateCfpSubmission,
  useUpdate: useUpdateCfpSubmission,
  useDelete: useDeleteCfpSubmission,
} = recordMutations<CfpSubmission, NewCfpSubmission>({
  keys: queryKeys.cfpSubmissions,
  noun: 'CFP Submission',
  label: (submission) => `"${submission.title}"`,
  dependents: CFP_DEPENDENTS,
  viewPath: (row) => `/cfp-submissions?eventId=${row.eventId}`,
  // The edit dialog's empty submission date leaves the stored one as it was.
  sendChanges: (changes) => ({ ...changes, submissionDate: changes.submissionDate ?? undefined }),
});

type StatusChange = {
  id: number;
  status: CfpStatus;
  /** The status before, which Undo puts back. */
  previous?: CfpStatus;
  /** An undo names the version it undoes, so it never overwrites a later change. */
  version?: number;
};

/**
 * The row dropdown: any status at any time (PUT /api/cfp-submissions/{id} with only status). Its
 * toast offers Undo, one call putting the previous status back if nobody changed it meanwhile.
 */
export function useChangeCfpStatus() {
  const mutation = useMutation({
    mutationFn: async ({ id, status, version }: StatusChange) => {
      try {
        return await api.put<CfpSubmission>(
          `${queryKeys.cfpSubmissions.path}/${id}`,
          { status },
          version,
        );
      } catch (error) {
        // A 412 is otherwise left to an edit dialog; here there is none, so it is said in words.
        if (isVersionConflict(error)) {
          throw new Error('it was changed meanwhile, so the change was not undone');
        }
        throw error;
      }
    },
    meta: mutationMeta<CfpSubmission, StatusChange>({
      success: (updated, { previous, version }) =>
        version !== undefined
          ? {
              title: 'Status Restored',
              description: `"${updated.title}" is ${updated.status} again.`,
            }
          : {
              title: 'Status Updated',
              description: `"${updated.title}" is now ${updated.status}.`,
              ...(previous &&
                previous !== updated.status && {
                  duration: UNDO_DURATION_MS,
                  actions: [
                    {
                      label: 'Undo',
                      altText: `Set the status of "${updated.title}" back to ${previous} in the table`,
                      onClick: () =>
                        mutation.mutate({
                          id: updated.id,
                          status: previous,
                          version: updated.version,
                        }),
                    },
                  ],
                }),
            },
      error: 'Failed to update status',
      invalidates: CFP_DEPENDENTS,
    }),
  });
  return mutation;
}
