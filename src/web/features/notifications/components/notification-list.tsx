import { formatDistanceStrict } from 'date-fns';
import {
  BellIcon,
  CalendarCheckIcon,
  CalendarClockIcon,
  CheckIcon,
  ClipboardCheckIcon,
  FileTextIcon,
  MailIcon,
  PlaneIcon,
  WebhookIcon,
} from 'lucide-react';
import type { ComponentType } from 'react';
import { Link, useNavigate } from 'react-router';
import type { Notification, NotificationKind } from '@shared/schemas/notifications';
import { Button } from '@web/components/ui/button';
import { formatDate } from '@web/lib/format';
import { cn } from '@web/lib/utils';

const KIND_ICONS: Record<NotificationKind, ComponentType<{ className?: string }>> = {
  cfp_deadline_3d: CalendarClockIcon,
  cfp_deadline_today: CalendarClockIcon,
  event_7d: CalendarClockIcon,
  event_1d: CalendarClockIcon,
  cfp_status: FileTextIcon,
  event_status: CalendarCheckIcon,
  digest: MailIcon,
  review_requested: ClipboardCheckIcon,
  workflow_decided: ClipboardCheckIcon,
  workflow_comment: ClipboardCheckIcon,
  trip_report_request: PlaneIcon,
  trip_report_reminder: PlaneIcon,
  webhook_disabled: WebhookIcon,
};

/** '5 minutes ago', at most a week back; older ones show their date. */
export function whenText(createdAt: string, now = new Date()): string {
  const date = new Date(createdAt);
  const age = now.getTime() - date.getTime();
  if (age < 60_000) return 'just now';
  if (age < 7 * 86_400_000) return `${formatDistanceStrict(date, now)} ago`;
  return formatDate(date);
}

type Props = {
  notifications: Notification[];
  onRead: (id: number) => void;
  readingId?: number;
};

/**
 * The notification centre's entries, newest first. Each title is a link to what it is about
 * (opening it marks it read); unread ones say so in words and offer "Mark as read".
 */
export function NotificationList({ notifications, onRead, readingId }: Props) {
  const navigate = useNavigate();
  return (
    <ul aria-label="Notifications" className="divide-border grid divide-y rounded-xl border">
      {notifications.map((entry) => {
        const Icon = KIND_ICONS[entry.kind] ?? BellIcon;
        const unread = entry.readAt === null;
        return (
          <li
            key={entry.id}
            className={cn('flex items-start gap-3 p-4', unread && 'bg-accent/40')}
            data-unread={unread || undefined}
          >
            <span
              className={cn(
                'mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-full',
                unread ? 'bg-primary text-primary-foreground' : 'bg-muted text-muted-foreground',
              )}
            >
              <Icon className="size-4" aria-hidden="true" />
            </span>
            <div className="grid min-w-0 flex-1 gap-1">
              <Link
                to={entry.link}
                className={cn(
                  'hover:underline focus-visible:underline',
                  unread ? 'font-semibold' : 'font-medium',
                )}
                onClick={(click) => {
                  if (!unread) return;
                  click.preventDefault();
                  onRead(entry.id);
                  void navigate(entry.link);
                }}
              >
                {unread && <span className="sr-only">Unread:</span>}
                {unread && ' '}
                {entry.title}
              </Link>
              <p className="text-muted-foreground text-sm break-words">{entry.body}</p>
              <p className="text-muted-foreground text-xs">
                <time dateTime={entry.createdAt}>{whenText(entry.createdAt)}</time>
              </p>
            </div>
            {unread && (
              <Button
                variant="ghost"
                size="sm"
                className="shrink-0"
                disabled={readingId === entry.id}
                onClick={() => onRead(entry.id)}
                aria-label={`Mark as read: ${entry.title}`}
              >
                <CheckIcon aria-hidden="true" />
                <span className="hidden sm:inline">Mark as read</span>
              </Button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
