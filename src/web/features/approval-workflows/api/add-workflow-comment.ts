import { useMutation } from '@tanstack/react-query';
import type { WorkflowComment } from '@shared/schemas/approval-workflow';
import { api } from '@web/lib/api-client';
import { mutationMeta } from '@web/lib/query-client';
import { workflowKey } from './get-workflow';
import { WORKFLOWS_KEY } from './get-workflows';

/** POST /api/approval-workflows/{id}/comments. */
export function addWorkflowComment({ id, comment }: { id: number; comment: string }) {
  return api.post<WorkflowComment>(`${WORKFLOWS_KEY}/${id}/comments`, { comment });
}

export function useAddWorkflowComment({ onSuccess }: { onSuccess?: () => void } = {}) {
  return useMutation({
    mutationFn: addWorkflowComment,
    onSuccess,
    meta: mutationMeta<WorkflowComment, { id: number; comment: string }>({
      success: () => ({ title: 'Comment added', variant: 'success' }),
      error: 'Failed to add comment',
      invalidates: (_comment, { id }) => [workflowKey(id)],
    }),
  });
}
