import { useMutation } from '@tanstack/react-query';
import type { WorkflowDetail, WorkflowUpdate } from '@shared/schemas/approval-workflow';
import { api } from '@web/lib/api-client';
import { mutationMeta } from '@web/lib/query-client';
import { queryKeys } from '@web/lib/query-keys';

/**
 * PUT /api/approval-workflows/{id} (requester or admin); reviewerIds replaces the set. `version`
 * goes out as If-Match: a workflow changed since (a decision included) answers 412.
 */
export function updateWorkflow({
  id,
  version,
  ...input
}: WorkflowUpdate & { id: number; version?: number }) {
  return api.put<WorkflowDetail>(`${queryKeys.workflows.path}/${id}`, input, version);
}

export function useUpdateWorkflow({ onSuccess }: { onSuccess?: () => void } = {}) {
  return useMutation({
    mutationFn: updateWorkflow,
    onSuccess,
    meta: mutationMeta<WorkflowDetail, WorkflowUpdate & { id: number; version?: number }>({
      success: () => ({ title: 'Workflow updated', variant: 'success' }),
      error: 'Failed to update workflow',
      invalidates: [queryKeys.workflows.all],
    }),
  });
}
