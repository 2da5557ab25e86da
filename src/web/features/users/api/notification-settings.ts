import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotificationSettings, TestEmailResult } from '@shared/schemas/notifications';
import { api } from '@web/lib/api-client';
import { CURRENT_USER_PROFILE_KEY } from '@web/lib/current-user-profile';
import { mutationMeta } from '@web/lib/query-client';

const SETTINGS_KEY = ['/api/notifications/settings'] as const;

/** GET /api/notifications/settings: the time zone and whether the server can send email. */
export function getNotificationSettings(signal?: AbortSignal) {
  return api.get<NotificationSettings>(SETTINGS_KEY[0], undefined, signal);
}

export function notificationSettingsQueryOptions() {
  return queryOptions({
    queryKey: SETTINGS_KEY,
    queryFn: ({ signal }) => getNotificationSettings(signal),
  });
}

export function useNotificationSettings() {
  return useQuery(notificationSettingsQueryOptions());
}

/** PUT /api/notifications/settings { timeZone }; a zone the server does not know is a 400. */
export function useSaveTimeZone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (timeZone: string) => api.put<NotificationSettings>(SETTINGS_KEY[0], { timeZone }),
    onSuccess: (settings) => queryClient.setQueryData(SETTINGS_KEY, settings),
    meta: mutationMeta<NotificationSettings, string>({
      success: (settings) => ({
        title: 'Time Zone Saved',
        description: `Reminders arrive at 09:00 ${settings.timeZone}.`,
        variant: 'success',
      }),
      error: 'Failed to save the time zone',
      // The zone is on the profile's row: its version moved, which the profile form must know.
      invalidates: [CURRENT_USER_PROFILE_KEY],
    }),
  });
}

/** POST /api/notifications/test-email (admins): the answer says whether it went and, if not, why. */
export function useSendTestEmail() {
  return useMutation({
    mutationFn: () => api.post<TestEmailResult>('/api/notifications/test-email'),
  });
}
