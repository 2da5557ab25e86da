import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { UserSummary } from '@shared/schemas/user';
import { api } from '@web/lib/api-client';
import { useDebouncedValue } from '@web/lib/use-debounced-value';

const REVIEWER_OPTIONS = 20;

/** GET /api/users?q=&active=true: up to 20 people whose account is active, by name, matching `q` — reviewers one can pick. */
export function getReviewerOptions(q: string, signal?: AbortSignal) {
  return api.get<UserSummary[]>(
    '/api/users',
    { q: q || undefined, limit: REVIEWER_OPTIONS, active: 'true' },
    signal,
  );
}

export function reviewerOptionsQueryOptions(q: string) {
  return queryOptions({
    queryKey: ['/api/users', { q }],
    queryFn: ({ signal }) => getReviewerOptions(q, signal),
    placeholderData: keepPreviousData,
  });
}

/** The reviewers matching `search` (debounced); searching runs in the API. */
export function useReviewerOptions(search: string, enabled = true) {
  const q = useDebouncedValue(search.trim());
  return useQuery({ ...reviewerOptionsQueryOptions(q), enabled });
}
