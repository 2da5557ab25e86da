import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiListPage } from '@web/lib/api-client';
import type { Event } from '@shared/schemas/event';
import type { EventWhen } from '@shared/schemas/event-list-query';
import { queryKeys } from '@web/lib/query-keys';

/** GET /api/events parameters: filters, sort ('-name' for descending) and paging. */
export type EventListParams = {
  q?: string;
  type?: string;
  priority?: string;
  status?: string;
  /** Upcoming or past as of `today` (the browser's local date); all when absent. */
  when?: EventWhen;
  today?: string;
  sort?: string;
  limit?: number;
  offset?: number;
};

export type EventPage = { events: Event[]; total: number };

/** One page of events and the filtered total from X-Total-Count. */
export async function getEvents(params: EventListParams, signal?: AbortSignal): Promise<EventPage> {
  const { items, total } = await apiListPage<Event>(queryKeys.events.path, params, signal);
  return { events: items, total };
}

/** Query options of an events page, under the events' key so their writes refresh it. */
export function eventsQueryOptions(params: EventListParams) {
  return queryOptions({
    queryKey: queryKeys.events.list(params),
    queryFn: ({ signal }) => getEvents(params, signal),
  });
}

/** Events page hook; the previous page stays on screen while the next one loads. */
export function useEvents(params: EventListParams) {
  return useQuery({ ...eventsQueryOptions(params), placeholderData: keepPreviousData });
}
