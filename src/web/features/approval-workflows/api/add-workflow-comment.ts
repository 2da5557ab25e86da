import { useMutation } from '@tanstack/react-query';
import type { WorkflowComment } from '@shared/schemas/approval-workflow';
import { api } from '@web/lib/api-client';
import { mutationMeta } from '@web/lib/query-client';
import { queryKeys } from '@web/lib/query-keys';

/** POST /api/approval-workflows/{id}/comments. */
export function addWorkflowComment({ id, comment }: { id: number; comment: string }) {
  return api.post<WorkflowComment>(`${queryKeys.workflows.path}/${id}/comments`, { comment });
}

export function useAddWorkflowComment({ onSuccess }: { onSuccess?: () => void } = {}) {
  return useMutation({
    mutationFn: addWorkflowComment,
    onSuccess,
    meta: mutationMeta<WorkflowComment, { id: number; comment: string }>({
      success: () => ({ title: 'Comment added', variant: 'success' }),
      error: 'Failed to add comment',
      invalidates: (_comment, { id }) => [queryKeys.workflows.one(id)],
    }),
  });
}
