import { queryOptions, type QueryKey } from '@tanstack/react-query';
import type { CfpStatus } from '@shared/domain';
import type { CfpSubmission } from '@shared/schemas/cfp-submission';
import type { ListPage, RecordListParams } from '@web/components/records/record-list-page';
import { apiListPage } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/** What refetches after a submission changes: its lists, the events (CFP counts), the dashboard. */
export const CFP_DEPENDENTS: QueryKey[] = [
  queryKeys.cfpSubmissions.all,
  queryKeys.events.all,
  queryKeys.dashboard.all,
];

/** GET /api/cfp-submissions filters; the API searches, filters, sorts and pages. */
export type CfpSubmissionListParams = RecordListParams & {
  status?: CfpStatus;
  q?: string;
};

/** One page of submissions and the filtered total. */
export function getCfpSubmissions(
  params: CfpSubmissionListParams,
  signal?: AbortSignal,
): Promise<ListPage<CfpSubmission>> {
  return apiListPage<CfpSubmission>(queryKeys.cfpSubmissions.path, params, signal);
}

export function cfpSubmissionsQueryOptions(params: CfpSubmissionListParams) {
  return queryOptions({
    queryKey: queryKeys.cfpSubmissions.list(params),
    queryFn: ({ signal }) => getCfpSubmissions(params, signal),
  });
}
