import { Skeleton } from '@web/components/ui/skeleton';
import { useNotificationSettings } from '../api/notification-settings';
import { EmailStatus } from './email-status';
import { TimeZoneSetting } from './time-zone-setting';

/** Settings → Notifications, below the switches: when reminders arrive and whether by email. */
export function NotificationDelivery() {
  const settings = useNotificationSettings();
  if (settings.isPending) {
    return <Skeleton role="status" aria-label="Loading notification settings" className="h-32" />;
  }
  if (settings.isError) {
    return (
      <p role="alert" className="text-destructive text-sm">
        Failed to load notification settings: {settings.error.message}
      </p>
    );
  }
  return (
    <div className="grid gap-6">
      <TimeZoneSetting key={settings.data.timeZone ?? ''} saved={settings.data.timeZone} />
      <EmailStatus settings={settings.data} />
    </div>
  );
}
