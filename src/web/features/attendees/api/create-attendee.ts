import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { toast } from '@web/lib/toast';
import type { Attendee, NewAttendee } from '@shared/schemas/attendee';
import { invalidateAttendeeQueries } from './invalidate-attendees';

/** POST /api/attendees. */
export function createAttendee(body: NewAttendee): Promise<Attendee> {
  return api.post<Attendee>('/api/attendees', body);
}

/** Adds an attendee, refreshes the lists and shows its toasts. */
export function useCreateAttendee(onSuccess?: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAttendee,
    onSuccess: async (created) => {
      toast({ title: 'Attendee Added', description: `${created.name} has been added.` });
      onSuccess?.();
      await invalidateAttendeeQueries(queryClient);
    },
    onError: (error) => {
      toast({
        title: 'Error',
        description: error.message || 'Failed to add attendee',
        variant: 'destructive',
      });
    },
  });
}
