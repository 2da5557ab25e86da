import type { CfpSubmission, NewCfpSubmission } from '@shared/schemas/cfp-submission';
import { RecordFormDialog } from '@web/components/records/record-form-dialog';
import type { ConflictField } from '@web/lib/version-conflict';
import { useAuth } from '@web/lib/auth/auth-context';
import { localToday } from '@web/lib/format';
import { useCreateCfpSubmission, useUpdateCfpSubmission } from '../api/change-cfp-submissions';
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
  record?: CfpSubmission;
  /** The event fixed by `?eventId=`. */
  fixedEvent?: { id: number; name: string };
};

/** 'Add CFP Submission' and 'Edit CFP Submission' dialogs. */
export function CfpFormDialog({ record, fixedEvent, ...dialog }: CfpFormDialogProps) {
  const { user } = useAuth();
  return (
    <RecordFormDialog<CfpSubmission, NewCfpSubmission>
      {...dialog}
      record={record}
      title="CFP Submission"
      noun="CFP submission"
      addDescription="Enter the details of the talk submitted to a call for papers."
      addLabel="Add Submission"
      historyType="cfp_submissions"
      conflictFields={CONFLICT_FIELDS}
      create={useCreateCfpSubmission()}
      update={useUpdateCfpSubmission()}
    >
      {({ key, record: shown, ...actions }, submit) => (
        <CfpForm
          key={key}
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
                  talkId: shown.talkId,
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
          recordId={shown?.id}
          fixedEventName={fixedEvent && !record ? fixedEvent.name : undefined}
          onSubmit={submit}
          {...actions}
        />
      )}
    </RecordFormDialog>
  );
}
