import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotificationSettings, TestEmailResult } from '@shared/schemas/notifications';
import { api } from '@web/lib/api-client';
import { CURRENT_USER_PROFILE_KEY } from '@web/lib/current-user-profile';
import { toast } from '@web/lib/toast';

const SETTINGS_KEY = ['/api/notifications/settings'] as const;

/** GET /api/notifications/settings: the time zone and whether the server can send email. */
export function useNotificationSettings() {
  return useQuery<NotificationSettings>({ queryKey: SETTINGS_KEY });
}

/** PUT /api/notifications/settings { timeZone }; a zone the server does not know is a 400. */
export function useSaveTimeZone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (timeZone: string) => api.put<NotificationSettings>(SETTINGS_KEY[0], { timeZone }),
    onSuccess: (settings) => {
      queryClient.setQueryData(SETTINGS_KEY, settings);
      // The zone is on the profile's row: its version moved, which the profile form must know.
      void queryClient.invalidateQueries({ queryKey: CURRENT_USER_PROFILE_KEY });
      toast({
        title: 'Time Zone Saved',
        description: `Reminders arrive at 09:00 ${settings.timeZone}.`,
        variant: 'success',
      });
    },
    onError: (error) => {
      toast({ title: 'Error', description: error.message, variant: 'destructive' });
    },
  });
}

/** POST /api/notifications/test-email (admins): the answer says whether it went and, if not, why. */
export function useSendTestEmail() {
  return useMutation({
    mutationFn: () => api.post<TestEmailResult>('/api/notifications/test-email'),
  });
}
