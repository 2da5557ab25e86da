import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WorkflowDetail, WorkflowResubmitInput } from '@shared/schemas/approval-workflow';
import { api } from '@web/lib/api-client';
import { mutationMeta } from '@web/lib/query-client';
import { queryKeys } from '@web/lib/query-keys';

/** POST /api/approval-workflows/{id}/resubmissions by the requester after changes were requested. */
export function resubmitWorkflow({ id, ...input }: WorkflowResubmitInput & { id: number }) {
  return api.post<WorkflowDetail>(`${queryKeys.workflows.path}/${id}/resubmissions`, input);
}

/** Sends the workflow back to review; the answer carries the reset decisions, shown at once. */
export function useResubmitWorkflow({ onSuccess }: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resubmitWorkflow,
    onSuccess: (workflow) => {
      queryClient.setQueryData(queryKeys.workflows.one(workflow.id), workflow);
      onSuccess?.();
    },
    meta: mutationMeta<WorkflowDetail, WorkflowResubmitInput & { id: number }>({
      success: () => ({ title: 'Workflow resubmitted', variant: 'success' }),
      error: 'Failed to resubmit workflow',
      invalidates: [queryKeys.workflows.all],
    }),
  });
}
