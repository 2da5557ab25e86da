import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Speaker } from '@shared/schemas/speaker';
import type { UserSummary } from '@shared/schemas/user';
import { api, apiListPage } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';
import { useDebouncedValue } from '@web/lib/use-debounced-value';

const OPTIONS = 20;

/** Someone a talk can name: an account (`userId`) or a speaker record (`speakerId`). */
export type SpeakerOption = {
  key: string;
  name: string;
  detail?: string;
  userId?: number;
  speakerId?: number;
};

const accountOption = (user: UserSummary): SpeakerOption => ({
  key: `user-${user.id}`,
  name: user.name || user.username,
  detail: user.username,
  userId: user.id,
});

const externalOption = (speaker: Speaker): SpeakerOption => ({
  key: `speaker-${speaker.id}`,
  name: speaker.name,
  detail: speaker.company ?? 'External',
  speakerId: speaker.id,
});

/**
 * Accounts (GET /api/users, active ones) then external speakers (GET /api/speakers without an
 * account) matching `search`, 20 of each; the API searches, debounced.
 */
export function useSpeakerOptions(search: string, enabled: boolean) {
  const q = useDebouncedValue(search.trim()) || undefined;
  return useQuery({
    queryKey: queryKeys.speakers.options({ q }),
    queryFn: async ({ signal }) => {
      const [users, speakers] = await Promise.all([
        api.get<UserSummary[]>(queryKeys.users.path, { q, limit: OPTIONS, active: 'true' }, signal),
        apiListPage<Speaker>(queryKeys.speakers.path, { q, limit: OPTIONS, offset: 0 }, signal),
      ]);
      return [
        ...users.map(accountOption),
        ...speakers.items.filter((speaker) => speaker.userId === null).map(externalOption),
      ];
    },
    placeholderData: keepPreviousData,
    enabled,
  });
}
