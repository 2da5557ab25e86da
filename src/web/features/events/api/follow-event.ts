import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FollowState } from '@shared/schemas/notifications';
import { api } from '@web/lib/api-client';
import { toast } from '@web/lib/toast';

const followKey = (eventId: number) => [`/api/events/${eventId}/follow`] as const;

/** Whether the signed-in user follows the event (its reminders reach them), and why. */
export function useFollowState(eventId: number) {
  return useQuery<FollowState>({ queryKey: followKey(eventId), staleTime: 60_000 });
}

/** PUT (follow) or DELETE (unfollow) /api/events/{id}/follow; the answer is the new state. */
export function useSetFollow(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (follow: boolean) =>
      follow
        ? api.put<FollowState>(followKey(eventId)[0])
        : api.delete<FollowState>(followKey(eventId)[0]),
    onSuccess: (state) => {
      queryClient.setQueryData(followKey(eventId), state);
      toast({
        title: state.following ? 'Following' : 'Unfollowed',
        description: state.following
          ? 'You will get this event’s CFP deadline and event reminders.'
          : 'You will get no more reminders for this event.',
        variant: 'success',
      });
    },
    onError: (error) => {
      toast({
        title: 'Error',
        description: error.message || 'Failed to change following',
        variant: 'destructive',
      });
    },
  });
}
