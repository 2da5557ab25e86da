import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserSummary } from '@shared/schemas/user';
import { api } from '@web/lib/api-client';

/** GET /api/users: everyone who has signed in, by name — the reviewers one can pick. */
export function getReviewerOptions(signal?: AbortSignal) {
  return api.get<UserSummary[]>('/api/users', undefined, signal);
}

export function reviewerOptionsQueryOptions() {
  return queryOptions({
    queryKey: ['/api/users'],
    queryFn: ({ signal }) => getReviewerOptions(signal),
  });
}

export function useReviewerOptions(enabled = true) {
  return useQuery({ ...reviewerOptionsQueryOptions(), enabled });
}
