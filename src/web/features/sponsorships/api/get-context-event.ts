import { useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import type { Event } from '@shared/schemas/event';

/** GET /api/events/{id}: the event named by `?eventId=`, shown as the list's context. */
export function useContextEvent(id: number | undefined) {
  return useQuery({
    queryKey: ['/api/events', id],
    queryFn: ({ signal }) => api.get<Event>(`/api/events/${id}`, undefined, signal),
    enabled: id !== undefined,
  });
}
