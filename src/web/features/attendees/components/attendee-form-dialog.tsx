import type { Attendee, NewAttendee } from '@shared/schemas/attendee';
import { RecordFormDialog } from '@web/components/records/record-form-dialog';
import {
  useVersionConflict,
  VersionConflictDialog,
  type ConflictField,
} from '@web/components/records/version-conflict';
import { useCreateAttendee } from '../api/create-attendee';
import { useUpdateAttendee } from '../api/update-attendee';
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
  attendee?: Attendee;
  /** The event fixed by `?eventId=`. */
  fixedEvent?: { id: number; name: string };
};

/** 'Add Attendee' and 'Edit Attendee' dialogs. */
export function AttendeeFormDialog({
  open,
  onOpenChange,
  attendee,
  fixedEvent,
}: AttendeeFormDialogProps) {
  const close = () => onOpenChange(false);
  const create = useCreateAttendee(close);
  const update = useUpdateAttendee(close);
  const editing = attendee !== undefined;

  const versions = useVersionConflict<Attendee, NewAttendee>(attendee, open);
  const shown = versions.reloaded ?? attendee;

  const save = (body: NewAttendee, version: number | undefined) =>
    update.mutate(
      { id: attendee!.id, changes: body, version },
      { onError: (error) => versions.caught(error, body) },
    );

  const onSubmit = (body: NewAttendee) => {
    if (attendee) save(body, versions.version);
    else create.mutate(body);
  };

  return (
    <RecordFormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={editing ? 'Edit Attendee' : 'Add Attendee'}
      description={
        editing
          ? 'Update the details of this attendee.'
          : 'Enter the details of the person attending the event.'
      }
    >
      <AttendeeForm
        key={versions.reloaded?.version ?? 0}
        defaultValues={
          shown
            ? {
                eventId: shown.eventId,
                name: shown.name,
                email: shown.email ?? '',
                role: shown.role ?? '',
                notes: shown.notes ?? '',
              }
            : {
                eventId: fixedEvent?.id as number,
                name: '',
                email: '',
                role: '',
                notes: '',
              }
        }
        fixedEventName={fixedEvent && !editing ? fixedEvent.name : undefined}
        submitLabel={editing ? 'Save Changes' : 'Add Attendee'}
        submitting={create.isPending || update.isPending}
        onSubmit={onSubmit}
        onCancel={close}
      />
      <VersionConflictDialog
        state={versions}
        noun="attendee"
        fields={CONFLICT_FIELDS}
        onOverwrite={(current, body) => save(body, current.version)}
      />
    </RecordFormDialog>
  );
}
