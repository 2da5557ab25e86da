import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useAuth } from '@web/lib/auth/auth-context';
import { notificationSettingsQueryOptions, saveTimeZone } from '@web/lib/notification-settings';
import { queryKeys } from '@web/lib/query-keys';

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
    mutationFn: saveTimeZone,
    onSuccess: (saved) => {
      queryClient.setQueryData(notificationSettingsQueryOptions().queryKey, saved);
      // The zone is on the profile's row: its version moved, so a profile form opened meanwhile
      // must send the new one or its first save meets a version conflict.
      void queryClient.invalidateQueries({ queryKey: queryKeys.currentUser.key });
    },
  });
  const unset = settings.data !== undefined && settings.data.timeZone === null;
  const { mutate, isIdle } = save;
  useEffect(() => {
    const zone = browserTimeZone();
    if (unset && isIdle && zone) mutate(zone);
  }, [unset, isIdle, mutate]);
}
