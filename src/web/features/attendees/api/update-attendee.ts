import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isVersionConflict } from '@web/components/records/version-conflict';
import { api } from '@web/lib/api-client';
import { toast } from '@web/lib/toast';
import type { Attendee, AttendeeChanges } from '@shared/schemas/attendee';
import { invalidateAttendeeQueries } from './invalidate-attendees';

/** PUT /api/attendees/{id} with any of its fields. */
export function updateAttendee(
  id: number,
  body: AttendeeChanges,
  version?: number,
): Promise<Attendee> {
  return api.put<Attendee>(`/api/attendees/${id}`, body, version);
}

/** Saves the edit dialog. */
export function useUpdateAttendee(onSuccess?: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      changes,
      version,
    }: {
      id: number;
      changes: AttendeeChanges;
      version?: number;
    }) => updateAttendee(id, changes, version),
    onSuccess: async (updated) => {
      toast({ title: 'Attendee Updated', description: `${updated.name} has been saved.` });
      onSuccess?.();
      await invalidateAttendeeQueries(queryClient);
    },
    onError: (error) => {
      if (isVersionConflict(error)) return;
      toast({
        title: 'Error',
        description: error.message || 'Failed to update attendee',
        variant: 'destructive',
      });
    },
  });
}
