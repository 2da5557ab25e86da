import type { CfpSubmission } from '@shared/schemas/cfp-submission';
import { ConfirmDeleteDialog } from '@web/components/records/confirm-delete-dialog';
import { useDeleteCfpSubmission } from '../api/delete-cfp-submission';

type DeleteCfpDialogProps = {
  submission: CfpSubmission | undefined;
  onOpenChange: (open: boolean) => void;
};

/** Asks before a submission is deleted. */
export function DeleteCfpDialog({ submission, onOpenChange }: DeleteCfpDialogProps) {
  const remove = useDeleteCfpSubmission(() => onOpenChange(false));
  return (
    <ConfirmDeleteDialog
      record={submission}
      noun="CFP submission"
      label={(record) => record.title}
      deleting={remove.isPending}
      onConfirm={(record) => remove.mutate(record)}
      onOpenChange={onOpenChange}
    />
  );
}
