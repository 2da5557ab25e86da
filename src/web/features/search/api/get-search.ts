import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { SearchResponse } from '@shared/schemas/search';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';
import { useDebouncedValue } from '@web/lib/use-debounced-value';

/** How long the palette waits after the last key before it asks. */
export const SEARCH_DEBOUNCE_MS = 200;

/**
 * GET /api/search for `text` once typing pauses. A request a newer text supersedes is
 * cancelled: the query hands its signal to fetch, and the query left without an observer
 * aborts it. The previous answer stays on screen until the next arrives.
 */
export function useSearchResults(text: string) {
  const q = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const params = { q };
  const query = useQuery({
    queryKey: queryKeys.search.results(params),
    queryFn: ({ signal }) => api.get<SearchResponse>(queryKeys.search.path, params, signal),
    enabled: q !== '',
    placeholderData: keepPreviousData,
  });
  return { ...query, q };
}
