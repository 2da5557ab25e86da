import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isVersionConflict } from '@web/components/records/version-conflict';
import { api } from '@web/lib/api-client';
import { toast } from '@web/lib/toast';
import type { Event, EventUpdate } from '@shared/schemas/event';
import { invalidateEventQueries } from './invalidate-events';

/** PUT /api/events/{id}; with the version the form opened, 412 if it changed since. */
export function updateEvent(id: number, patch: EventUpdate, version?: number): Promise<Event> {
  return api.put<Event>(`/api/events/${id}`, patch, version);
}

/**
 * Updates an event, refreshes lists, the event and its edit history, and shows its toasts; a
 * version conflict is left to the dialog's conflict view.
 */
export function useUpdateEvent(id: number, onSuccess?: (event: Event) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ patch, version }: { patch: EventUpdate; version?: number }) =>
      updateEvent(id, patch, version),
    onSuccess: async (event) => {
      toast({ title: 'Event Updated', description: `${event.name} has been updated.` });
      onSuccess?.(event);
      await invalidateEventQueries(queryClient, id);
    },
    onError: (error) => {
      if (isVersionConflict(error)) return;
      toast({
        title: 'Error',
        description: error.message || 'Failed to update event',
        variant: 'destructive',
      });
    },
  });
}
