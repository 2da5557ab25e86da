import { queryOptions, useQuery } from '@tanstack/react-query';
import type { User } from '@shared/schemas/user';
import { api } from './api-client';
import { useAuth } from './auth/auth-context';
import { queryKeys } from './query-keys';

/** GET /api/users/me. */
export function getCurrentUserProfile(signal?: AbortSignal) {
  return api.get<User>(queryKeys.currentUser.path, undefined, signal);
}

/** Cached 5 minutes, never retried; a failure just leaves no data. */
export function currentUserProfileQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.currentUser.key,
    queryFn: ({ signal }) => getCurrentUserProfile(signal),
    staleTime: 300_000,
    gcTime: 300_000,
    retry: false,
  });
}

/** The signed-in user's record, which the avatar reads for the headshot; only with a user id. */
export function useCurrentUserProfile() {
  const { authenticated, user } = useAuth();
  return useQuery({
    ...currentUserProfileQueryOptions(),
    enabled: authenticated && Boolean(user?.id),
  });
}
