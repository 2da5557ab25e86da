import { useQuery } from '@tanstack/react-query';
import type { EventTalk } from '@shared/schemas/talk';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/**
 * GET /api/events/{id}/talks: the library talks submitted to the event. Under the event's key,
 * so submission and talk changes (which refresh the events) refresh it too.
 */
export function useEventTalks(eventId: number, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.events.talks(eventId),
    queryFn: ({ signal }) =>
      api.get<EventTalk[]>(`${queryKeys.events.path}/${eventId}/talks`, undefined, signal),
    enabled,
  });
}
