import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WorkflowDetail, WorkflowUpdate } from '@shared/schemas/approval-workflow';
import { api } from '@web/lib/api-client';
import { toast } from '@web/lib/toast';
import { WORKFLOWS_KEY } from './get-workflows';

/** PUT /api/approval-workflows/{id} (requester or admin); reviewerIds replaces the set. */
export function updateWorkflow({ id, ...input }: WorkflowUpdate & { id: number }) {
  return api.put<WorkflowDetail>(`${WORKFLOWS_KEY}/${id}`, input);
}

export function useUpdateWorkflow({ onSuccess }: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateWorkflow,
    onSuccess: async () => {
      toast({ title: 'Workflow updated', variant: 'success' });
      onSuccess?.();
      await queryClient.invalidateQueries({ queryKey: [WORKFLOWS_KEY] });
    },
    onError: (error) => {
      toast({
        title: 'Error',
        description: `Failed to update workflow: ${error.message}`,
        variant: 'destructive',
      });
    },
  });
}
