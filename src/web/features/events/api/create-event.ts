import { useMutation } from '@tanstack/react-query';
import type { Event, EventCreate } from '@shared/schemas/event';
import { api } from '@web/lib/api-client';
import { mutationMeta } from '@web/lib/query-client';
import { eventDependents } from './event-dependents';

/** POST /api/events. */
export function createEvent(input: EventCreate): Promise<Event> {
  return api.post<Event>('/api/events', input);
}

export function useCreateEvent(onSuccess?: (event: Event) => void) {
  return useMutation({
    mutationFn: createEvent,
    onSuccess,
    meta: mutationMeta<Event, EventCreate>({
      success: (event) => ({ title: 'Event Added', description: `${event.name} has been added.` }),
      error: 'Failed to add event',
      invalidates: eventDependents(),
    }),
  });
}
