import { useMutation } from '@tanstack/react-query';
import type { Event } from '@shared/schemas/event';
import type { EventStatusBulkResult } from '@shared/schemas/event-status';
import { eventDependents } from '@web/components/events/event-dependents';
import { api } from '@web/lib/api-client';
import { formatLabel } from '@web/lib/format';
import { mutationMeta } from '@web/lib/query-client';
import { countOf, pluralWord } from '@shared/plural';

type StatusChange = { id: number; status: string };
type BulkStatusChange = { ids: number[]; status: string };

/**
 * PUT /api/events/{id} with the status alone, without If-Match: the menu changes one field as
 * the person sees it now, so an edit of another field meanwhile is no conflict.
 */
export function setEventStatus({ id, status }: StatusChange): Promise<Event> {
  return api.put<Event>(`/api/events/${id}`, { status });
}

/** POST /api/events/status: one status for every event chosen, all or none. */
export function setEventsStatus(change: BulkStatusChange): Promise<EventStatusBulkResult> {
  return api.post<EventStatusBulkResult>('/api/events/status', change);
}

/** The event page's status menu: 'Status Updated', every events list and the event refetch. */
export function useSetEventStatus() {
  return useMutation({
    mutationFn: setEventStatus,
    meta: mutationMeta<Event, StatusChange>({
      success: (event) => ({
        title: 'Status Updated',
        description: `${event.name} is now ${formatLabel(event.status)}.`,
      }),
      error: 'Failed to update status',
      invalidates: eventDependents(),
    }),
  });
}

/** The table's Set status for the rows chosen. */
export function useSetEventsStatus(onSuccess?: () => void) {
  return useMutation({
    mutationFn: setEventsStatus,
    onSuccess,
    meta: mutationMeta<EventStatusBulkResult, BulkStatusChange>({
      success: (result, change) => ({
        title: 'Status Updated',
        description: `${countOf(result.events.length, 'event')} ${pluralWord(result.events.length, 'is', 'are')} now ${formatLabel(change.status)}.`,
      }),
      error: 'Failed to update status',
      invalidates: eventDependents(),
    }),
  });
}
