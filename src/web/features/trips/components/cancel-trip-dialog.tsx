import type { Trip } from '@shared/schemas/trip';
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
import { tripLabel, useMoveTrip } from '../api/change-trips';

type CancelTripDialogProps = {
  trip: Trip;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** Asks before a trip is cancelled: it cannot be taken back. */
export function CancelTripDialog({ trip, open, onOpenChange }: CancelTripDialogProps) {
  const cancel = useMoveTrip('cancel');
  return (
    <AlertDialog open={open} onOpenChange={onOpenChange}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Cancel this trip?</AlertDialogTitle>
          <AlertDialogDescription>
            {tripLabel(trip)} will be cancelled. A cancelled trip stays in the list but cannot be
            planned again.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Keep trip</AlertDialogCancel>
          <AlertDialogAction
            disabled={cancel.isPending}
            onClick={(click) => {
              click.preventDefault();
              cancel.mutate(trip, { onSuccess: () => onOpenChange(false) });
            }}
          >
            {cancel.isPending ? 'Cancelling...' : 'Cancel trip'}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
