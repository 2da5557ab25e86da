import { useMutation } from '@tanstack/react-query';
import type { WorkflowCreate, WorkflowDetail } from '@shared/schemas/approval-workflow';
import { api } from '@web/lib/api-client';
import { mutationMeta } from '@web/lib/query-client';
import { queryKeys } from '@web/lib/query-keys';
import { viewAction } from '@web/lib/toast';

/** POST /api/approval-workflows; the API makes the signed-in user the requester. */
export function createWorkflow(input: WorkflowCreate) {
  return api.post<WorkflowDetail>(queryKeys.workflows.path, input);
}

/** Creates a workflow, refreshes the lists and shows its toasts. */
export function useCreateWorkflow({
  onSuccess,
}: { onSuccess?: (workflow: WorkflowDetail) => void } = {}) {
  return useMutation({
    mutationFn: createWorkflow,
    onSuccess,
    meta: mutationMeta<WorkflowDetail, WorkflowCreate>({
      success: (workflow) => ({
        title: 'Workflow created',
        description: workflow.title,
        variant: 'success',
        action: viewAction(`/approval-workflows/${workflow.id}`, workflow.title),
      }),
      error: 'Failed to create workflow',
      invalidates: [queryKeys.workflows.all],
    }),
  });
}
