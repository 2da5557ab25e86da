import type { Attendee, NewAttendee } from '@shared/schemas/attendee';
import { recordMutations } from '@web/components/records/record-mutations';
import { ATTENDEE_DEPENDENTS } from './get-attendees';
import { queryKeys } from '@web/lib/query-keys';

export const {
  useCreate: useCreateAttendee,
  useUpdate: useUpdateAttendee,
  useDelete: useDeleteAttendee,
} = recordMutations<Attendee, NewAttendee>({
  keys: queryKeys.attendees,
  noun: 'Attendee',
  label: (attendee) => attendee.name,
  dependents: ATTENDEE_DEPENDENTS,
  viewPath: (row) => `/attendees?eventId=${row.eventId}`,
});
