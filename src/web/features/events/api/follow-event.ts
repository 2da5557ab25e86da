import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FollowState } from '@shared/schemas/notifications';
import { api } from '@web/lib/api-client';
import { mutationMeta } from '@web/lib/query-client';
import { queryKeys } from '@web/lib/query-keys';

const followPath = (eventId: number) => `/api/events/${eventId}/follow`;

/** GET /api/events/{id}/follow: whether the signed-in user follows the event, and why. */
export function getFollowState(eventId: number, signal?: AbortSignal) {
  return api.get<FollowState>(followPath(eventId), undefined, signal);
}

/** Under the events' key, so the event's writes refresh it. */
export function followStateQueryOptions(eventId: number) {
  return queryOptions({
    queryKey: queryKeys.events.follow(eventId),
    queryFn: ({ signal }) => getFollowState(eventId, signal),
    staleTime: 60_000,
  });
}

/** Whether the signed-in user follows the event (its reminders reach them), and why. */
export function useFollowState(eventId: number) {
  return useQuery(followStateQueryOptions(eventId));
}

/** PUT (follow) or DELETE (unfollow) /api/events/{id}/follow; the answer is the new state. */
export function useSetFollow(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (follow: boolean) =>
      follow
        ? api.put<FollowState>(followPath(eventId))
        : api.delete<FollowState>(followPath(eventId)),
    onSuccess: (state) =>
      queryClient.setQueryData(followStateQueryOptions(eventId).queryKey, state),
    meta: mutationMeta<FollowState, boolean>({
      success: (state) => ({
        title: state.following ? 'Following' : 'Unfollowed',
        description: state.following
          ? 'You will get this event’s CFP deadline and event reminders.'
          : 'You will get no more reminders for this event.',
        variant: 'success',
      }),
      error: 'Failed to change following',
    }),
  });
}
