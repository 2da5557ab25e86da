import type { NewTrip, Trip } from '@shared/schemas/trip';
import { ESTIMATE_EDITABLE } from '@shared/trip-status';
import { RecordFormDialog } from '@web/components/records/record-form-dialog';
import { useAuth } from '@web/lib/auth/auth-context';
import type { ConflictField } from '@web/lib/version-conflict';
import { useCreateTrip, useUpdateTrip } from '../api/change-trips';
import { TripForm, type TripFormValues } from './trip-form';

const linesText = (value: unknown) =>
  (value as Trip['lines'])
    .map((line) => `${line.category} ${line.estimate ?? '—'} ${line.currency}`)
    .join(', ') || '(none)';

/** The form's fields as the version-conflict dialog names them. */
const CONFLICT_FIELDS: ConflictField<Trip>[] = [
  { key: 'eventName', label: 'Event' },
  { key: 'travellerName', label: 'Traveller' },
  { key: 'role', label: 'Role' },
  { key: 'departDate', label: 'Departure' },
  { key: 'returnDate', label: 'Return' },
  { key: 'notes', label: 'Notes' },
  { key: 'lines', label: 'Estimate', format: linesText },
  { key: 'status', label: 'Status' },
];

function formValues(trip: Trip): TripFormValues {
  return {
    eventId: trip.eventId,
    travellerId: trip.travellerId,
    role: trip.role,
    departDate: trip.departDate ?? '',
    returnDate: trip.returnDate ?? '',
    notes: trip.notes ?? '',
    lines: trip.lines.map(({ id, category, description, currency, estimate, actual }) => ({
      id,
      category,
      description: description ?? '',
      currency,
      estimate,
      actual,
    })),
  };
}

type TripFormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The trip to edit; absent to plan one. */
  record?: Trip;
  /** The event fixed by `?eventId=`. */
  fixedEvent?: { id: number; name: string };
};

/** 'Plan a trip' and 'Edit Trip': admins choose the traveller, everyone else goes themselves. */
export function TripFormDialog({ record, fixedEvent, ...dialog }: TripFormDialogProps) {
  const create = useCreateTrip();
  const update = useUpdateTrip();
  const { hasRole } = useAuth();
  const admin = hasRole(['admin']);
  const last = create.submittedAt > update.submittedAt ? create : update;
  return (
    <RecordFormDialog<Trip, NewTrip>
      {...dialog}
      record={record}
      title="Trip"
      noun="trip"
      addTitle="Plan a trip"
      addDescription="Who goes to which event, as what, when, and what it will cost."
      addLabel="Plan trip"
      conflictFields={CONFLICT_FIELDS}
      create={create}
      update={update}
    >
      {({ key, record: shown, ...actions }, submit) => (
        <TripForm
          key={key}
          defaultValues={
            shown
              ? formValues(shown)
              : {
                  eventId: fixedEvent?.id as number,
                  role: 'attendee',
                  departDate: '',
                  returnDate: '',
                  notes: '',
                  lines: [],
                }
          }
          fixedEventName={fixedEvent && !record ? fixedEvent.name : undefined}
          chooseTraveller={admin}
          travellerName={shown?.travellerName ?? 'You'}
          estimateEditable={!shown || ESTIMATE_EDITABLE.includes(shown.status)}
          serverError={last.error}
          submittedAt={last.submittedAt}
          onSubmit={submit}
          {...actions}
        />
      )}
    </RecordFormDialog>
  );
}
