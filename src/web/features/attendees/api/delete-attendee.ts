import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { toast } from '@web/lib/toast';
import { invalidateAttendeeQueries } from './invalidate-attendees';

/** DELETE /api/attendees/{id}. */
export function deleteAttendee(id: number): Promise<void> {
  return api.delete(`/api/attendees/${id}`);
}

/** Deletes an attendee after confirmation, refreshes the lists and shows its toasts. */
export function useDeleteAttendee(onSuccess?: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (attendee: { id: number; name: string }) => deleteAttendee(attendee.id),
    onSuccess: async (_data, attendee) => {
      toast({ title: 'Attendee Deleted', description: `${attendee.name} has been deleted.` });
      onSuccess?.();
      await invalidateAttendeeQueries(queryClient);
    },
    onError: (error) => {
      toast({
        title: 'Error',
        description: error.message || 'Failed to delete attendee',
        variant: 'destructive',
      });
    },
  });
}
