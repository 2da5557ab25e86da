import { queryOptions } from '@tanstack/react-query';
import type { Stakeholder } from '@shared/schemas/stakeholder';
import { apiListPage } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/** GET /api/stakeholders parameters: one role's tab (all when absent) and the page. */
export type StakeholderListParams = { role?: string; limit: number; offset: number };

/** One page of stakeholders by name, and how many the role has. */
export function getStakeholders(params: StakeholderListParams, signal?: AbortSignal) {
  return apiListPage<Stakeholder>(queryKeys.stakeholders.path, params, signal);
}

export function stakeholdersQueryOptions(params: StakeholderListParams) {
  return queryOptions({
    queryKey: queryKeys.stakeholders.list(params),
    queryFn: ({ signal }) => getStakeholders(params, signal),
  });
}
