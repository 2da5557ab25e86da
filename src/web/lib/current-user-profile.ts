import { useQuery } from '@tanstack/react-query';
import type { User } from '@shared/schemas/user';
import { useAuth } from './auth/auth-context';

/** Query key of the signed-in user's record; invalidate it after a profile or headshot change. */
export const CURRENT_USER_PROFILE_KEY = ['/api/users/me'] as const;

/**
 * The signed-in user's record (GET /api/users/me), which the avatar reads for the headshot.
 * Only with a user id, cached 5 minutes, never retried; a failure just leaves no data.
 */
export function useCurrentUserProfile() {
  const { authenticated, user } = useAuth();
  return useQuery<User>({
    queryKey: CURRENT_USER_PROFILE_KEY,
    enabled: authenticated && Boolean(user?.id),
    staleTime: 300_000,
    gcTime: 300_000,
    retry: false,
  });
}
