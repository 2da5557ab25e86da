import type { CfpSubmission, NewCfpSubmission } from '@shared/schemas/cfp-submission';
import { RecordFormDialog } from '@web/components/records/record-form-dialog';
import {
  useVersionConflict,
  VersionConflictDialog,
  type ConflictField,
} from '@web/components/records/version-conflict';
import { useAuth } from '@web/lib/auth/auth-context';
import { localToday } from '@web/lib/format';
import { useCreateCfpSubmission } from '../api/create-cfp-submission';
import { useUpdateCfpSubmission } from '../api/update-cfp-submission';
import { CfpForm } from './cfp-form';

/** The form's fields as the version-conflict dialog names them. */
const CONFLICT_FIELDS: ConflictField<CfpSubmission>[] = [
  { key: 'eventName', label: 'Event' },
  { key: 'title', label: 'Title' },
  { key: 'abstract', label: 'Abstract' },
  { key: 'submitterName', label: 'Submitter Name' },
  { key: 'status', label: 'Status' },
  { key: 'submissionDate', label: 'Submission Date' },
  { key: 'notes', label: 'Notes' },
];

type CfpFormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The submission to edit; absent to add one. */
  submission?: CfpSubmission;
  /** The event fixed by `?eventId=`. */
  fixedEvent?: { id: number; name: string };
};

/** 'Add CFP Submission' and 'Edit CFP Submission' dialogs. */
export function CfpFormDialog({ open, onOpenChange, submission, fixedEvent }: CfpFormDialogProps) {
  const { user } = useAuth();
  const close = () => onOpenChange(false);
  const create = useCreateCfpSubmission(close);
  const update = useUpdateCfpSubmission(close);
  const editing = submission !== undefined;

  const versions = useVersionConflict<CfpSubmission, NewCfpSubmission>(submission, open);
  const shown = versions.reloaded ?? submission;

  const save = (body: NewCfpSubmission, version: number | undefined) =>
    update.mutate(
      {
        id: submission!.id,
        changes: { ...body, submissionDate: body.submissionDate ?? undefined },
        version,
      },
      { onError: (error) => versions.caught(error, body) },
    );

  const onSubmit = (body: NewCfpSubmission) => {
    if (submission) save(body, versions.version);
    else create.mutate(body);
  };

  return (
    <RecordFormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={editing ? 'Edit CFP Submission' : 'Add CFP Submission'}
      description={
        editing
          ? 'Update the details of this CFP submission.'
          : 'Enter the details of the talk submitted to a call for papers.'
      }
    >
      <CfpForm
        key={versions.reloaded?.version ?? 0}
        defaultValues={
          shown
            ? {
                eventId: shown.eventId,
                title: shown.title,
                abstract: shown.abstract,
                submitterName: shown.submitterName,
                status: shown.status,
                submissionDate: shown.submissionDate,
                notes: shown.notes ?? '',
              }
            : {
                eventId: fixedEvent?.id as number,
                title: '',
                abstract: '',
                submitterName: user?.name ?? '',
                status: 'draft',
                submissionDate: localToday(),
                notes: '',
              }
        }
        fixedEventName={fixedEvent && !editing ? fixedEvent.name : undefined}
        submitLabel={editing ? 'Save Changes' : 'Add Submission'}
        submitting={create.isPending || update.isPending}
        onSubmit={onSubmit}
        onCancel={close}
      />
      <VersionConflictDialog
        state={versions}
        noun="CFP submission"
        fields={CONFLICT_FIELDS}
        onOverwrite={(current, body) => save(body, current.version)}
      />
    </RecordFormDialog>
  );
}
