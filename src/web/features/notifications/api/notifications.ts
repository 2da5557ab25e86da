import {
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type { NotificationPage, UnreadCount } from '@shared/schemas/notifications';
import { api } from '@web/lib/api-client';
import { useAuth } from '@web/lib/auth/auth-context';
import { mutationMeta } from '@web/lib/query-client';
import { queryKeys } from '@web/lib/query-keys';

const PAGE_SIZE = 20;

/** GET /api/notifications/unread-count. */
export function getUnreadCount(signal?: AbortSignal) {
  return api.get<UnreadCount>(queryKeys.unreadNotifications.path, undefined, signal);
}

/**
 * The bell's count: fresh for 30 seconds, asked again every minute and when the window regains
 * focus, so a notice someone else caused shows up without a reload.
 */
export function unreadCountQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.unreadNotifications.key,
    queryFn: ({ signal }) => getUnreadCount(signal),
    staleTime: 30_000,
    refetchInterval: 60_000,
    refetchOnWindowFocus: true,
  });
}

export function useUnreadCount() {
  const { authenticated } = useAuth();
  return useQuery({ ...unreadCountQueryOptions(), enabled: authenticated });
}

/** GET /api/notifications, newest first; each further page starts before the last id seen. */
export function useNotifications() {
  return useInfiniteQuery({
    queryKey: queryKeys.notifications.pages,
    initialPageParam: undefined as number | undefined,
    queryFn: ({ pageParam, signal }) =>
      api.get<NotificationPage>(
        queryKeys.notifications.path,
        { limit: PAGE_SIZE, before: pageParam },
        signal,
      ),
    getNextPageParam: (page) => page.nextBefore ?? undefined,
    staleTime: 0,
  });
}

function afterReading(queryClient: QueryClient, unread: UnreadCount) {
  queryClient.setQueryData(queryKeys.unreadNotifications.key, unread);
}

const READING = mutationMeta<UnreadCount, unknown>({
  error: 'Failed to mark as read',
  invalidates: [queryKeys.notifications.pages],
});

/** POST /api/notifications/{id}/read; the answer is the new unread count. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post<UnreadCount>(`${queryKeys.notifications.path}/${id}/read`),
    onSuccess: (unread) => afterReading(queryClient, unread),
    meta: READING,
  });
}

/** POST /api/notifications/read-all. */
export function useMarkAllRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<UnreadCount>(`${queryKeys.notifications.path}/read-all`),
    onSuccess: (unread) => afterReading(queryClient, unread),
    meta: READING,
  });
}
