import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { toast } from '@web/lib/toast';
import type { Attendee, AttendeeChanges } from '@shared/schemas/attendee';
import { invalidateAttendeeQueries } from './invalidate-attendees';

/** PUT /api/attendees/{id} with any of its fields. */
export function updateAttendee(id: number, body: AttendeeChanges): Promise<Attendee> {
  return api.put<Attendee>(`/api/attendees/${id}`, body);
}

/** Saves the edit dialog. */
export function useUpdateAttendee(onSuccess?: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: { id: number; changes: AttendeeChanges }) =>
      updateAttendee(id, changes),
    onSuccess: async (updated) => {
      toast({ title: 'Attendee Updated', description: `${updated.name} has been saved.` });
      onSuccess?.();
      await invalidateAttendeeQueries(queryClient);
    },
    onError: (error) => {
      toast({
        title: 'Error',
        description: error.message || 'Failed to update attendee',
        variant: 'destructive',
      });
    },
  });
}
