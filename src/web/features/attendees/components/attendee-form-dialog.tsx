import type { Attendee, NewAttendee } from '@shared/schemas/attendee';
import { RecordFormDialog } from '@web/components/records/record-form-dialog';
import { useCreateAttendee } from '../api/create-attendee';
import { useUpdateAttendee } from '../api/update-attendee';
import { AttendeeForm } from './attendee-form';

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

  const onSubmit = (body: NewAttendee) => {
    if (attendee) update.mutate({ id: attendee.id, changes: body });
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
        defaultValues={
          attendee
            ? {
                eventId: attendee.eventId,
                name: attendee.name,
                email: attendee.email ?? '',
                role: attendee.role ?? '',
                notes: attendee.notes ?? '',
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
    </RecordFormDialog>
  );
}
