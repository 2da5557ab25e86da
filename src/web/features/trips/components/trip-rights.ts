import type { Trip } from '@shared/schemas/trip';
import { canTrip, ESTIMATE_EDITABLE } from '@shared/trip-status';
import { useAuth } from '@web/lib/auth/auth-context';
import { useCurrentUserProfile } from '@web/lib/current-user-profile';

/** What the signed-in person may do to a trip, as the server's rules (trip-writes) allow. */
export type TripRights = {
  /** The trip's fields (its estimate only while ESTIMATE_EDITABLE). */
  edit: boolean;
  /** Only a draft never sent for approval. */
  remove: boolean;
  cancel: boolean;
  complete: boolean;
  /** The estimate may change now. */
  estimate: boolean;
};

const SETTLED = ['completed', 'reported', 'cancelled'];

/** The traveller and admins change a trip; reviewers only see it. */
export function useTripRights(): (trip: Trip) => TripRights {
  const { hasRole } = useAuth();
  const me = useCurrentUserProfile().data;
  const admin = hasRole(['admin']);
  return (trip) => {
    const mine = admin || (me !== undefined && trip.travellerId === me.id);
    return {
      edit: mine && !SETTLED.includes(trip.status),
      remove: mine && trip.status === 'draft' && trip.workflowId === null,
      cancel: mine && canTrip('cancel', trip.status),
      complete: mine && canTrip('complete', trip.status),
      estimate: mine && ESTIMATE_EDITABLE.includes(trip.status),
    };
  };
}
