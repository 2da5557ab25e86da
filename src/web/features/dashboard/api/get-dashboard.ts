import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Dashboard } from '@shared/schemas/dashboard';
import { api } from '@web/lib/api-client';
import { localToday } from '@web/lib/format';
import { queryKeys } from '@web/lib/query-keys';

/** GET /api/dashboard: totals, short lists and events per month, computed by the server. */
export function getDashboard(today: string, signal?: AbortSignal): Promise<Dashboard> {
  return api.get<Dashboard>(queryKeys.dashboard.path, { today }, signal);
}

export function dashboardQueryOptions(today: string) {
  return queryOptions({
    queryKey: queryKeys.dashboard.asOf(today),
    queryFn: ({ signal }) => getDashboard(today, signal),
    // Other screens' mutations don't know about these aggregates: refresh on every visit.
    refetchOnMount: 'always',
  });
}

/** The dashboard as of the browser's local date, so "upcoming" and "days left" count from the user's today. */
export function useDashboard(today: string = localToday()) {
  return useQuery(dashboardQueryOptions(today));
}
