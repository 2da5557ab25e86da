import type { CfpSubmission, NewCfpSubmission } from '@shared/schemas/cfp-submission';
import { RecordFormDialog } from '@web/components/records/record-form-dialog';
import { useAuth } from '@web/lib/auth/auth-context';
import { localToday } from '@web/lib/format';
import { useCreateCfpSubmission } from '../api/create-cfp-submission';
import { useUpdateCfpSubmission } from '../api/update-cfp-submission';
import { CfpForm } from './cfp-form';

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

  const onSubmit = (body: NewCfpSubmission) => {
    if (submission)
      update.mutate({
        id: submission.id,
        changes: { ...body, submissionDate: body.submissionDate ?? undefined },
      });
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
        defaultValues={
          submission
            ? {
                eventId: submission.eventId,
                title: submission.title,
                abstract: submission.abstract,
                submitterName: submission.submitterName,
                status: submission.status,
                submissionDate: submission.submissionDate,
                notes: submission.notes ?? '',
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
    </RecordFormDialog>
  );
}
