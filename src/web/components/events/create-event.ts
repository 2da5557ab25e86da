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
 * Added'); the asset upload dialog's Add New Event creates one ('Event Created'). `undo` also
 * takes it off the form it was made from, where there is one.
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
    success: (event, undo) => ({
      title: 'Event Created',
      description: `“${event.name}” has been added.`,
      duration: UNDO_DURATION_MS,
      // No 'View': it would leave the upload dialog unsaved.
      actions: [undo(event)],
    }),
    error: () => 'Failed to create event. Please try again.',
  },
};

/**
 * Creates an event; every events list and the dashboard refetch. `onUndone`: the toast's Undo
 * deleted it (made from inside another form, which then lets go of it).
 */
export function useCreateEvent({
  onSuccess,
  onUndone,
  wording = 'added',
}: {
  onSuccess?: (event: Event) => void;
  onUndone?: (event: Event) => void;
  wording?: 'added' | 'created';
} = {}) {
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
      success: (event) => success(event, (made) => undo(made, onUndone)),
      error,
      invalidates: eventDependents(),
    }),
  });
}
