import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CalendarFeedCreated, CalendarFeedStatus } from '@shared/schemas/calendar-feed';
import { api } from '@web/lib/api-client';
import { mutationMeta } from '@web/lib/query-client';
import { queryKeys } from '@web/lib/query-keys';

/** GET /api/calendar-feed: whether the person has a feed (its URL is shown only when made). */
export function getCalendarFeed(signal?: AbortSignal) {
  return api.get<CalendarFeedStatus>(queryKeys.calendarFeed.path, undefined, signal);
}

export function calendarFeedQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.calendarFeed.key,
    queryFn: ({ signal }) => getCalendarFeed(signal),
  });
}

export function useCalendarFeed() {
  return useQuery(calendarFeedQueryOptions());
}

/** POST: a new secret URL, answered this once; the previous URL stops working. */
export function useMakeCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<CalendarFeedCreated>(queryKeys.calendarFeed.path),
    onSuccess: ({ url: _url, ...status }) => {
      queryClient.setQueryData(calendarFeedQueryOptions().queryKey, status);
    },
    meta: mutationMeta<CalendarFeedCreated, void>({ error: 'Failed to make the feed' }),
  });
}

/** DELETE: the feed's URL answers 404 from now on. */
export function useRevokeCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete(queryKeys.calendarFeed.path),
    onSuccess: () => {
      queryClient.setQueryData(calendarFeedQueryOptions().queryKey, {
        active: false,
        createdAt: null,
        lastUsedAt: null,
      });
    },
    meta: mutationMeta<unknown, void>({
      success: () => ({
        title: 'Calendar Feed Turned Off',
        description: 'Its URL no longer works.',
      }),
      error: 'Failed to turn the feed off',
    }),
  });
}
