import type { NewSponsorship, Sponsorship } from '@shared/schemas/sponsorship';
import { RecordFormDialog } from '@web/components/records/record-form-dialog';
import { useCreateSponsorship } from '../api/create-sponsorship';
import { useUpdateSponsorship } from '../api/update-sponsorship';
import { SponsorshipForm } from './sponsorship-form';

type SponsorshipFormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The sponsorship to edit; absent to add one. */
  sponsorship?: Sponsorship;
  /** The event fixed by `?eventId=`. */
  fixedEvent?: { id: number; name: string };
};

/** 'Add Sponsorship' and 'Edit Sponsorship' dialogs. */
export function SponsorshipFormDialog({
  open,
  onOpenChange,
  sponsorship,
  fixedEvent,
}: SponsorshipFormDialogProps) {
  const close = () => onOpenChange(false);
  const create = useCreateSponsorship(close);
  const update = useUpdateSponsorship(close);
  const editing = sponsorship !== undefined;

  const onSubmit = (body: NewSponsorship) => {
    if (sponsorship) update.mutate({ id: sponsorship.id, changes: body });
    else create.mutate(body);
  };

  return (
    <RecordFormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={editing ? 'Edit Sponsorship' : 'Add Sponsorship'}
      description={
        editing
          ? 'Update the details of this sponsorship.'
          : 'Enter the details of the sponsorship for the event.'
      }
    >
      <SponsorshipForm
        defaultValues={
          sponsorship
            ? {
                eventId: sponsorship.eventId,
                sponsorName: sponsorship.sponsorName,
                tier: sponsorship.tier,
                amount: sponsorship.amount ?? '',
                status: sponsorship.status,
                contactName: sponsorship.contactName ?? '',
                contactEmail: sponsorship.contactEmail ?? '',
                notes: sponsorship.notes ?? '',
              }
            : {
                eventId: fixedEvent?.id as number,
                sponsorName: '',
                tier: '',
                amount: '',
                status: 'pending',
                contactName: '',
                contactEmail: '',
                notes: '',
              }
        }
        fixedEventName={fixedEvent && !editing ? fixedEvent.name : undefined}
        submitLabel={editing ? 'Save Changes' : 'Add Sponsorship'}
        submitting={create.isPending || update.isPending}
        onSubmit={onSubmit}
        onCancel={close}
      />
    </RecordFormDialog>
  );
}
