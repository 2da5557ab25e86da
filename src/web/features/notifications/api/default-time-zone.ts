import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { NotificationSettings } from '@shared/schemas/notifications';
import { api } from '@web/lib/api-client';
import { useAuth } from '@web/lib/auth/auth-context';

export const NOTIFICATION_SETTINGS_KEY = ['/api/notifications/settings'] as const;

/** GET /api/notifications/settings: the time zone and whether the server can send email. */
export function getNotificationSettings(signal?: AbortSignal) {
  return api.get<NotificationSettings>(NOTIFICATION_SETTINGS_KEY[0], undefined, signal);
}

export function notificationSettingsQueryOptions() {
  return queryOptions({
    queryKey: NOTIFICATION_SETTINGS_KEY,
    queryFn: ({ signal }) => getNotificationSettings(signal),
  });
}

/** The browser's IANA time zone ('Europe/Berlin'), or undefined when it does not say. */
export function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

/**
 * Reminders fall at 09:00 in one's time zone: someone who never chose one gets the browser's,
 * saved once when they are signed in (Settings changes it). Nothing happens once one is saved.
 */
export function useDefaultTimeZone() {
  const { authenticated } = useAuth();
  const queryClient = useQueryClient();
  const settings = useQuery({
    ...notificationSettingsQueryOptions(),
    enabled: authenticated,
    staleTime: Infinity,
    retry: false,
  });
  const save = useMutation({
    mutationFn: (timeZone: string) =>
      api.put<NotificationSettings>(NOTIFICATION_SETTINGS_KEY[0], { timeZone }),
    onSuccess: (saved) => queryClient.setQueryData(NOTIFICATION_SETTINGS_KEY, saved),
  });
  const unset = settings.data !== undefined && settings.data.timeZone === null;
  const { mutate, isIdle } = save;
  useEffect(() => {
    const zone = browserTimeZone();
    if (unset && isIdle && zone) mutate(zone);
  }, [unset, isIdle, mutate]);
}
