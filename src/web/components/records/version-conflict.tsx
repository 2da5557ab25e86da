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
import {
  changedFields,
  type ConflictField,
  type Versioned,
  type VersionConflictState,
} from '@web/lib/version-conflict';

type VersionConflictDialogProps<T extends Versioned, P> = {
  state: VersionConflictState<T, P>;
  /** What the record is, as the title names it: 'event', 'CFP submission'. */
  noun: string;
  fields: ConflictField<T>[];
  /** Puts the current record into the form (or the form is keyed on `state.reloaded`). */
  onReload?: (current: T) => void;
  /** Saves what was sent again, over the current version. */
  onOverwrite: (current: T, payload: P) => void;
};

/**
 * Shown over an edit dialog when its save met a newer version: which fields changed meanwhile
 * (as opened → now), and Reload or Overwrite. Render it inside the edit dialog's content.
 */
export function VersionConflictDialog<T extends Versioned, P>({
  state,
  noun,
  fields,
  onReload,
  onOverwrite,
}: VersionConflictDialogProps<T, P>) {
  const { conflict } = state;
  const changes = conflict ? changedFields(fields, conflict.opened, conflict.current) : [];
  return (
    <AlertDialog open={conflict !== null} onOpenChange={(open) => !open && state.dismiss()}>
      <AlertDialogContent className="sm:max-w-xl">
        <AlertDialogHeader>
          <AlertDialogTitle>This {noun} was changed by someone else</AlertDialogTitle>
          <AlertDialogDescription>
            Someone saved it after you opened it, so your changes were not saved. Reload puts their
            version into the form; Overwrite saves yours over theirs.
          </AlertDialogDescription>
        </AlertDialogHeader>
        {changes.length > 0 ? (
          <table className="w-full text-sm">
            <caption className="sr-only">Fields changed since you opened the {noun}</caption>
            <thead>
              <tr className="text-muted-foreground text-left">
                <th scope="col" className="py-1 pr-3 font-medium">
                  Field
                </th>
                <th scope="col" className="py-1 pr-3 font-medium">
                  When you opened it
                </th>
                <th scope="col" className="py-1 font-medium">
                  Now
                </th>
              </tr>
            </thead>
            <tbody>
              {changes.map((change) => (
                <tr key={change.key} className="border-t align-top">
                  <th scope="row" className="py-2 pr-3 text-left font-medium">
                    {change.label}
                  </th>
                  <td className="py-2 pr-3 break-words line-through decoration-1 opacity-80">
                    {change.was}
                  </td>
                  <td className="py-2 break-words">{change.now}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : (
          <p className="text-muted-foreground text-sm">
            None of the fields in this form changed; other details of the {noun} did.
          </p>
        )}
        <AlertDialogFooter>
          <AlertDialogCancel>Keep editing</AlertDialogCancel>
          <Button
            variant="outline"
            onClick={() => {
              const resolved = state.reload();
              if (resolved) onReload?.(resolved.current);
            }}
          >
            Reload
          </Button>
          <Button
            variant="destructive"
            onClick={() => {
              const resolved = state.overwrite();
              if (resolved) onOverwrite(resolved.current, resolved.payload);
            }}
          >
            Overwrite
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
