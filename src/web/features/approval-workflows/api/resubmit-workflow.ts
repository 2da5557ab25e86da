import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WorkflowDetail, WorkflowResubmitInput } from '@shared/schemas/approval-workflow';
import { api } from '@web/lib/api-client';
import { toast } from '@web/lib/toast';
import { workflowKey } from './get-workflow';
import { WORKFLOWS_KEY } from './get-workflows';

/** POST /api/approval-workflows/{id}/resubmissions by the requester after changes were requested. */
export function resubmitWorkflow({ id, ...input }: WorkflowResubmitInput & { id: number }) {
  return api.post<WorkflowDetail>(`${WORKFLOWS_KEY}/${id}/resubmissions`, input);
}

/** Sends the workflow back to review; the answer carries the reset decisions, shown at once. */
export function useResubmitWorkflow({ onSuccess }: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resubmitWorkflow,
    onSuccess: async (workflow) => {
      queryClient.setQueryData(workflowKey(workflow.id), workflow);
      toast({ title: 'Workflow resubmitted', variant: 'success' });
      onSuccess?.();
      await queryClient.invalidateQueries({ queryKey: [WORKFLOWS_KEY] });
    },
    onError: (error) => {
      toast({
        title: 'Error',
        description: `Failed to resubmit workflow: ${error.message}`,
        variant: 'destructive',
      });
    },
  });
}
