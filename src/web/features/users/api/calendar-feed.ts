import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  DEFAULT_FEED_OPTIONS,
  type CalendarFeedCreated,
  type CalendarFeedOptions,
  type CalendarFeedStatus,
} from '@shared/schemas/calendar-feed';
import { api } from '@web/lib/api-client';
import { mutationMeta } from '@web/lib/query-client';
import { queryKeys } from '@web/lib/query-keys';

/** GET /api/calendar-feed: whether the person has a feed, what it holds and its URL. */
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

/**
 * POST: a new secret URL; the previous URL stops working (for a leaked link). A first feed is
 * made with the options given; a new URL for a feed keeps what it holds.
 */
export function useMakeCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (options?: CalendarFeedOptions) =>
      api.post<CalendarFeedCreated>(queryKeys.calendarFeed.path, options),
    onSuccess: (status) => {
      queryClient.setQueryData(calendarFeedQueryOptions().queryKey, status);
    },
    meta: mutationMeta<CalendarFeedCreated, CalendarFeedOptions | undefined>({
      error: 'Failed to make the feed',
    }),
  });
}

/** PUT options: what the feed holds changes, its URL stays (subscribed calendars follow). */
export function useSaveCalendarFeedOptions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (options: CalendarFeedOptions) =>
      api.put<CalendarFeedStatus>(`${queryKeys.calendarFeed.path}/options`, options),
    onSuccess: (status) => {
      queryClient.setQueryData(calendarFeedQueryOptions().queryKey, status);
    },
    meta: mutationMeta<CalendarFeedStatus, CalendarFeedOptions>({
      success: () => ({
        title: 'Feed Options Saved',
        description: 'Subscribed calendars show the change at their next update; the URL stays.',
      }),
      error: 'Failed to save the feed options',
    }),
  });
}

/** DELETE: the feed's URL answers 404 from now on. */
export function useRevokeCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete(queryKeys.calendarFeed.path),
    onSuccess: () => {
      queryClient.setQueryData<CalendarFeedStatus>(calendarFeedQueryOptions().queryKey, {
        active: false,
        createdAt: null,
        lastUsedAt: null,
        options: DEFAULT_FEED_OPTIONS,
        url: null,
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
