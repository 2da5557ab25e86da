import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WorkflowDetail, WorkflowUpdate } from '@shared/schemas/approval-workflow';
import { isVersionConflict } from '@web/components/records/version-conflict';
import { api } from '@web/lib/api-client';
import { toast } from '@web/lib/toast';
import { WORKFLOWS_KEY } from './get-workflows';

/**
 * PUT /api/approval-workflows/{id} (requester or admin); reviewerIds replaces the set. `version`
 * goes out as If-Match: a workflow changed since (a decision included) answers 412.
 */
export function updateWorkflow({
  id,
  version,
  ...input
}: WorkflowUpdate & { id: number; version?: number }) {
  return api.put<WorkflowDetail>(`${WORKFLOWS_KEY}/${id}`, input, version);
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
      // The edit dialog shows what changed meanwhile instead.
      if (isVersionConflict(error)) return;
      toast({
        title: 'Error',
        description: `Failed to update workflow: ${error.message}`,
        variant: 'destructive',
      });
    },
  });
}
