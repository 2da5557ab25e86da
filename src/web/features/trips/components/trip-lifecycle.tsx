import type { Trip } from '@shared/schemas/trip';
import { canTrip, type TripStatus } from '@shared/trip-status';
import { TripActualsPanel } from './trip-actuals-panel';
import { useTripAccess } from './trip-access';
import { TripApprovalPanel } from './trip-approval-panel';
import { TripBookingPanel } from './trip-booking-panel';
import { TripReportPanel } from './trip-report-panel';

/** Statuses whose booking checklist is shown: open while it can change, read-only after. */
const BOOKING_SHOWN: readonly TripStatus[] = ['approved', 'booked', 'completed', 'reported'];

/**
 * A trip's life on its page, each stage as the status allows and the viewer may act (the server
 * judges, and its messages are shown): approval through a travel request workflow, the booking
 * checklist, actual costs with receipts and reimbursement, then the trip report.
 */
export function TripLifecycle({ trip }: { trip: Trip }) {
  const access = useTripAccess(trip);
  // A save elsewhere (another tab, a reload after a conflict) gives the panels their new start.
  const key = `${trip.id}-${trip.version}`;
  return (
    <div className="grid gap-6" data-testid="trip-lifecycle">
      <TripApprovalPanel trip={trip} mayEdit={access.mayEdit} />
      {BOOKING_SHOWN.includes(trip.status) && (
        <TripBookingPanel key={`booking-${key}`} trip={trip} mayEdit={access.mayEdit} />
      )}
      {canTrip('actuals', trip.status) && <TripActualsPanel trip={trip} access={access} />}
      {canTrip('report', trip.status) && <TripReportPanel trip={trip} mayEdit={access.mayEdit} />}
    </div>
  );
}
