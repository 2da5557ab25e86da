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

type ConfirmDeleteDialogProps<T> = {
  /** The record to delete; the dialog is open while there is one. */
  record: T | undefined;
  /** What the record is, as the title names it: 'attendee', 'CFP submission'. */
  noun: string;
  /** The record's name in the warning. */
  label: (record: T) => string;
  deleting: boolean;
  onConfirm: (record: T) => void;
  onOpenChange: (open: boolean) => void;
};

/** The confirmation every record asks for before it is deleted ('Deleting...' while it runs). */
export function ConfirmDeleteDialog<T>({
  record,
  noun,
  label,
  deleting,
  onConfirm,
  onOpenChange,
}: ConfirmDeleteDialogProps<T>) {
  return (
    <AlertDialog open={record !== undefined} onOpenChange={onOpenChange}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Are you sure you want to delete this {noun}?</AlertDialogTitle>
          <AlertDialogDescription>
            This will permanently delete &quot;{record === undefined ? '' : label(record)}&quot;.
            This action cannot be undone.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction
            disabled={deleting}
            onClick={(click) => {
              // Stay open until the server answers; the mutation closes the dialog on success.
              click.preventDefault();
              if (record !== undefined) onConfirm(record);
            }}
          >
            {deleting ? 'Deleting...' : 'Delete'}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
