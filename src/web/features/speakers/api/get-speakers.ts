import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Speaker, SpeakerDetail } from '@shared/schemas/speaker';
import { api, apiListPage } from '@web/lib/api-client';
import { useCurrentUserProfile } from '@web/lib/current-user-profile';
import { queryKeys } from '@web/lib/query-keys';

/** GET /api/speakers/{id}: the person, their talks, every submission and the acceptance rate. */
export function speakerQueryOptions(id: number) {
  return queryOptions({
    queryKey: queryKeys.speakers.one(id),
    queryFn: ({ signal }) =>
      api.get<SpeakerDetail>(`${queryKeys.speakers.path}/${id}`, undefined, signal),
  });
}

/** One speaker; disabled until the id is known. */
export function useSpeaker(id: number | undefined) {
  return useQuery({ ...speakerQueryOptions(id ?? 0), enabled: typeof id === 'number' });
}

/** The speaker record of an account (GET /api/speakers?userId=), if a talk ever named it. */
export function accountSpeakerQueryOptions(userId: number) {
  const params = { userId, limit: 1, offset: 0 };
  return queryOptions({
    queryKey: queryKeys.speakers.list(params),
    queryFn: async ({ signal }) =>
      (await apiListPage<Speaker>(queryKeys.speakers.path, params, signal)).items[0] ?? null,
  });
}

/** The signed-in person's speaker record: undefined while loading, null when they have none. */
export function useMySpeaker() {
  const profile = useCurrentUserProfile();
  const speaker = useQuery({
    ...accountSpeakerQueryOptions(profile.data?.id ?? 0),
    enabled: profile.data !== undefined,
  });
  return { ...speaker, isPending: profile.isPending || speaker.isPending };
}
