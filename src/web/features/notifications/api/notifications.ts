import {
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type { NotificationPage, UnreadCount } from '@shared/schemas/notifications';
import { api } from '@web/lib/api-client';
import { useAuth } from '@web/lib/auth/auth-context';
import { toast } from '@web/lib/toast';

export const NOTIFICATIONS_KEY = '/api/notifications';
export const UNREAD_COUNT_KEY = ['/api/notifications/unread-count'] as const;
const PAGE_SIZE = 20;

/**
 * The bell's count: fresh for 30 seconds, asked again every minute and when the window regains
 * focus, so a notice someone else caused shows up without a reload.
 */
export function useUnreadCount() {
  const { authenticated } = useAuth();
  return useQuery<UnreadCount>({
    queryKey: UNREAD_COUNT_KEY,
    enabled: authenticated,
    staleTime: 30_000,
    refetchInterval: 60_000,
    refetchOnWindowFocus: true,
  });
}

/** GET /api/notifications, newest first; each further page starts before the last id seen. */
export function useNotifications() {
  return useInfiniteQuery({
    queryKey: [NOTIFICATIONS_KEY, 'pages'],
    initialPageParam: undefined as number | undefined,
    queryFn: ({ pageParam, signal }) =>
      api.get<NotificationPage>(NOTIFICATIONS_KEY, { limit: PAGE_SIZE, before: pageParam }, signal),
    getNextPageParam: (page) => page.nextBefore ?? undefined,
    staleTime: 0,
  });
}

async function afterReading(queryClient: QueryClient, unread: UnreadCount) {
  queryClient.setQueryData(UNREAD_COUNT_KEY, unread);
  await queryClient.invalidateQueries({ queryKey: [NOTIFICATIONS_KEY, 'pages'] });
}

function failed(error: Error) {
  toast({ title: 'Error', description: error.message, variant: 'destructive' });
}

/** POST /api/notifications/{id}/read; the answer is the new unread count. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post<UnreadCount>(`${NOTIFICATIONS_KEY}/${id}/read`),
    onSuccess: (unread) => afterReading(queryClient, unread),
    onError: failed,
  });
}

/** POST /api/notifications/read-all. */
export function useMarkAllRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<UnreadCount>(`${NOTIFICATIONS_KEY}/read-all`),
    onSuccess: (unread) => afterReading(queryClient, unread),
    onError: failed,
  });
}
