import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WorkflowCreate, WorkflowDetail } from '@shared/schemas/approval-workflow';
import { api } from '@web/lib/api-client';
import { toast } from '@web/lib/toast';
import { WORKFLOWS_KEY } from './get-workflows';

/** POST /api/approval-workflows; the API makes the signed-in user the requester. */
export function createWorkflow(input: WorkflowCreate) {
  return api.post<WorkflowDetail>(WORKFLOWS_KEY, input);
}

/** Creates a workflow, refreshes the lists and shows its toasts. */
export function useCreateWorkflow({
  onSuccess,
}: { onSuccess?: (workflow: WorkflowDetail) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createWorkflow,
    onSuccess: async (workflow) => {
      toast({ title: 'Workflow created', description: workflow.title, variant: 'success' });
      onSuccess?.(workflow);
      await queryClient.invalidateQueries({ queryKey: [WORKFLOWS_KEY] });
    },
    onError: (error) => {
      toast({
        title: 'Error',
        description: `Failed to create workflow: ${error.message}`,
        variant: 'destructive',
      });
    },
  });
}
