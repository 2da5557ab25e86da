import { useMutation } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { mutationMeta } from '@web/lib/query-client';
import { eventDependents } from '@web/components/events/event-dependents';
import { queryKeys } from '@web/lib/query-keys';

type DeletedEvent = { id: number; name: string };

/** DELETE /api/events/{id}. */
export function deleteEvent(event: DeletedEvent): Promise<void> {
  return api.delete(`/api/events/${event.id}`);
}

export function useDeleteEvent(onSuccess?: () => void) {
  return useMutation({
    mutationFn: deleteEvent,
    onSuccess,
    meta: mutationMeta<void, DeletedEvent>({
      success: (_none, event) => ({
        title: 'Event Deleted',
        description: `${event.name} has been deleted.`,
      }),
      error: 'Failed to delete event',
      // The deleted event's own query goes rather than refetch into a 404.
      removes: (_none, event) => [queryKeys.events.one(event.id)],
      invalidates: eventDependents(),
    }),
  });
}
