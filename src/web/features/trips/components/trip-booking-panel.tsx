import { useState } from 'react';
import { TRIP_BOOKING_ITEMS, TRIP_BOOKING_STATES, type TripBookingItem } from '@shared/domain';
import type { Trip } from '@shared/schemas/trip';
import { canTrip } from '@shared/trip-status';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { NativeSelect } from '@web/components/ui/native-select';
import { formatLabel } from '@web/lib/format';
import { useSaveTripBooking } from '../api/trip-lifecycle';
import { TripPanel } from './trip-panel';
import { useTripSave } from './use-trip-save';

type BookingState = (typeof TRIP_BOOKING_STATES)[number];
type Checklist = Record<TripBookingItem, { state: BookingState; note: string }>;

/** The checklist as the form holds it; an item never set is still to book. */
export function checklistOf(booking: Trip['booking']): Checklist {
  return Object.fromEntries(
    TRIP_BOOKING_ITEMS.map((item) => [
      item,
      { state: booking[item]?.state ?? 'to_book', note: booking[item]?.note ?? '' },
    ]),
  ) as Checklist;
}

const bookingText = (value: unknown) => {
  const booking = value as Trip['booking'];
  return TRIP_BOOKING_ITEMS.map(
    (item) => `${formatLabel(item)}: ${formatLabel(booking[item]?.state ?? 'to_book')}`,
  ).join(', ');
};

function leftText(left: TripBookingItem[], booked: boolean): string {
  if (left.length === 0)
    return booked ? 'Nothing left to book.' : 'Nothing left to book: saving marks the trip booked.';
  const items = left.map((item) => formatLabel(item).toLowerCase()).join(', ');
  return booked
    ? `Still to book: ${items}. Saving makes the trip approved again.`
    : `Still to book: ${items}.`;
}

/**
 * The booking checklist of an approved trip: ticket, transport and lodging each not needed, to
 * book or booked, with a note (a reference, the hotel); the server books the trip once nothing is
 * left to book. Read-only for reviewers and once the trip has happened.
 */
export function TripBookingPanel({ trip, mayEdit }: { trip: Trip; mayEdit: boolean }) {
  const [checklist, setChecklist] = useState(() => checklistOf(trip.booking));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const saving = useTripSave(trip, useSaveTripBooking(trip.id), {
    fields: [{ key: 'booking', label: 'Booking', format: bookingText }],
    onReload: (current) => setChecklist(checklistOf(current.booking)),
    onFieldErrors: setErrors,
  });
  const editable = mayEdit && canTrip('checklist', trip.status);
  const left = TRIP_BOOKING_ITEMS.filter((item) => checklist[item].state === 'to_book');

  if (!editable) {
    return (
      <TripPanel title="Booking">
        <dl className="grid gap-3 sm:grid-cols-3" aria-label="Booking checklist">
          {TRIP_BOOKING_ITEMS.map((item) => (
            <div key={item} className="grid gap-1">
              <dt className="text-muted-foreground text-sm">{formatLabel(item)}</dt>
              <dd className="text-sm font-medium">
                {formatLabel(trip.booking[item]?.state ?? 'to_book')}
                {trip.booking[item]?.note && (
                  <span className="text-muted-foreground block font-normal">
                    {trip.booking[item].note}
                  </span>
                )}
              </dd>
            </div>
          ))}
        </dl>
      </TripPanel>
    );
  }

  const set = (item: TripBookingItem, change: Partial<Checklist[TripBookingItem]>) =>
    setChecklist((current) => ({ ...current, [item]: { ...current[item], ...change } }));
  return (
    <TripPanel title="Booking">
      <form
        noValidate
        className="grid gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          setErrors({});
          saving.save(checklist);
        }}
      >
        {TRIP_BOOKING_ITEMS.map((item) => (
          <div key={item} className="grid gap-3 sm:grid-cols-[12rem_minmax(0,1fr)]">
            <FormField label={formatLabel(item)} error={errors[`${item}.state`]}>
              {(props) => (
                <NativeSelect
                  {...props}
                  value={checklist[item].state}
                  onChange={(event) =>
                    set(item, { state: event.currentTarget.value as BookingState })
                  }
                >
                  {TRIP_BOOKING_STATES.map((state) => (
                    <option key={state} value={state}>
                      {formatLabel(state)}
                    </option>
                  ))}
                </NativeSelect>
              )}
            </FormField>
            <FormField label={`${formatLabel(item)} note`} error={errors[`${item}.note`]}>
              {(props) => (
                <Input
                  {...props}
                  placeholder={item === 'lodging' ? 'Hotel name' : 'Booking reference'}
                  value={checklist[item].note}
                  onChange={(event) => set(item, { note: event.currentTarget.value })}
                />
              )}
            </FormField>
          </div>
        ))}
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-muted-foreground text-sm" aria-live="polite">
            {leftText(left, trip.status === 'booked')}
          </p>
          <Button type="submit" disabled={saving.saving}>
            {saving.saving ? 'Saving...' : 'Save booking'}
          </Button>
        </div>
      </form>
      {saving.conflictDialog}
    </TripPanel>
  );
}
