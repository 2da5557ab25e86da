import type { Attendee, NewAttendee } from '@shared/schemas/attendee';
import { recordMutations } from '@web/components/records/record-mutations';
import { ATTENDEE_DEPENDENTS, ATTENDEES_PATH } from './get-attendees';

export const {
  useCreate: useCreateAttendee,
  useUpdate: useUpdateAttendee,
  useDelete: useDeleteAttendee,
} = recordMutations<Attendee, NewAttendee>({
  path: ATTENDEES_PATH,
  noun: 'Attendee',
  label: (attendee) => attendee.name,
  dependents: ATTENDEE_DEPENDENTS,
});
