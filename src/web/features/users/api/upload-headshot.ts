import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { User } from '@shared/schemas/user';
import { api } from '@web/lib/api-client';
import { mutationMeta } from '@web/lib/query-client';
import { queryKeys } from '@web/lib/query-keys';

export const HEADSHOT_UPLOAD_FALLBACK = 'Failed to upload headshot. Please try again.';

/** POST /api/users/{id}/headshot, multipart field `headshot`; answers the updated user. */
export function uploadHeadshot({ id, file }: { id: number; file: File }) {
  const body = new FormData();
  body.append('headshot', file);
  return api.post<User>(`/api/users/${id}/headshot`, body);
}

/**
 * Uploads the photo and refreshes the avatar. The profile page says 'Profile photo updated' /
 * 'Upload failed'; settings 'Headshot Uploaded' / 'Upload Error'.
 */
export function useUploadHeadshot({
  successTitle,
  errorTitle,
}: {
  successTitle: string;
  errorTitle: string;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadHeadshot,
    onSuccess: (user) => queryClient.setQueryData(queryKeys.currentUser.key, user),
    meta: mutationMeta<User, { id: number; file: File }>({
      success: () => ({ title: successTitle, variant: 'success' }),
      errorTitle,
      error: (error) => error.message || HEADSHOT_UPLOAD_FALLBACK,
      invalidates: [queryKeys.users.all],
    }),
  });
}
