import { BellIcon, CheckCheckIcon } from 'lucide-react';
import { ListLoadError, RefreshFailedNote } from '@web/components/records/list-state';
import { PageHeader } from '@web/components/layout/page-header';
import { Button } from '@web/components/ui/button';
import { EmptyState } from '@web/components/ui/empty-state';
import { Skeleton } from '@web/components/ui/skeleton';
import {
  useMarkAllRead,
  useMarkRead,
  useNotifications,
  useUnreadCount,
} from '../api/notifications';
import { unreadText } from '../components/notification-bell';
import { NotificationList } from '../components/notification-list';

/** /notifications: the notification centre, newest first, 20 at a time. */
export function NotificationsPage() {
  const list = useNotifications();
  const { data: count } = useUnreadCount();
  const markRead = useMarkRead();
  const markAllRead = useMarkAllRead();
  const notifications = list.data?.pages.flatMap((page) => page.notifications) ?? [];
  const unread = count?.unread ?? list.data?.pages[0]?.unread ?? 0;

  return (
    <>
      <PageHeader
        title="Notifications"
        description={<>Reminders, status updates and workflow notices. {unreadText(unread)}.</>}
        actions={
          <Button
            variant="outline"
            onClick={() => markAllRead.mutate()}
            disabled={unread === 0 || markAllRead.isPending}
          >
            <CheckCheckIcon aria-hidden="true" />
            Mark all as read
          </Button>
        }
      />
      {list.isPending && (
        <Skeleton role="status" aria-label="Loading notifications" className="h-64" />
      )}
      {list.isError && !list.data && (
        <ListLoadError
          text={`Failed to load notifications: ${list.error.message}`}
          onRetry={() => void list.refetch()}
          retrying={list.isFetching}
        />
      )}
      {list.isError && list.data && (
        <RefreshFailedNote onRetry={() => void list.refetch()} retrying={list.isFetching} />
      )}
      {list.isSuccess && notifications.length === 0 && (
        <EmptyState
          icon={BellIcon}
          title="No notifications yet"
          description="CFP deadline and event reminders for the events you follow, status updates of your submissions and workflow notices appear here."
        />
      )}
      {notifications.length > 0 && (
        <div className="grid gap-4">
          <NotificationList
            notifications={notifications}
            onRead={(id) => markRead.mutate(id)}
            readingId={markRead.isPending ? markRead.variables : undefined}
          />
          {list.hasNextPage && (
            <Button
              variant="outline"
              className="justify-self-center"
              onClick={() => void list.fetchNextPage()}
              disabled={list.isFetchingNextPage}
            >
              {list.isFetchingNextPage ? 'Loading...' : 'Load more'}
            </Button>
          )}
        </div>
      )}
    </>
  );
}
