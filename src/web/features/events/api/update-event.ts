import { useMutation } from '@tanstack/react-query';
import type { Event, EventUpdate } from '@shared/schemas/event';
import { api } from '@web/lib/api-client';
import { mutationMeta } from '@web/lib/query-client';
import { eventDependents } from '@web/components/events/event-dependents';

type EventSave = { patch: EventUpdate; version?: number };

/** PUT /api/events/{id}; with the version the form opened, 412 if it changed since. */
export function updateEvent(id: number, patch: EventUpdate, version?: number): Promise<Event> {
  return api.put<Event>(`/api/events/${id}`, patch, version);
}

/** A version conflict is left to the dialog's conflict view. */
export function useUpdateEvent(id: number, onSuccess?: (event: Event) => void) {
  return useMutation({
    mutationFn: ({ patch, version }: EventSave) => updateEvent(id, patch, version),
    onSuccess,
    meta: mutationMeta<Event, EventSave>({
      success: (event) => ({
        title: 'Event Updated',
        description: `${event.name} has been updated.`,
      }),
      error: 'Failed to update event',
      invalidates: eventDependents(),
    }),
  });
}
