import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { User } from '@shared/schemas/user';
import { api } from '@web/lib/api-client';
import { CURRENT_USER_PROFILE_KEY } from '@web/lib/current-user-profile';
import { mutationMeta } from '@web/lib/query-client';

/** PUT /api/users/{id}/profile with headshot null: removes the photo. */
export function removeHeadshot(id: number) {
  return api.put<User>(`/api/users/${id}/profile`, { headshot: null });
}

/** Removes the photo; the avatar falls back to initials. */
export function useRemoveHeadshot({ successTitle }: { successTitle: string }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeHeadshot,
    onSuccess: (user) => queryClient.setQueryData(CURRENT_USER_PROFILE_KEY, user),
    meta: mutationMeta<User, number>({
      success: () => ({ title: successTitle, variant: 'success' }),
      error: () => 'Failed to remove headshot. Please try again.',
      invalidates: [['/api/users']],
    }),
  });
}
