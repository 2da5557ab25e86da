import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiListPage } from '@web/lib/api-client';
import type { CalendarEvent } from '@shared/schemas/event-calendar';
import type { EventListParams } from './get-events';
import { queryKeys } from '@web/lib/query-keys';

/** The list's filters the calendar applies too. */
export type CalendarFilters = Pick<EventListParams, 'q' | 'type' | 'priority' | 'status'>;

/** GET /api/events/calendar parameters: the visible days and the list's filters. */
export type CalendarParams = CalendarFilters & { from: string; to: string };

export type CalendarPage = { events: CalendarEvent[]; total: number };

/** The events a calendar range shows, and how many matched (more than answered past the cap). */
export async function getCalendarEvents(
  params: CalendarParams,
  signal?: AbortSignal,
): Promise<CalendarPage> {
  const { items, total } = await apiListPage<CalendarEvent>(
    `${queryKeys.events.path}/calendar`,
    params,
    signal,
  );
  return { events: items, total };
}

/** Query options of a calendar range, under the events' key so their writes refresh it. */
export function calendarEventsQueryOptions(params: CalendarParams) {
  return queryOptions({
    queryKey: queryKeys.events.calendar(params),
    queryFn: ({ signal }) => getCalendarEvents(params, signal),
  });
}

/** Calendar range hook; the previous month stays on screen while the next one loads. */
export function useCalendarEvents(params: CalendarParams) {
  return useQuery({ ...calendarEventsQueryOptions(params), placeholderData: keepPreviousData });
}
