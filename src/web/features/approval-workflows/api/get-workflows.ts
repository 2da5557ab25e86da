import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { WORKFLOW_STATUSES } from '@shared/domain';
import type { WorkflowCard } from '@shared/schemas/approval-workflow';
import { apiListPage } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

export type WorkflowStatus = (typeof WORKFLOW_STATUSES)[number];

export type WorkflowListParams = { status?: WorkflowStatus; limit: number; offset: number };

/** GET /api/approval-workflows, newest first: one page, the status filter run in the API. */
export function getWorkflows(params: WorkflowListParams, signal?: AbortSignal) {
  return apiListPage<WorkflowCard>(queryKeys.workflows.path, params, signal);
}

export function workflowsQueryOptions(params: WorkflowListParams) {
  return queryOptions({
    queryKey: queryKeys.workflows.list(params),
    queryFn: ({ signal }) => getWorkflows(params, signal),
  });
}

/** One page of a tab; the previous page stays on screen while the next one loads. */
export function useWorkflows(params: WorkflowListParams) {
  return useQuery({ ...workflowsQueryOptions(params), placeholderData: keepPreviousData });
}
