import { useMutation } from '@tanstack/react-query';
import type { WorkflowDetail, WorkflowUpdate } from '@shared/schemas/approval-workflow';
import { api } from '@web/lib/api-client';
import { mutationMeta } from '@web/lib/query-client';
import { WORKFLOWS_KEY } from './get-workflows';

/**
 * PUT /api/approval-workflows/{id} (requester or admin); reviewerIds replaces the set. `version`
 * goes out as If-Match: a workflow changed since (a decision included) answers 412.
 */
export function updateWorkflow({
  id,
  version,
  ...input
}: WorkflowUpdate & { id: number; version?: number }) {
  return api.put<WorkflowDetail>(`${WORKFLOWS_KEY}/${id}`, input, version);
}

export function useUpdateWorkflow({ onSuccess }: { onSuccess?: () => void } = {}) {
  return useMutation({
    mutationFn: updateWorkflow,
    onSuccess,
    meta: mutationMeta<WorkflowDetail, WorkflowUpdate & { id: number; version?: number }>({
      success: () => ({ title: 'Workflow updated', variant: 'success' }),
      error: 'Failed to update workflow',
      invalidates: [[WORKFLOWS_KEY]],
    }),
  });
}
