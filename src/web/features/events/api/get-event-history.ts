import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EditHistoryEntry } from '@shared/schemas/edit-history';
import { api } from '@web/lib/api-client';

/** GET /api/edit-history/events/{id}, newest first. */
export function getEventHistory(eventId: number, signal?: AbortSignal) {
  return api.get<EditHistoryEntry[]>(`/api/edit-history/events/${eventId}`, undefined, signal);
}

/** Keyed under '/api/edit-history' so an event's writes refresh it. */
export function eventHistoryQueryOptions(eventId: number) {
  return queryOptions({
    queryKey: ['/api/edit-history', 'events', eventId],
    queryFn: ({ signal }) => getEventHistory(eventId, signal),
  });
}

export function useEventHistory(eventId: number) {
  return useQuery(eventHistoryQueryOptions(eventId));
}
