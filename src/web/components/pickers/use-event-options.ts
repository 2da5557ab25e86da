import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Event } from '@shared/schemas/event';
import { api } from '@web/lib/api-client';
import { useDebouncedValue } from '@web/lib/use-debounced-value';
import { queryKeys } from '@web/lib/query-keys';

/** The fields of an event the picker shows. */
export type EventOption = Pick<Event, 'id' | 'name' | 'startDate'>;

/** Up to 20 events matching `search`, by name; searching runs in the API. */
export function useEventOptions(search: string, enabled: boolean) {
  const q = useDebouncedValue(search.trim());
  const params = { q: q || undefined, limit: 20, sort: 'name' };
  return useQuery({
    queryKey: queryKeys.events.picker(params),
    queryFn: ({ signal }) => api.get<EventOption[]>(queryKeys.events.path, params, signal),
    enabled,
    placeholderData: keepPreviousData,
  });
}

/** The selected event, fetched only when it is not among the options already known. */
export function useSelectedEvent(id: number | null | undefined, known: EventOption | undefined) {
  const query = useQuery({
    // The same key and shape as the event detail query, so both share one cache entry.
    queryKey: queryKeys.events.one(id ?? 0),
    queryFn: ({ signal }) => api.get<Event>(`/api/events/${id}`, undefined, signal),
    enabled: typeof id === 'number' && !known,
  });
  return known ?? query.data;
}
