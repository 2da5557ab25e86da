import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { toast } from '@web/lib/toast';
import { invalidateEventQueries } from './invalidate-events';

/** DELETE /api/events/{id}. */
export function deleteEvent(id: number): Promise<void> {
  return api.delete(`/api/events/${id}`);
}

/** Deletes an event, refreshes the lists and shows its toasts. */
export function useDeleteEvent(onSuccess?: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (event: { id: number; name: string }) => deleteEvent(event.id),
    onSuccess: async (_data, event) => {
      queryClient.removeQueries({ queryKey: ['/api/events', event.id], exact: true });
      toast({ title: 'Event Deleted', description: `${event.name} has been deleted.` });
      onSuccess?.();
      await invalidateEventQueries(queryClient, event.id);
    },
    onError: (error) => {
      toast({
        title: 'Error',
        description: error.message || 'Failed to delete event',
        variant: 'destructive',
      });
    },
  });
}
