import { useMutation } from '@tanstack/react-query';
import type { Event, EventCreate } from '@shared/schemas/event';
import { api } from '@web/lib/api-client';
import { mutationMeta } from '@web/lib/query-client';

/** POST /api/events from the upload dialog's Add New Event (the events screen's form). */
export function createEvent(input: EventCreate): Promise<Event> {
  return api.post<Event>('/api/events', input);
}

/** Creates the event; toasts 'Event Created' or 'Failed to create event. Please try again.'. */
export function useCreateEvent({ onSuccess }: { onSuccess?: (event: Event) => void } = {}) {
  return useMutation({
    mutationFn: createEvent,
    onSuccess,
    meta: mutationMeta<Event, EventCreate>({
      success: (event) => ({
        title: 'Event Created',
        description: `“${event.name}” has been added.`,
      }),
      error: () => 'Failed to create event. Please try again.',
      invalidates: [['/api/events'], ['/api/dashboard']],
    }),
  });
}
