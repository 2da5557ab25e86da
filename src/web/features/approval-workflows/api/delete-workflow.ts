import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { toast } from '@web/lib/toast';
import { workflowKey } from './get-workflow';
import { WORKFLOWS_KEY } from './get-workflows';

/** DELETE /api/approval-workflows/{id} (requester or admin). */
export function deleteWorkflow(id: number) {
  return api.delete(`${WORKFLOWS_KEY}/${id}`);
}

export function useDeleteWorkflow({ onSuccess }: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteWorkflow,
    onSuccess: async (_data, id) => {
      toast({ title: 'Workflow deleted', variant: 'success' });
      queryClient.removeQueries({ queryKey: workflowKey(id) });
      onSuccess?.();
      await queryClient.invalidateQueries({ queryKey: [WORKFLOWS_KEY] });
    },
    onError: (error) => {
      toast({
        title: 'Error',
        description: `Failed to delete workflow: ${error.message}`,
        variant: 'destructive',
      });
    },
  });
}
