import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@web/components/ui/alert-dialog';
import { Button } from '@web/components/ui/button';
import { useDeleteEvent } from '../api/delete-event';

type Props = {
  event: { id: number; name: string } | null;
  onOpenChange: (open: boolean) => void;
  onDeleted?: () => void;
};

/** The event's delete confirmation; stays open while deleting so 'Deleting...' is seen. */
export function DeleteEventDialog({ event, onOpenChange, onDeleted }: Props) {
  const remove = useDeleteEvent(() => {
    onOpenChange(false);
    onDeleted?.();
  });
  return (
    <AlertDialog open={event !== null} onOpenChange={onOpenChange}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Are you sure you want to delete this event?</AlertDialogTitle>
          <AlertDialogDescription>
            This action will permanently delete the event &ldquo;{event?.name}&rdquo; and all
            associated data (CFP submissions, attendees, sponsorships). This action cannot be
            undone.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={remove.isPending}>Cancel</AlertDialogCancel>
          <Button
            variant="destructive"
            disabled={remove.isPending}
            onClick={() => event && remove.mutate(event)}
          >
            {remove.isPending ? 'Deleting...' : 'Delete Event'}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
