import { useMutation } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { mutationMeta } from '@web/lib/query-client';
import { queryKeys } from '@web/lib/query-keys';

/** DELETE /api/approval-workflows/{id} (requester or admin). */
export function deleteWorkflow(id: number) {
  return api.delete(`${queryKeys.workflows.path}/${id}`);
}

export function useDeleteWorkflow({ onSuccess }: { onSuccess?: () => void } = {}) {
  return useMutation({
    mutationFn: deleteWorkflow,
    onSuccess,
    meta: mutationMeta<unknown, number>({
      success: () => ({ title: 'Workflow deleted', variant: 'success' }),
      error: 'Failed to delete workflow',
      removes: (_none, id) => [queryKeys.workflows.one(id)],
      invalidates: [queryKeys.workflows.all],
    }),
  });
}
