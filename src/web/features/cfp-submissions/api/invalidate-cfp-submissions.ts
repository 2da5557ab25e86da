import type { QueryClient } from '@tanstack/react-query';

/** After a submission changes, its lists, the events (CFP counts) and the dashboard refetch. */
export function invalidateCfpQueries(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: ({ queryKey: [path] }) =>
      typeof path === 'string' &&
      (path === '/api/cfp-submissions' ||
        path === '/api/events' ||
        path.startsWith('/api/dashboard')),
  });
}
