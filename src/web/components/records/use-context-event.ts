import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import type { Event } from '@shared/schemas/event';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/** `?eventId=` as a positive whole number, or undefined. */
export function parseEventId(value: string | null): number | undefined {
  if (!value || !/^\d+$/.test(value)) return undefined;
  const id = Number(value);
  return id > 0 && id <= 2_147_483_647 ? id : undefined;
}

/** GET /api/events/{id}: the event named by `?eventId=`, shown as the list's context. */
export function useContextEvent(id: number | undefined) {
  return useQuery({
    queryKey: queryKeys.events.one(id ?? 0),
    queryFn: ({ signal }) => api.get<Event>(`/api/events/${id}`, undefined, signal),
    enabled: id !== undefined,
  });
}

/** A record list's `?eventId=`: the id, and the event (its name once loaded) it is narrowed to. */
export function useEventContext() {
  const [searchParams] = useSearchParams();
  const eventId = parseEventId(searchParams.get('eventId'));
  const contextEvent = useContextEvent(eventId);
  const fixedEvent =
    eventId === undefined
      ? undefined
      : { id: eventId, name: contextEvent.data?.name ?? `Event #${eventId}` };
  return { eventId, fixedEvent };
}
