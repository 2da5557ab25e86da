import type { QueryClient } from '@tanstack/react-query';

/** After an attendee changes, its lists, the events (counts) and the dashboard refetch. */
export function invalidateAttendeeQueries(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: ({ queryKey: [path] }) =>
      typeof path === 'string' &&
      (path === '/api/attendees' || path === '/api/events' || path.startsWith('/api/dashboard')),
  });
}
