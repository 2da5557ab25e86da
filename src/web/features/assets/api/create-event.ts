import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Event, EventCreateInput } from '@shared/schemas/event';
import { api } from '@web/lib/api-client';
import { toast } from '@web/lib/toast';

/** POST /api/events from the upload dialog's Add New Event; goals go as a JSON-encoded string. */
export function createEvent(input: EventCreateInput): Promise<Event> {
  const { goal, goals, ...rest } = input;
  const list = goals ?? goal ?? [];
  return api.post<Event>('/api/events', {
    ...rest,
    goals: JSON.stringify(Array.isArray(list) ? list : [list]),
  });
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
