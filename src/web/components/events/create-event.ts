import { useMutation } from '@tanstack/react-query';
import type { Event, EventCreate } from '@shared/schemas/event';
import { api } from '@web/lib/api-client';
import { mutationMeta } from '@web/lib/query-client';
import { viewAction, type ToastInput } from '@web/lib/toast';
import { eventDependents } from './event-dependents';

/** POST /api/events. */
export function createEvent(input: EventCreate): Promise<Event> {
  return api.post<Event>('/api/events', input);
}

/**
 * The product's words for a new event where it is made: the events screen adds one ('Event
 * Added'); the asset upload dialog's Add New Event creates one ('Event Created').
 */
const WORDING: Record<
  'added' | 'created',
  { success: (event: Event) => ToastInput; error: string | (() => string) }
> = {
  added: {
    success: (event: Event) => ({
      title: 'Event Added',
      description: `${event.name} has been added.`,
      action: viewAction(`/events/${event.id}`, event.name),
    }),
    error: 'Failed to add event',
  },
  created: {
    success: (event: Event) => ({
      title: 'Event Created',
      description: `“${event.name}” has been added.`,
      // No 'View': it would leave the upload dialog the event was made from, unsaved.
    }),
    error: () => 'Failed to create event. Please try again.',
  },
};

/** Creates an event; every events list and the dashboard refetch. */
export function useCreateEvent({
  onSuccess,
  wording = 'added',
}: { onSuccess?: (event: Event) => void; wording?: 'added' | 'created' } = {}) {
  return useMutation({
    mutationFn: createEvent,
    onSuccess,
    meta: mutationMeta<Event, EventCreate>({ ...WORDING[wording], invalidates: eventDependents() }),
  });
}
