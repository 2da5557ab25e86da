import type { UseMutationResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { AuditRecordType } from '@shared/schemas/audit';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { RecordHistory } from './record-history';
import { VersionConflictDialog } from './version-conflict';
import { useVersionConflict, type ConflictField, type Versioned } from '@web/lib/version-conflict';

/** What an edit sends: the record, its fields and the version the dialog opened. */
export type RecordUpdate<P> = { id: number; changes: P; version?: number };

/** What the dialog hands its form. */
export type RecordFormSlot<T> = {
  /** Remount key: a Reload after a version conflict starts the form again from `record`. */
  key: number;
  /** The record to fill the form from (as reloaded after a conflict); undefined when adding. */
  record: T | undefined;
  submitLabel: string;
  submitting: boolean;
  onCancel: () => void;
};

type RecordFormDialogProps<T extends Versioned, P> = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The record to edit; absent to add one. */
  record?: T;
  /** As titles name it: 'Attendee' ('Add Attendee', 'Edit Attendee'). */
  title: string;
  /** As sentences name it: 'attendee' ('Update the details of this attendee.'). */
  noun: string;
  /** The add dialog's description. */
  addDescription: string;
  /** The add dialog's title when it is not 'Add {title}' ('Plan a trip'). */
  addTitle?: string;
  /** The add button's label: 'Add Attendee'. */
  addLabel: string;
  /** The form's fields as the version-conflict dialog names them. */
  conflictFields: ConflictField<T>[];
  /** The audit log's name for the record: editing shows its history under the form. */
  historyType?: AuditRecordType;
  create: UseMutationResult<T, Error, P>;
  update: UseMutationResult<T, Error, RecordUpdate<P>>;
  /** The record's form, given its defaults' source, labels and Cancel; it submits with `submit`. */
  children: (slot: RecordFormSlot<T>, submit: (body: P) => void) => ReactNode;
};

/**
 * Every record's add and edit dialog: saves through the record's create or update mutation
 * (closing on success), sends the version the dialog opened, and after a 412 shows which fields
 * changed meanwhile with Reload and Overwrite.
 */
export function RecordFormDialog<T extends Versioned, P>({
  open,
  onOpenChange,
  record,
  title,
  noun,
  addDescription,
  addTitle,
  addLabel,
  conflictFields,
  historyType,
  create,
  update,
  children,
}: RecordFormDialogProps<T, P>) {
  const close = () => onOpenChange(false);
  const versions = useVersionConflict<T, P>(record, open);

  const save = (body: P, version: number | undefined) =>
    update.mutate(
      { id: record!.id, changes: body, version },
      { onSuccess: close, onError: (error) => versions.caught(error, body) },
    );

  const submit = (body: P) => {
    if (record) save(body, versions.version);
    else create.mutate(body, { onSuccess: close });
  };

  const editing = record !== undefined;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>{editing ? `Edit ${title}` : (addTitle ?? `Add ${title}`)}</DialogTitle>
          <DialogDescription>
            {editing ? `Update the details of this ${noun}.` : addDescription}
          </DialogDescription>
        </DialogHeader>
        {children(
          {
            key: versions.reloaded?.version ?? 0,
            record: versions.reloaded ?? record,
            submitLabel: editing ? 'Save Changes' : addLabel,
            submitting: create.isPending || update.isPending,
            onCancel: close,
          },
          submit,
        )}
        {record && historyType && (
          <RecordHistory type={historyType} id={record.id} defaultOpen={false} />
        )}
        <VersionConflictDialog
          state={versions}
          noun={noun}
          fields={conflictFields}
          onOverwrite={(current, body) => save(body, current.version)}
        />
      </DialogContent>
    </Dialog>
  );
}
