import { cascadeSentence } from '@shared/schemas/event-deletion';
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
import { useEventDeletion } from '../api/get-event-deletion';

type Props = {
  event: { id: number; name: string } | null;
  onOpenChange: (open: boolean) => void;
  onDeleted?: () => void;
};

/**
 * The event's delete confirmation: says how many records go with it, or why only an admin may
 * delete it; stays open while deleting so 'Deleting...' is seen.
 */
export function DeleteEventDialog({ event, onOpenChange, onDeleted }: Props) {
  const remove = useDeleteEvent(() => {
    onOpenChange(false);
    onDeleted?.();
  });
  const deletion = useEventDeletion(event?.id ?? null);
  const counts = deletion.data;
  const refused = counts && !counts.allowed ? counts.reason : null;
  return (
    <AlertDialog open={event !== null} onOpenChange={onOpenChange}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Are you sure you want to delete this event?</AlertDialogTitle>
          <AlertDialogDescription>
            This action will permanently delete the event &ldquo;{event?.name}&rdquo;. This action
            cannot be undone.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <p className="text-center text-sm font-medium sm:text-left" aria-live="polite">
          {deletion.isPending
            ? 'Counting the records that go with it...'
            : counts
              ? (cascadeSentence(counts) ??
                'No CFP submissions, attendees or sponsorships go with it.')
              : 'It also deletes its CFP submissions, attendees and sponsorships.'}
        </p>
        {refused && (
          <p role="alert" className="text-destructive text-center text-sm sm:text-left">
            {refused}.
          </p>
        )}
        <AlertDialogFooter>
          <AlertDialogCancel disabled={remove.isPending}>Cancel</AlertDialogCancel>
          <Button
            variant="destructive"
            disabled={remove.isPending || deletion.isPending || Boolean(refused)}
            onClick={() => event && remove.mutate(event)}
          >
            {remove.isPending ? 'Deleting...' : 'Delete Event'}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
