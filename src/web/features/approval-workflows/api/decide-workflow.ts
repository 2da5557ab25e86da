import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WorkflowDecisionInput, WorkflowDetail } from '@shared/schemas/approval-workflow';
import { api } from '@web/lib/api-client';
import { mutationMeta } from '@web/lib/query-client';
import { workflowKey } from './get-workflow';
import { WORKFLOWS_KEY } from './get-workflows';

const DECISION_TOASTS = {
  approved: 'Workflow approved',
  rejected: 'Workflow rejected',
  changes_requested: 'Changes requested',
} as const;

/** POST /api/approval-workflows/{id}/decisions by an assigned reviewer. */
export function decideWorkflow({ id, ...input }: WorkflowDecisionInput & { id: number }) {
  return api.post<WorkflowDetail>(`${WORKFLOWS_KEY}/${id}/decisions`, input);
}

/** Records the decision; the answer carries the new status, so the detail updates at once. */
export function useDecideWorkflow({ onSuccess }: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideWorkflow,
    onSuccess: (workflow) => {
      queryClient.setQueryData(workflowKey(workflow.id), workflow);
      onSuccess?.();
    },
    meta: mutationMeta<WorkflowDetail, WorkflowDecisionInput & { id: number }>({
      success: (_workflow, input) => ({
        title: DECISION_TOASTS[input.decision],
        variant: 'success',
      }),
      error: 'Failed to record decision',
      invalidates: [[WORKFLOWS_KEY]],
    }),
  });
}
