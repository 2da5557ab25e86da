import type { Trip } from '@shared/schemas/trip';
import { useAuth } from '@web/lib/auth/auth-context';
import { useCurrentUserProfile } from '@web/lib/current-user-profile';

/**
 * What the viewer may do to a trip, as the server rules it: the traveller and admins edit it, its
 * reviewers only see it; only an admin marks a reimbursement paid or edits costs once paid.
 */
export function useTripAccess(trip: Pick<Trip, 'travellerId' | 'reimbursement'>) {
  const { hasRole } = useAuth();
  const { data: me } = useCurrentUserProfile();
  const admin = hasRole(['admin']);
  const mayEdit = admin || (me !== undefined && me.id === trip.travellerId);
  return {
    admin,
    mayEdit,
    mayEditCosts: admin || (mayEdit && trip.reimbursement !== 'paid'),
  };
}
