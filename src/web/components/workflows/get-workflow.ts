import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WorkflowDetail } from '@shared/schemas/approval-workflow';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/** GET /api/approval-workflows/{id}: the workflow with reviewers, comments and history. */
export function getWorkflow(id: number, signal?: AbortSignal) {
  return api.get<WorkflowDetail>(`${queryKeys.workflows.path}/${id}`, undefined, signal);
}

export function workflowQueryOptions(id: number) {
  return queryOptions({
    queryKey: queryKeys.workflows.one(id),
    queryFn: ({ signal }) => getWorkflow(id, signal),
    retry: false,
  });
}

export function useWorkflow(id: number) {
  return useQuery({ ...workflowQueryOptions(id), enabled: Number.isInteger(id) && id > 0 });
}
