import type { AdminUser } from '@shared/schemas/admin-user';
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
import { useSetDisabled } from '../api/admin-users';

type StatusDialogProps = {
  /** The account to disable or enable; the dialog is open while there is one. */
  user: AdminUser | undefined;
  onOpenChange: (open: boolean) => void;
};

/** Asks before an account is disabled (or enabled again), then does it. */
export function StatusDialog({ user, onOpenChange }: StatusDialogProps) {
  const setDisabled = useSetDisabled();
  const disabling = user?.status === 'active';
  const name = user?.name ?? user?.username ?? '';
  return (
    <AlertDialog open={user !== undefined} onOpenChange={onOpenChange}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{disabling ? `Disable ${name}?` : `Enable ${name}?`}</AlertDialogTitle>
          <AlertDialogDescription>
            {disabling
              ? 'They are signed out everywhere at once and cannot sign in or use their API tokens until the account is enabled again. Their records stay.'
              : 'They can sign in again with their password, and their API tokens work again.'}
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction
            disabled={setDisabled.isPending}
            onClick={(click) => {
              // Stay open until the server answers.
              click.preventDefault();
              if (!user) return;
              setDisabled.mutate(
                { user, disabled: disabling },
                { onSuccess: () => onOpenChange(false) },
              );
            }}
          >
            {setDisabled.isPending ? 'Saving...' : disabling ? 'Disable Account' : 'Enable Account'}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
