import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WorkflowDetail } from '@shared/schemas/approval-workflow';
import { api } from '@web/lib/api-client';
import { WORKFLOWS_KEY } from './get-workflows';

/** Key of one workflow; it sits under the list key so a list invalidation refreshes it too. */
export const workflowKey = (id: number) => [WORKFLOWS_KEY, id] as const;

/** GET /api/approval-workflows/{id}: the workflow with reviewers, comments and history. */
export function getWorkflow(id: number, signal?: AbortSignal) {
  return api.get<WorkflowDetail>(`${WORKFLOWS_KEY}/${id}`, undefined, signal);
}

export function workflowQueryOptions(id: number) {
  return queryOptions({
    queryKey: workflowKey(id),
    queryFn: ({ signal }) => getWorkflow(id, signal),
    retry: false,
  });
}

export function useWorkflow(id: number) {
  return useQuery({ ...workflowQueryOptions(id), enabled: Number.isInteger(id) && id > 0 });
}
