import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MyWeek } from '@shared/schemas/my-week';
import { api } from '@web/lib/api-client';
import { localToday } from '@web/lib/format';
import { queryKeys } from '@web/lib/query-keys';

/** GET /api/me/week: what needs the signed-in person, every list in one answer. */
export function getMyWeek(today: string, signal?: AbortSignal): Promise<MyWeek> {
  return api.get<MyWeek>(queryKeys.myWeek.path, { today }, signal);
}

export function myWeekQueryOptions(today: string) {
  return queryOptions({
    queryKey: queryKeys.myWeek.asOf(today),
    queryFn: ({ signal }) => getMyWeek(today, signal),
    // Writes on other screens (a submission, a status, a follow) change these lists: refresh on every visit.
    refetchOnMount: 'always',
  });
}

/** My week as of the browser's local date, as the dashboard counts its days. */
export function useMyWeek(today: string = localToday()) {
  return useQuery(myWeekQueryOptions(today));
}
