import type { Attendee } from '@shared/schemas/attendee';
import { ConfirmDeleteDialog } from '@web/components/records/confirm-delete-dialog';
import { useDeleteAttendee } from '../api/delete-attendee';

type DeleteAttendeeDialogProps = {
  attendee: Attendee | undefined;
  onOpenChange: (open: boolean) => void;
};

/** Asks before an attendee is deleted. */
export function DeleteAttendeeDialog({ attendee, onOpenChange }: DeleteAttendeeDialogProps) {
  const remove = useDeleteAttendee(() => onOpenChange(false));
  return (
    <ConfirmDeleteDialog
      record={attendee}
      noun="attendee"
      label={(record) => record.name}
      deleting={remove.isPending}
      onConfirm={(record) => remove.mutate(record)}
      onOpenChange={onOpenChange}
    />
  );
}
