import { queryOptions, useQuery } from '@tanstack/react-query';
import type { User } from '@shared/schemas/user';
import { api } from './api-client';
import { useAuth } from './auth/auth-context';

/** Query key of the signed-in user's record; invalidate it after a profile or headshot change. */
export const CURRENT_USER_PROFILE_KEY = ['/api/users/me'] as const;

/** GET /api/users/me. */
export function getCurrentUserProfile(signal?: AbortSignal) {
  return api.get<User>(CURRENT_USER_PROFILE_KEY[0], undefined, signal);
}

/** Cached 5 minutes, never retried; a failure just leaves no data. */
export function currentUserProfileQueryOptions() {
  return queryOptions({
    queryKey: CURRENT_USER_PROFILE_KEY,
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
