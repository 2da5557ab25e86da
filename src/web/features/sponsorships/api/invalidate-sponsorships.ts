import type { QueryClient } from '@tanstack/react-query';

/** After a sponsorship changes, its lists, the events (counts) and the dashboard refetch. */
export function invalidateSponsorshipQueries(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: ({ queryKey: [path] }) =>
      typeof path === 'string' &&
      (path === '/api/sponsorships' || path === '/api/events' || path.startsWith('/api/dashboard')),
  });
}
