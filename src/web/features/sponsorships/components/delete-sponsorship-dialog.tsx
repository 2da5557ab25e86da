import type { Sponsorship } from '@shared/schemas/sponsorship';
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
import { useDeleteSponsorship } from '../api/delete-sponsorship';

type DeleteSponsorshipDialogProps = {
  sponsorship: Sponsorship | undefined;
  onOpenChange: (open: boolean) => void;
};

/** The confirmation SPEC §4 requires before a sponsorship is deleted. */
export function DeleteSponsorshipDialog({
  sponsorship,
  onOpenChange,
}: DeleteSponsorshipDialogProps) {
  const remove = useDeleteSponsorship(() => onOpenChange(false));
  return (
    <AlertDialog open={sponsorship !== undefined} onOpenChange={onOpenChange}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Are you sure you want to delete this sponsorship?</AlertDialogTitle>
          <AlertDialogDescription>
            This will permanently delete &quot;{sponsorship?.sponsorName}&quot;. This action cannot
            be undone.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction
            disabled={remove.isPending}
            onClick={(event) => {
              event.preventDefault();
              if (sponsorship) remove.mutate(sponsorship);
            }}
          >
            {remove.isPending ? 'Deleting...' : 'Delete'}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
