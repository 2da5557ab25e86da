import type { Trip } from '@shared/schemas/trip';

/**
 * Approval, booking checklist, actuals and the trip report below the estimate. A stub: another
 * helper writes it, and the lead takes that version at merge.
 */
export function TripLifecycle({ trip }: { trip: Trip }) {
  void trip;
  return null;
}
