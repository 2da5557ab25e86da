import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { toast } from '@web/lib/toast';
import type { Event, EventUpdate } from '@shared/schemas/event';
import { invalidateEventQueries } from './invalidate-events';

/** PUT /api/events/{id}. */
export function updateEvent(id: number, patch: EventUpdate): Promise<Event> {
  return api.put<Event>(`/api/events/${id}`, patch);
}

/** Updates an event, refreshes lists, the event and its edit history, and shows its toasts. */
export function useUpdateEvent(id: number, onSuccess?: (event: Event) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: EventUpdate) => updateEvent(id, patch),
    onSuccess: async (event) => {
      toast({ title: 'Event Updated', description: `${event.name} has been updated.` });
      onSuccess?.(event);
      await invalidateEventQueries(queryClient, id);
    },
    onError: (error) => {
      toast({
        title: 'Error',
        description: error.message || 'Failed to update event',
        variant: 'destructive',
      });
    },
  });
}
