import { Trash2Icon } from 'lucide-react';
import { useNavigate } from 'react-router';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@web/components/ui/alert-dialog';
import { Button } from '@web/components/ui/button';
import { useDeleteWorkflow } from '../api/delete-workflow';

/** Delete with confirmation (requester or admin); back to the list afterwards. */
export function DeleteWorkflowDialog({ id, title }: { id: number; title: string }) {
  const navigate = useNavigate();
  const remove = useDeleteWorkflow({ onSuccess: () => navigate('/approval-workflows') });
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button variant="destructive">
          <Trash2Icon aria-hidden="true" />
          Delete
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Are you sure you want to delete this workflow?</AlertDialogTitle>
          <AlertDialogDescription>
            This permanently deletes &quot;{title}&quot; with its reviews, comments and history.
            This action cannot be undone.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction
            disabled={remove.isPending}
            onClick={(event) => {
              event.preventDefault();
              remove.mutate(id);
            }}
          >
            {remove.isPending ? 'Deleting...' : 'Delete Workflow'}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
