import { useMutation } from '@tanstack/react-query';
import type { Attendee, NewAttendee } from '@shared/schemas/attendee';
import type { RecordUpdate } from '@web/components/records/record-form-dialog';
import { api } from '@web/lib/api-client';
import { mutationMeta } from '@web/lib/query-client';
import { ATTENDEE_DEPENDENTS, ATTENDEES_PATH } from './get-attendees';

/** POST /api/attendees. */
export function createAttendee(body: NewAttendee): Promise<Attendee> {
  return api.post<Attendee>(ATTENDEES_PATH, body);
}

/** PUT /api/attendees/{id}; with the version the form opened, 412 if it changed since. */
export function updateAttendee({ id, changes, version }: RecordUpdate<NewAttendee>) {
  return api.put<Attendee>(`${ATTENDEES_PATH}/${id}`, changes, version);
}

/** DELETE /api/attendees/{id}. */
export function deleteAttendee(attendee: Attendee): Promise<void> {
  return api.delete(`${ATTENDEES_PATH}/${attendee.id}`);
}

export function useCreateAttendee() {
  return useMutation({
    mutationFn: createAttendee,
    meta: mutationMeta<Attendee, NewAttendee>({
      success: (created) => ({
        title: 'Attendee Added',
        description: `${created.name} has been added.`,
      }),
      error: 'Failed to add attendee',
      invalidates: ATTENDEE_DEPENDENTS,
    }),
  });
}

export function useUpdateAttendee() {
  return useMutation({
    mutationFn: updateAttendee,
    meta: mutationMeta<Attendee, RecordUpdate<NewAttendee>>({
      success: (updated) => ({
        title: 'Attendee Updated',
        description: `${updated.name} has been saved.`,
      }),
      error: 'Failed to update attendee',
      invalidates: ATTENDEE_DEPENDENTS,
    }),
  });
}

export function useDeleteAttendee() {
  return useMutation({
    mutationFn: deleteAttendee,
    meta: mutationMeta<void, Attendee>({
      success: (_none, attendee) => ({
        title: 'Attendee Deleted',
        description: `${attendee.name} has been deleted.`,
      }),
      error: 'Failed to delete attendee',
      invalidates: ATTENDEE_DEPENDENTS,
    }),
  });
}
