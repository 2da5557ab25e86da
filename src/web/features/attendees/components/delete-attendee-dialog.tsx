import type { Attendee } from '@shared/schemas/attendee';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@web/components/ui/alert-dialog';
import { useDeleteAttendee } from '../api/delete-attendee';

type DeleteAttendeeDialogProps = {
  attendee: Attendee | undefined;
  onOpenChange: (open: boolean) => void;
};

/** The confirmation SPEC §4 requires before an attendee is deleted. */
export function DeleteAttendeeDialog({ attendee, onOpenChange }: DeleteAttendeeDialogProps) {
  const remove = useDeleteAttendee(() => onOpenChange(false));
  return (
    <AlertDialog open={attendee !== undefined} onOpenChange={onOpenChange}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Are you sure you want to delete this attendee?</AlertDialogTitle>
          <AlertDialogDescription>
            This will permanently delete &quot;{attendee?.name}&quot;. This action cannot be undone.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction
            disabled={remove.isPending}
            onClick={(event) => {
              event.preventDefault();
              if (attendee) remove.mutate(attendee);
            }}
          >
            {remove.isPending ? 'Deleting...' : 'Delete'}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
