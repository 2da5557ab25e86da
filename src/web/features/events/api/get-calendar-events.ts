import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiListPage } from '@web/lib/api-client';
import type { CalendarEvent } from '@shared/schemas/event-calendar';
import type { EventListParams } from './get-events';

/** The list's filters the calendar applies too. */
export type CalendarFilters = Pick<EventListParams, 'q' | 'type' | 'priority'>;

/** GET /api/events/calendar parameters: the visible days and the list's filters. */
export type CalendarParams = CalendarFilters & { from: string; to: string };

export type CalendarPage = { events: CalendarEvent[]; total: number };

/** The events a calendar range shows, and how many matched (more than answered past the cap). */
export async function getCalendarEvents(
  params: CalendarParams,
  signal?: AbortSignal,
): Promise<CalendarPage> {
  const { items, total } = await apiListPage<CalendarEvent>('/api/events/calendar', params, signal);
  return { events: items, total };
}

/** Query options of a calendar range; the key starts with '/api/events' so mutations refresh it. */
export function calendarEventsQueryOptions(params: CalendarParams) {
  return queryOptions({
    queryKey: ['/api/events', { ...params }, 'calendar'],
    queryFn: ({ signal }) => getCalendarEvents(params, signal),
  });
}

/** Calendar range hook; the previous month stays on screen while the next one loads. */
export function useCalendarEvents(params: CalendarParams) {
  return useQuery({ ...calendarEventsQueryOptions(params), placeholderData: keepPreviousData });
}
