import type { CfpSubmission } from '@shared/schemas/cfp-submission';
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
import { useDeleteCfpSubmission } from '../api/delete-cfp-submission';

type DeleteCfpDialogProps = {
  submission: CfpSubmission | undefined;
  onOpenChange: (open: boolean) => void;
};

/** The confirmation SPEC §4 requires before a submission is deleted. */
export function DeleteCfpDialog({ submission, onOpenChange }: DeleteCfpDialogProps) {
  const remove = useDeleteCfpSubmission(() => onOpenChange(false));
  return (
    <AlertDialog open={submission !== undefined} onOpenChange={onOpenChange}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Are you sure you want to delete this CFP submission?</AlertDialogTitle>
          <AlertDialogDescription>
            This will permanently delete &quot;{submission?.title}&quot;. This action cannot be
            undone.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction
            disabled={remove.isPending}
            onClick={(event) => {
              event.preventDefault();
              if (submission) remove.mutate(submission);
            }}
          >
            {remove.isPending ? 'Deleting...' : 'Delete'}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
