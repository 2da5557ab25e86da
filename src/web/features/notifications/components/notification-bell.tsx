import { pluralWord } from '@shared/plural';
import { BellIcon } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@web/components/ui/button';
import { cn } from '@web/lib/utils';
import { useDefaultTimeZone } from '../api/default-time-zone';
import { useUnreadCount } from '../api/notifications';

/** '3 unread notifications', 'No unread notifications'. */
export function unreadText(count: number): string {
  if (count === 0) return 'No unread notifications';
  return `${count} unread ${pluralWord(count, 'notification')}`;
}

/**
 * The header's bell: a link to the notification centre whose name carries the unread count. A
 * change of the count after the first one is announced politely (a status region), so a screen
 * reader hears of a new notice without moving focus.
 */
export function NotificationBell({ className }: { className?: string }) {
  useDefaultTimeZone();
  const { data } = useUnreadCount();
  const unread = data?.unread ?? 0;
  const first = useRef<number | undefined>(undefined);
  const [announcement, setAnnouncement] = useState('');
  useEffect(() => {
    if (data === undefined) return;
    if (first.current === undefined) first.current = data.unread;
    else setAnnouncement(unreadText(data.unread));
  }, [data]);

  const label = unread > 0 ? `Notifications, ${unreadText(unread)}` : 'Notifications';
  return (
    <>
      <Button asChild variant="ghost" size="icon" className={cn('relative', className)}>
        <Link to="/notifications" aria-label={label} title={label}>
          <BellIcon aria-hidden="true" />
          {unread > 0 && (
            <span
              aria-hidden="true"
              data-testid="unread-badge"
              className="bg-destructive text-destructive-foreground absolute -top-0.5 -right-0.5 flex h-4 min-w-4 items-center justify-center rounded-full px-1 text-[10px] leading-none font-semibold"
            >
              {unread > 99 ? '99+' : unread}
            </span>
          )}
        </Link>
      </Button>
      <span role="status" aria-live="polite" className="sr-only">
        {announcement}
      </span>
    </>
  );
}
