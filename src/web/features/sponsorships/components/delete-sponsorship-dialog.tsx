import type { Sponsorship } from '@shared/schemas/sponsorship';
import { ConfirmDeleteDialog } from '@web/components/records/confirm-delete-dialog';
import { useDeleteSponsorship } from '../api/delete-sponsorship';

type DeleteSponsorshipDialogProps = {
  sponsorship: Sponsorship | undefined;
  onOpenChange: (open: boolean) => void;
};

/** Asks before a sponsorship is deleted. */
export function DeleteSponsorshipDialog({
  sponsorship,
  onOpenChange,
}: DeleteSponsorshipDialogProps) {
  const remove = useDeleteSponsorship(() => onOpenChange(false));
  return (
    <ConfirmDeleteDialog
      record={sponsorship}
      noun="sponsorship"
      label={(record) => record.sponsorName}
      deleting={remove.isPending}
      onConfirm={(record) => remove.mutate(record)}
      onOpenChange={onOpenChange}
    />
  );
}
