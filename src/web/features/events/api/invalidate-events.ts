import type { QueryClient } from '@tanstack/react-query';

/** After an event changes, every events list, the event, its history and the dashboard refetch. */
export function invalidateEventQueries(queryClient: QueryClient, id?: number): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: (query) => {
      const [path] = query.queryKey;
      if (typeof path !== 'string') return false;
      if (path === '/api/events' || path.startsWith('/api/dashboard')) return true;
      return id !== undefined && path === `/api/edit-history/events/${id}`;
    },
  });
}
