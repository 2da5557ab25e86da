import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { toast } from '@web/lib/toast';
import type { Event, EventCreate } from '@shared/schemas/event';
import { invalidateEventQueries } from './invalidate-events';

/** POST /api/events. */
export function createEvent(input: EventCreate): Promise<Event> {
  return api.post<Event>('/api/events', input);
}

/** Adds an event, refreshes the lists and shows its toasts. */
export function useCreateEvent(onSuccess?: (event: Event) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createEvent,
    onSuccess: async (event) => {
      toast({ title: 'Event Added', description: `${event.name} has been added.` });
      onSuccess?.(event);
      await invalidateEventQueries(queryClient, event.id);
    },
    onError: (error) => {
      toast({
        title: 'Error',
        description: error.message || 'Failed to add event',
        variant: 'destructive',
      });
    },
  });
}
