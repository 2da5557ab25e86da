import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WORKFLOW_STATUSES } from '@shared/domain';
import type { WorkflowCard } from '@shared/schemas/approval-workflow';
import { api } from '@web/lib/api-client';

export type WorkflowStatus = (typeof WORKFLOW_STATUSES)[number];

/** Root of every workflow list key, for invalidation after a change. */
export const WORKFLOWS_KEY = '/api/approval-workflows';

/** GET /api/approval-workflows, newest first; the status filter runs in the API. */
export function getWorkflows(status?: WorkflowStatus, signal?: AbortSignal) {
  return api.get<WorkflowCard[]>(WORKFLOWS_KEY, { status }, signal);
}

export function workflowsQueryOptions(status?: WorkflowStatus) {
  return queryOptions({
    queryKey: [WORKFLOWS_KEY, { status: status ?? null }],
    queryFn: ({ signal }) => getWorkflows(status, signal),
  });
}

export function useWorkflows(status?: WorkflowStatus) {
  return useQuery(workflowsQueryOptions(status));
}
