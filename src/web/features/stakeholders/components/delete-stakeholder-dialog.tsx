import type { Stakeholder } from '@shared/schemas/stakeholder';
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
import { useDeleteStakeholder } from '../api/delete-stakeholder';

type DeleteStakeholderDialogProps = {
  stakeholder: Stakeholder | undefined;
  onOpenChange: (open: boolean) => void;
};

/** Asks before a stakeholder is deleted, like the other records (SPEC §4). */
export function DeleteStakeholderDialog({
  stakeholder,
  onOpenChange,
}: DeleteStakeholderDialogProps) {
  const remove = useDeleteStakeholder(() => onOpenChange(false));
  return (
    <AlertDialog open={stakeholder !== undefined} onOpenChange={onOpenChange}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Are you sure you want to delete this stakeholder?</AlertDialogTitle>
          <AlertDialogDescription>
            This will permanently delete &quot;{stakeholder?.name}&quot;. This action cannot be
            undone.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction
            disabled={remove.isPending}
            onClick={(event) => {
              event.preventDefault();
              if (stakeholder) remove.mutate(stakeholder);
            }}
          >
            {remove.isPending ? 'Deleting...' : 'Delete'}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
