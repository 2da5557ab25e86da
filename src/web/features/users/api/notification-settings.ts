import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotificationSettings, TestEmailResult } from '@shared/schemas/notifications';
import { api } from '@web/lib/api-client';
import { notificationSettingsQueryOptions, saveTimeZone } from '@web/lib/notification-settings';
import { mutationMeta } from '@web/lib/query-client';
import { queryKeys } from '@web/lib/query-keys';

export function useNotificationSettings() {
  return useQuery(notificationSettingsQueryOptions());
}

/** Saves the time zone Settings shows; a zone the server does not know is a 400. */
export function useSaveTimeZone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveTimeZone,
    onSuccess: (settings) =>
      queryClient.setQueryData(notificationSettingsQueryOptions().queryKey, settings),
    meta: mutationMeta<NotificationSettings, string>({
      success: (settings) => ({
        title: 'Time Zone Saved',
        description: `Reminders arrive at 09:00 ${settings.timeZone}.`,
        variant: 'success',
      }),
      error: 'Failed to save the time zone',
      // The zone is on the profile's row: its version moved, which the profile form must know.
      invalidates: [queryKeys.currentUser.key],
    }),
  });
}

/** POST /api/notifications/test-email (admins): the answer says whether it went and, if not, why. */
export function useSendTestEmail() {
  return useMutation({
    mutationFn: () => api.post<TestEmailResult>('/api/notifications/test-email'),
  });
}
