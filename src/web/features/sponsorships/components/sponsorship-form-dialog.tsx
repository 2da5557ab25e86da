import type { NewSponsorship, Sponsorship } from '@shared/schemas/sponsorship';
import { RecordFormDialog } from '@web/components/records/record-form-dialog';
import {
  useVersionConflict,
  VersionConflictDialog,
  type ConflictField,
} from '@web/components/records/version-conflict';
import { useCreateSponsorship } from '../api/create-sponsorship';
import { useUpdateSponsorship } from '../api/update-sponsorship';
import { SponsorshipForm } from './sponsorship-form';

/** The form's fields as the version-conflict dialog names them. */
const CONFLICT_FIELDS: ConflictField<Sponsorship>[] = [
  { key: 'eventName', label: 'Event' },
  { key: 'sponsorName', label: 'Sponsor Name' },
  { key: 'tier', label: 'Tier' },
  { key: 'status', label: 'Status' },
  { key: 'amount', label: 'Amount' },
  { key: 'contactName', label: 'Contact Name' },
  { key: 'contactEmail', label: 'Contact Email' },
  { key: 'notes', label: 'Notes' },
];

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

  const versions = useVersionConflict<Sponsorship, NewSponsorship>(sponsorship, open);
  const shown = versions.reloaded ?? sponsorship;

  const save = (body: NewSponsorship, version: number | undefined) =>
    update.mutate(
      { id: sponsorship!.id, changes: body, version },
      { onError: (error) => versions.caught(error, body) },
    );

  const onSubmit = (body: NewSponsorship) => {
    if (sponsorship) save(body, versions.version);
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
        key={versions.reloaded?.version ?? 0}
        defaultValues={
          shown
            ? {
                eventId: shown.eventId,
                sponsorName: shown.sponsorName,
                tier: shown.tier,
                amount: shown.amount ?? '',
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
      <VersionConflictDialog
        state={versions}
        noun="sponsorship"
        fields={CONFLICT_FIELDS}
        onOverwrite={(current, body) => save(body, current.version)}
      />
    </RecordFormDialog>
  );
}
