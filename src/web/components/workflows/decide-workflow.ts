import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WorkflowDecisionInput, WorkflowDetail } from '@shared/schemas/approval-workflow';
import { api } from '@web/lib/api-client';
import { mutationMeta } from '@web/lib/query-client';
import { queryKeys } from '@web/lib/query-keys';

const DECISION_TOASTS = {
  approved: 'Workflow approved',
  rejected: 'Workflow rejected',
  changes_requested: 'Changes requested',
} as const;

/**
 * POST /api/approval-workflows/{id}/decisions by an assigned reviewer: the workflow page and My
 * week on the dashboard decide through it.
 */
export function decideWorkflow({ id, ...input }: WorkflowDecisionInput & { id: number }) {
  return api.post<WorkflowDetail>(`${queryKeys.workflows.path}/${id}/decisions`, input);
}

/** Records the decision; the answer carries the new status, so the detail updates at once. */
export function useDecideWorkflow({ onSuccess }: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideWorkflow,
    onSuccess: (workflow) => {
      queryClient.setQueryData(queryKeys.workflows.one(workflow.id), workflow);
      onSuccess?.();
    },
    meta: mutationMeta<WorkflowDetail, WorkflowDecisionInput & { id: number }>({
      success: (_workflow, input) => ({
        title: DECISION_TOASTS[input.decision],
        variant: 'success',
      }),
      error: 'Failed to record decision',
      // My week lists the approvals waiting for a decision; a trip shows its workflow's outcome.
      invalidates: [queryKeys.workflows.all, queryKeys.myWeek.all, queryKeys.trips.all],
    }),
  });
}
