import { useMutation } from '@tanstack/react-query';
import type {
  DiscoveredConference,
  DiscoveryMark,
  DiscoveryTrack,
} from '@shared/schemas/discovered-conference';
import type { DiscoverySync } from '@shared/schemas/discovery-sync';
import { eventDependents } from '@web/components/events/event-dependents';
import { api } from '@web/lib/api-client';
import { mutationMeta } from '@web/lib/query-client';
import { queryKeys } from '@web/lib/query-keys';
import { viewAction } from '@web/lib/toast';

type TrackAnswer = {
  conference: DiscoveredConference;
  event: { id: number; name: string };
  created: boolean;
};

type TrackInput = { conference: DiscoveredConference; body: DiscoveryTrack };

/** POST /api/discover/{id}/track: a new event from the conference, or (eventId) an existing one linked. */
export function useTrackConference({ onSuccess }: { onSuccess?: () => void } = {}) {
  return useMutation({
    mutationFn: ({ conference, body }: TrackInput) =>
      api.post<TrackAnswer>(`${queryKeys.discover.path}/${conference.id}/track`, body),
    onSuccess,
    meta: mutationMeta<TrackAnswer, TrackInput>({
      success: ({ event, created }) => ({
        title: created ? 'Event Added' : 'Event Linked',
        description: created
          ? `${event.name} has been added to your events.`
          : `The conference now follows ${event.name}.`,
        actions: [viewAction(`/events/${event.id}`, event.name)],
      }),
      error: 'Failed to track the conference',
      invalidates: [queryKeys.discover.all, queryKeys.myWeek.all, ...eventDependents()],
    }),
  });
}

type MarkInput = { conference: DiscoveredConference; mark: DiscoveryMark | null };

/** PUT /api/discover/{id}/mark: Interested, Dismissed (hidden for me) or neither. */
export function useMarkConference() {
  const mark = useMutation({
    mutationFn: ({ conference, mark: value }: MarkInput) =>
      api.put<DiscoveredConference>(`${queryKeys.discover.path}/${conference.id}/mark`, {
        mark: value,
      }),
    meta: mutationMeta<DiscoveredConference, MarkInput>({
      success: (saved, { mark: value }) =>
        value === 'dismissed'
          ? {
              title: 'Dismissed',
              description: `${saved.name} is hidden from your list.`,
              actions: [
                {
                  label: 'Undo',
                  altText: `Show ${saved.name} again`,
                  onClick: () => mark.mutate({ conference: saved, mark: null }),
                },
              ],
            }
          : {
              title: value === 'interested' ? 'Marked Interested' : 'Mark Removed',
              description:
                value === 'interested'
                  ? `${saved.name} is in your Interested list.`
                  : `${saved.name} is no longer marked.`,
            },
      error: 'Failed to mark the conference',
      invalidates: [queryKeys.discover.all, queryKeys.myWeek.all],
    }),
  });
  return mark;
}

/**
 * POST /api/admin/discovery/sync: the sync's counts, or its error (409 when discovery is off);
 * the screen shows either beside the button, where it stays until the next sync.
 */
export function useSyncNow() {
  return useMutation({
    mutationFn: () => api.post<DiscoverySync>('/api/admin/discovery/sync'),
    meta: mutationMeta<DiscoverySync>({
      invalidates: [queryKeys.discoverySyncs.key, queryKeys.discover.all],
    }),
  });
}
