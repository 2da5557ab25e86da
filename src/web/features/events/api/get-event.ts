import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import type { Event } from '@shared/schemas/event';
import { queryKeys } from '@web/lib/query-keys';

/** GET /api/events/{id}. */
export function getEvent(id: number, signal?: AbortSignal): Promise<Event> {
  return api.get<Event>(`/api/events/${id}`, undefined, signal);
}

export function eventQueryOptions(id: number) {
  return queryOptions({
    queryKey: queryKeys.events.one(id),
    queryFn: ({ signal }) => getEvent(id, signal),
  });
}

/** One event; disabled while the id is not a number. */
export function useEvent(id: number | null) {
  return useQuery({ ...eventQueryOptions(id ?? 0), enabled: id !== null });
}
