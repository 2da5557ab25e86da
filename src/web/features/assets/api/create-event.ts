import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Event, EventCreate } from '@shared/schemas/event';
import { api } from '@web/lib/api-client';
import { toast } from '@web/lib/toast';

/** POST /api/events from the upload dialog's Add New Event (the events screen's form). */
export function createEvent(input: EventCreate): Promise<Event> {
  return api.post<Event>('/api/events', input);
}

/** Creates the event; toasts 'Event Created' or 'Failed to create event. Please try again.'. */
export function useCreateEvent({ onSuccess }: { onSuccess?: (event: Event) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createEvent,
    onSuccess: async (event) => {
      toast({ title: 'Event Created', description: `“${event.name}” has been added.` });
      onSuccess?.(event);
      await queryClient.invalidateQueries({
        predicate: ({ queryKey: [path] }) =>
          typeof path === 'string' && path.startsWith('/api/events'),
      });
    },
    onError: () =>
      toast({
        title: 'Error',
        description: 'Failed to create event. Please try again.',
        variant: 'destructive',
      }),
  });
}
