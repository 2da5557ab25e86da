import { useMutation } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { mutationMeta } from '@web/lib/query-client';
import { workflowKey } from './get-workflow';
import { WORKFLOWS_KEY } from './get-workflows';

/** DELETE /api/approval-workflows/{id} (requester or admin). */
export function deleteWorkflow(id: number) {
  return api.delete(`${WORKFLOWS_KEY}/${id}`);
}

export function useDeleteWorkflow({ onSuccess }: { onSuccess?: () => void } = {}) {
  return useMutation({
    mutationFn: deleteWorkflow,
    onSuccess,
    meta: mutationMeta<unknown, number>({
      success: () => ({ title: 'Workflow deleted', variant: 'success' }),
      error: 'Failed to delete workflow',
      removes: (_none, id) => [workflowKey(id)],
      invalidates: [[WORKFLOWS_KEY]],
    }),
  });
}
