import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CfpSubmission } from '@shared/schemas/cfp-submission';
import { apiListPage } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/** GET /api/cfp-submissions?eventId=: the talks a trip report can name, those of the trip's event. */
export function eventSubmissionsQueryOptions(eventId: number) {
  const params = { eventId, limit: 100, offset: 0, sort: 'title' };
  return queryOptions({
    queryKey: queryKeys.cfpSubmissions.list(params),
    queryFn: ({ signal }) =>
      apiListPage<CfpSubmission>(queryKeys.cfpSubmissions.path, params, signal),
    select: (page) => page.items,
  });
}

export function useEventSubmissions(eventId: number) {
  return useQuery(eventSubmissionsQueryOptions(eventId));
}
