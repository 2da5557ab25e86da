import { useMutation } from '@tanstack/react-query';
import type { Event, EventCreate } from '@shared/schemas/event';
import { api } from '@web/lib/api-client';
import { mutationMeta } from '@web/lib/query-client';
import { queryKeys } from '@web/lib/query-keys';
import { viewAction, type ToastAction, type ToastInput } from '@web/lib/toast';
import { UNDO_DURATION_MS, useUndoCreation } from '@web/lib/undo-creation';
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
  {
    success: (event: Event, undo: (event: Event) => ToastAction) => ToastInput;
    error: string | (() => string);
  }
> = {
  added: {
    success: (event, undo) => ({
      title: 'Event Added',
      description: `${event.name} has been added.`,
      duration: UNDO_DURATION_MS,
      actions: [viewAction(`/events/${event.id}`, event.name), undo(event)],
    }),
    error: 'Failed to add event',
  },
  created: {
    success: (event) => ({
      title: 'Event Created',
      description: `“${event.name}” has been added.`,
      // No 'View' (it would leave the upload dialog unsaved) nor 'Undo' (the dialog has picked it).
    }),
    error: () => 'Failed to create event. Please try again.',
  },
};

/** Creates an event; every events list and the dashboard refetch. */
export function useCreateEvent({
  onSuccess,
  wording = 'added',
}: { onSuccess?: (event: Event) => void; wording?: 'added' | 'created' } = {}) {
  const undo = useUndoCreation<Event>({
    keys: queryKeys.events,
    label: (event) => event.name,
    dependents: eventDependents(),
    page: { of: (event) => `/events/${event.id}`, list: '/events' },
  });
  const { success, error } = WORDING[wording];
  return useMutation({
    mutationFn: createEvent,
    onSuccess,
    meta: mutationMeta<Event, EventCreate>({
      success: (event) => success(event, undo),
      error,
      invalidates: eventDependents(),
    }),
  });
}
