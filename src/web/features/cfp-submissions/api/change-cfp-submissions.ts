import { useMutation } from '@tanstack/react-query';
import type { CfpStatus } from '@shared/domain';
import type {
  CfpSubmission,
  CfpSubmissionChanges,
  NewCfpSubmission,
} from '@shared/schemas/cfp-submission';
import type { RecordUpdate } from '@web/components/records/record-form-dialog';
import { api } from '@web/lib/api-client';
import { mutationMeta } from '@web/lib/query-client';
import { CFP_DEPENDENTS, CFP_SUBMISSIONS_PATH } from './get-cfp-submissions';

/** POST /api/cfp-submissions. */
export function createCfpSubmission(body: NewCfpSubmission): Promise<CfpSubmission> {
  return api.post<CfpSubmission>(CFP_SUBMISSIONS_PATH, body);
}

/** PUT /api/cfp-submissions/{id} with any of its fields; with a version, 412 if it changed since. */
export function updateCfpSubmission({ id, changes, version }: RecordUpdate<CfpSubmissionChanges>) {
  return api.put<CfpSubmission>(`${CFP_SUBMISSIONS_PATH}/${id}`, changes, version);
}

/** DELETE /api/cfp-submissions/{id}. */
export function deleteCfpSubmission(submission: CfpSubmission): Promise<void> {
  return api.delete(`${CFP_SUBMISSIONS_PATH}/${submission.id}`);
}

export function useCreateCfpSubmission() {
  return useMutation({
    mutationFn: createCfpSubmission,
    meta: mutationMeta<CfpSubmission, NewCfpSubmission>({
      success: (created) => ({
        title: 'CFP Submission Added',
        description: `"${created.title}" has been added.`,
      }),
      error: 'Failed to add CFP submission',
      invalidates: CFP_DEPENDENTS,
    }),
  });
}

/** Saves the edit dialog; an empty submission date stays as it was. */
export function useUpdateCfpSubmission() {
  return useMutation({
    mutationFn: ({ changes, ...update }: RecordUpdate<NewCfpSubmission>) =>
      updateCfpSubmission({
        ...update,
        changes: { ...changes, submissionDate: changes.submissionDate ?? undefined },
      }),
    meta: mutationMeta<CfpSubmission, RecordUpdate<NewCfpSubmission>>({
      success: (updated) => ({
        title: 'CFP Submission Updated',
        description: `"${updated.title}" has been saved.`,
      }),
      error: 'Failed to update CFP submission',
      invalidates: CFP_DEPENDENTS,
    }),
  });
}

/** The row dropdown: any status at any time. */
export function useChangeCfpStatus() {
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: CfpStatus }) =>
      updateCfpSubmission({ id, changes: { status } }),
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

export function useDeleteCfpSubmission() {
  return useMutation({
    mutationFn: deleteCfpSubmission,
    meta: mutationMeta<void, CfpSubmission>({
      success: (_none, submission) => ({
        title: 'CFP Submission Deleted',
        description: `"${submission.title}" has been deleted.`,
      }),
      error: 'Failed to delete CFP submission',
      invalidates: CFP_DEPENDENTS,
    }),
  });
}
