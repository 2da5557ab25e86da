import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProfileUpdate, User } from '@shared/schemas/user';
import { api, ApiError } from '@web/lib/api-client';
import { mutationMeta } from '@web/lib/query-client';
import { queryKeys } from '@web/lib/query-keys';

/**
 * PUT /api/users/{id}/profile: one's own profile fields and notification preferences. With
 * `version` (If-Match), a profile saved meanwhile elsewhere (another tab) answers 412.
 */
export function updateProfile({
  id,
  version,
  ...input
}: ProfileUpdate & { id: number; version?: number }) {
  return api.put<User>(`/api/users/${id}/profile`, input, version);
}

/** The server's message for the email field (another account holds the address), if any. */
export function emailErrorOf(error: unknown): string | undefined {
  return error instanceof ApiError ? error.errors?.email : undefined;
}

/** Saves the profile; the avatar and every user list read the answer; shows its toasts. */
export function useUpdateProfile({
  successTitle,
  onSuccess,
}: {
  /** 'Profile updated' (profile page), 'Profile Updated' (settings), 'Notification Settings Updated'. */
  successTitle: string;
  onSuccess?: (user: User) => void;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (user) => {
      queryClient.setQueryData(queryKeys.currentUser.key, user);
      onSuccess?.(user);
    },
    meta: mutationMeta<User, ProfileUpdate & { id: number; version?: number }>({
      success: () => ({ title: successTitle, variant: 'success' }),
      errorTitle: 'Update failed',
      error: (error) => error.message || 'Failed to update profile. Please try again.',
      invalidates: [queryKeys.users.all],
    }),
  });
}
