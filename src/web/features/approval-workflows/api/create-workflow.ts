import { useMutation } from '@tanstack/react-query';
import type { WorkflowCreate, WorkflowDetail } from '@shared/schemas/approval-workflow';
import { api } from '@web/lib/api-client';
import { mutationMeta } from '@web/lib/query-client';
import { queryKeys } from '@web/lib/query-keys';
import { viewAction } from '@web/lib/toast';
import { UNDO_DURATION_MS, useUndoCreation } from '@web/lib/undo-creation';

/** POST /api/approval-workflows; the API makes the signed-in user the requester. */
export function createWorkflow(input: WorkflowCreate) {
  return api.post<WorkflowDetail>(queryKeys.workflows.path, input);
}

/** Creates a workflow, refreshes the lists and shows its toasts. */
export function useCreateWorkflow({
  onSuccess,
}: { onSuccess?: (workflow: WorkflowDetail) => void } = {}) {
  const undo = useUndoCreation<WorkflowDetail>({
    keys: queryKeys.workflows,
    label: (workflow) => `"${workflow.title}"`,
    dependents: [queryKeys.workflows.all],
    page: { of: (workflow) => `/approval-workflows/${workflow.id}`, list: '/approval-workflows' },
  });
  return useMutation({
    mutationFn: createWorkflow,
    onSuccess,
    meta: mutationMeta<WorkflowDetail, WorkflowCreate>({
      success: (workflow) => ({
        title: 'Workflow created',
        description: workflow.title,
        variant: 'success',
        duration: UNDO_DURATION_MS,
        actions: [viewAction(`/approval-workflows/${workflow.id}`, workflow.title), undo(workflow)],
      }),
      error: 'Failed to create workflow',
      invalidates: [queryKeys.workflows.all],
    }),
  });
}
