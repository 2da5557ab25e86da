import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { User } from '@shared/schemas/user';
import { api } from '@web/lib/api-client';
import { mutationMeta } from '@web/lib/query-client';
import { queryKeys } from '@web/lib/query-keys';

/** PUT /api/users/{id}/profile with headshot null: removes the photo. */
export function removeHeadshot(id: number) {
  return api.put<User>(`/api/users/${id}/profile`, { headshot: null });
}

/** Removes the photo; the avatar falls back to initials. */
export function useRemoveHeadshot({ successTitle }: { successTitle: string }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeHeadshot,
    onSuccess: (user) => queryClient.setQueryData(queryKeys.currentUser.key, user),
    meta: mutationMeta<User, number>({
      success: () => ({ title: successTitle, variant: 'success' }),
      error: () => 'Failed to remove headshot. Please try again.',
      invalidates: [queryKeys.users.all],
    }),
  });
}
