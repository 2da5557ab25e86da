import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EventDeletion } from '@shared/schemas/event-deletion';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/** GET /api/events/{id}/deletion: what deleting it takes with it, and whether the viewer may. */
export function getEventDeletion(id: number, signal?: AbortSignal): Promise<EventDeletion> {
  return api.get<EventDeletion>(`/api/events/${id}/deletion`, undefined, signal);
}

/** Read fresh each time the confirmation opens: records come and go. */
export function eventDeletionQueryOptions(id: number) {
  return queryOptions({
    queryKey: queryKeys.events.deletion(id),
    queryFn: ({ signal }) => getEventDeletion(id, signal),
    staleTime: 0,
    gcTime: 0,
  });
}

export function useEventDeletion(id: number | null) {
  return useQuery({ ...eventDeletionQueryOptions(id ?? 0), enabled: id !== null });
}
