import { QueryClient, type QueryFunction } from '@tanstack/react-query';
import { apiRequest, type QueryParams } from './api-client';

/**
 * The default fetcher: GET on the first element of the query key, with the second element
 * as query parameters (null values skipped). `['/api/attendees', { eventId: 3 }]`.
 */
export const defaultQueryFn: QueryFunction = ({ queryKey, signal }) => {
  const [path, params] = queryKey;
  if (typeof path !== 'string')
    throw new Error('The first element of a query key must be an API path');
  const query = params && typeof params === 'object' ? (params as QueryParams) : undefined;
  return apiRequest(path, { params: query, signal });
};

/** Cache settings: 5 minutes fresh and kept, one retry, no refetch on window focus. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: defaultQueryFn,
        staleTime: 300_000,
        gcTime: 300_000,
        retry: 1,
        refetchOnWindowFocus: false,
      },
    },
  });
}

export const queryClient = createQueryClient();
