import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WorkflowComment } from '@shared/schemas/approval-workflow';
import { api } from '@web/lib/api-client';
import { toast } from '@web/lib/toast';
import { workflowKey } from './get-workflow';
import { WORKFLOWS_KEY } from './get-workflows';

/** POST /api/approval-workflows/{id}/comments. */
export function addWorkflowComment({ id, comment }: { id: number; comment: string }) {
  return api.post<WorkflowComment>(`${WORKFLOWS_KEY}/${id}/comments`, { comment });
}

export function useAddWorkflowComment({ onSuccess }: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addWorkflowComment,
    onSuccess: async (_comment, { id }) => {
      toast({ title: 'Comment added', variant: 'success' });
      onSuccess?.();
      await queryClient.invalidateQueries({ queryKey: workflowKey(id) });
    },
    onError: (error) => {
      toast({
        title: 'Error',
        description: `Failed to add comment: ${error.message}`,
        variant: 'destructive',
      });
    },
  });
}
