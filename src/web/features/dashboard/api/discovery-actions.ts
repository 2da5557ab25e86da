import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { discoveryTrackAnswerSchema } from '@shared/schemas/discovered-conference';
import { api } from '@web/lib/api-client';
import { mutationMeta } from '@web/lib/query-client';
import { queryKeys } from '@web/lib/query-keys';

type TrackAnswer = z.infer<typeof discoveryTrackAnswerSchema>;
type Conference = { id: number; name: string };

/** My week's Track: an event made from a new CFP (medium priority, attending), as Discover's Track. */
export function useTrackConference() {
  return useMutation({
    mutationFn: (conference: Conference) =>
      api.post<TrackAnswer>(`/api/discover/${conference.id}/track`, {}),
    meta: mutationMeta<TrackAnswer, Conference>({
      success: (answer) => ({
        title: answer.created ? 'Event Created' : 'Event Linked',
        description: `${answer.event.name} is now tracked as an event.`,
        variant: 'success',
      }),
      error: (error) => `Could not track it: ${error.message}`,
      invalidates: [queryKeys.myWeek.all, queryKeys.events.all, queryKeys.dashboard.all],
    }),
  });
}

/** My week's Dismiss: the CFP is hidden for me (Discover's "show dismissed" brings it back). */
export function useDismissConference() {
  return useMutation({
    mutationFn: (conference: Conference) =>
      api.put<unknown>(`/api/discover/${conference.id}/mark`, { mark: 'dismissed' }),
    meta: mutationMeta<unknown, Conference>({
      success: (_answer, conference) => ({
        title: 'Dismissed',
        description: `${conference.name} is hidden from your new CFPs.`,
      }),
      error: (error) => `Could not dismiss it: ${error.message}`,
      invalidates: [queryKeys.myWeek.all],
    }),
  });
}
