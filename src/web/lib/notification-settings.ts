import { queryOptions } from '@tanstack/react-query';
import type { NotificationSettings } from '@shared/schemas/notifications';
import { api } from './api-client';
import { queryKeys } from './query-keys';

/** GET /api/notifications/settings: the time zone and whether the server can send email. */
export function getNotificationSettings(signal?: AbortSignal) {
  return api.get<NotificationSettings>(queryKeys.notificationSettings.path, undefined, signal);
}

/** PUT /api/notifications/settings { timeZone }; a zone the server does not know is a 400. */
export function saveTimeZone(timeZone: string) {
  return api.put<NotificationSettings>(queryKeys.notificationSettings.path, { timeZone });
}

/** One query for Settings and for the default time zone saved at sign-in. */
export function notificationSettingsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.notificationSettings.key,
    queryFn: ({ signal }) => getNotificationSettings(signal),
  });
}
