import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DiscoveryOffer, FollowedField } from '@shared/schemas/discovered-conference';
import { eventDependents } from '@web/components/events/event-dependents';
import { api } from '@web/lib/api-client';
import { mutationMeta } from '@web/lib/query-client';
import { queryKeys } from '@web/lib/query-keys';

const offerPath = (eventId: number) => `/api/events/${eventId}/discovery-offer`;

/** Under the event's key, so its writes (and a sync's, on the next visit) refresh it. */
export function discoveryOfferQueryOptions(eventId: number) {
  return queryOptions({
    queryKey: queryKeys.events.discoveryOffer(eventId),
    queryFn: ({ signal }) => api.get<DiscoveryOffer | null>(offerPath(eventId), undefined, signal),
  });
}

/** GET /api/events/{id}/discovery-offer: changes of the conference data not yet applied, or null. */
export function useDiscoveryOffer(eventId: number) {
  return useQuery(discoveryOfferQueryOptions(eventId));
}

/** POST: applies the fields to the event; the answer is what is still offered. */
export function useApplyDiscoveryOffer(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fields: FollowedField[]) =>
      api.post<DiscoveryOffer | null>(offerPath(eventId), { fields }),
    onSuccess: (offer) =>
      queryClient.setQueryData(discoveryOfferQueryOptions(eventId).queryKey, offer),
    meta: mutationMeta<DiscoveryOffer | null, FollowedField[]>({
      success: (_offer, fields) => ({
        title: 'Event Updated',
        description:
          fields.length === 1
            ? 'The change from the conference data was applied.'
            : 'The changes from the conference data were applied.',
        variant: 'success',
      }),
      error: 'Failed to apply the changes',
      invalidates: eventDependents(),
    }),
  });
}

/** DELETE: the event keeps its values; the same changes are not offered again. */
export function useDismissDiscoveryOffer(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete(offerPath(eventId)),
    onSuccess: () => queryClient.setQueryData(discoveryOfferQueryOptions(eventId).queryKey, null),
    meta: mutationMeta({
      success: () => ({
        title: 'Changes Dismissed',
        description: 'The event keeps its own values.',
      }),
      error: 'Failed to dismiss the changes',
    }),
  });
}
