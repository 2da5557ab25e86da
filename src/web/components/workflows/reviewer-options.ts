import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { UserSummary } from '@shared/schemas/user';
import { api } from '@web/lib/api-client';
import { useDebouncedValue } from '@web/lib/use-debounced-value';
import { queryKeys } from '@web/lib/query-keys';

const REVIEWER_OPTIONS = 20;

/** GET /api/users?q=&active=true: up to 20 people whose account is active, by name, matching `q` — reviewers one can pick. */
export function getReviewerOptions(q: string, signal?: AbortSignal) {
  return api.get<UserSummary[]>(
    queryKeys.users.path,
    { q: q || undefined, limit: REVIEWER_OPTIONS, active: 'true' },
    signal,
  );
}

export function reviewerOptionsQueryOptions(q: string) {
  return queryOptions({
    queryKey: queryKeys.users.list({ q }),
    queryFn: ({ signal }) => getReviewerOptions(q, signal),
    placeholderData: keepPreviousData,
  });
}

/** The reviewers matching `search` (debounced); searching runs in the API. */
export function useReviewerOptions(search: string, enabled = true) {
  const q = useDebouncedValue(search.trim());
  return useQuery({ ...reviewerOptionsQueryOptions(q), enabled });
}
