import type { NewSponsorship, Sponsorship } from '@shared/schemas/sponsorship';
import { RecordFormDialog } from '@web/components/records/record-form-dialog';
import type { ConflictField } from '@web/lib/version-conflict';
import { useCreateSponsorship, useUpdateSponsorship } from '../api/change-sponsorships';
import { SponsorshipForm } from './sponsorship-form';

/** The form's fields as the version-conflict dialog names them. */
const CONFLICT_FIELDS: ConflictField<Sponsorship>[] = [
  { key: 'eventName', label: 'Event' },
  { key: 'sponsorName', label: 'Sponsor Name' },
  { key: 'tier', label: 'Tier' },
  { key: 'status', label: 'Status' },
  { key: 'amount', label: 'Amount' },
  { key: 'currency', label: 'Currency' },
  { key: 'contactName', label: 'Contact Name' },
  { key: 'contactEmail', label: 'Contact Email' },
  { key: 'notes', label: 'Notes' },
];

type SponsorshipFormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The sponsorship to edit; absent to add one. */
  record?: Sponsorship;
  /** The event fixed by `?eventId=`. */
  fixedEvent?: { id: number; name: string };
};

/** 'Add Sponsorship' and 'Edit Sponsorship' dialogs. */
export function SponsorshipFormDialog({
  record,
  fixedEvent,
  ...dialog
}: SponsorshipFormDialogProps) {
  return (
    <RecordFormDialog<Sponsorship, NewSponsorship>
      {...dialog}
      record={record}
      title="Sponsorship"
      noun="sponsorship"
      addDescription="Enter the details of the sponsorship for the event."
      addLabel="Add Sponsorship"
      historyType="sponsorships"
      conflictFields={CONFLICT_FIELDS}
      create={useCreateSponsorship()}
      update={useUpdateSponsorship()}
    >
      {({ key, record: shown, ...actions }, submit) => (
        <SponsorshipForm
          key={key}
          defaultValues={
            shown
              ? {
                  eventId: shown.eventId,
                  sponsorName: shown.sponsorName,
                  tier: shown.tier,
                  amount: shown.amount ?? '',
                  currency: shown.currency ?? '',
                  status: shown.status,
                  contactName: shown.contactName ?? '',
                  contactEmail: shown.contactEmail ?? '',
                  notes: shown.notes ?? '',
                }
              : {
                  eventId: fixedEvent?.id as number,
                  sponsorName: '',
                  tier: '',
                  amount: '',
                  currency: '',
                  status: 'pending',
                  contactName: '',
                  contactEmail: '',
                  notes: '',
                }
          }
          fixedEventName={fixedEvent && !record ? fixedEvent.name : undefined}
          onSubmit={submit}
          {...actions}
        />
      )}
    </RecordFormDialog>
  );
}
