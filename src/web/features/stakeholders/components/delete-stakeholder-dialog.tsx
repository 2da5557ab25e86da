import type { Stakeholder } from '@shared/schemas/stakeholder';
import { ConfirmDeleteDialog } from '@web/components/records/confirm-delete-dialog';
import { useDeleteStakeholder } from '../api/delete-stakeholder';

type DeleteStakeholderDialogProps = {
  stakeholder: Stakeholder | undefined;
  onOpenChange: (open: boolean) => void;
};

/** Asks before a stakeholder is deleted. */
export function DeleteStakeholderDialog({
  stakeholder,
  onOpenChange,
}: DeleteStakeholderDialogProps) {
  const remove = useDeleteStakeholder(() => onOpenChange(false));
  return (
    <ConfirmDeleteDialog
      record={stakeholder}
      noun="stakeholder"
      label={(record) => record.name}
      deleting={remove.isPending}
      onConfirm={(record) => remove.mutate(record)}
      onOpenChange={onOpenChange}
    />
  );
}
