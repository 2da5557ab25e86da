import type { Attendee, NewAttendee } from '@shared/schemas/attendee';
import { RecordFormDialog } from '@web/components/records/record-form-dialog';
import type { ConflictField } from '@web/lib/version-conflict';
import { useCreateAttendee, useUpdateAttendee } from '../api/change-attendees';
import { AttendeeForm } from './attendee-form';

/** The form's fields as the version-conflict dialog names them. */
const CONFLICT_FIELDS: ConflictField<Attendee>[] = [
  { key: 'eventName', label: 'Event' },
  { key: 'name', label: 'Name' },
  { key: 'email', label: 'Email' },
  { key: 'role', label: 'Role' },
  { key: 'notes', label: 'Notes' },
];

type AttendeeFormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The attendee to edit; absent to add one. */
  record?: Attendee;
  /** The event fixed by `?eventId=`. */
  fixedEvent?: { id: number; name: string };
};

/** 'Add Attendee' and 'Edit Attendee' dialogs. */
export function AttendeeFormDialog({ record, fixedEvent, ...dialog }: AttendeeFormDialogProps) {
  return (
    <RecordFormDialog<Attendee, NewAttendee>
      {...dialog}
      record={record}
      title="Attendee"
      noun="attendee"
      addDescription="Enter the details of the person attending the event."
      addLabel="Add Attendee"
      historyType="attendees"
      conflictFields={CONFLICT_FIELDS}
      create={useCreateAttendee()}
      update={useUpdateAttendee()}
    >
      {({ key, record: shown, ...actions }, submit) => (
        <AttendeeForm
          key={key}
          defaultValues={
            shown
              ? {
                  eventId: shown.eventId,
                  name: shown.name,
                  email: shown.email ?? '',
                  role: shown.role ?? '',
                  notes: shown.notes ?? '',
                }
              : { eventId: fixedEvent?.id as number, name: '', email: '', role: '', notes: '' }
          }
          fixedEventName={fixedEvent && !record ? fixedEvent.name : undefined}
          onSubmit={submit}
          {...actions}
        />
      )}
    </RecordFormDialog>
  );
}
