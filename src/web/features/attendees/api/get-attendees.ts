import { queryOptions, type QueryKey } from '@tanstack/react-query';
import type { Attendee } from '@shared/schemas/attendee';
import type { ListPage, RecordListParams } from '@web/components/records/record-list-page';
import { apiListPage } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/** What refetches after an attendee changes: its lists, the events (counts) and the dashboard. */
export const ATTENDEE_DEPENDENTS: QueryKey[] = [
  queryKeys.attendees.all,
  queryKeys.events.all,
  queryKeys.dashboard.all,
];

/** GET /api/attendees filters; the API searches, filters, sorts and pages. */
export type AttendeeListParams = RecordListParams & {
  /** Exact role, case-insensitive. */
  role?: string;
  q?: string;
};

/** One page of attendees and the filtered total. */
export function getAttendees(
  params: AttendeeListParams,
  signal?: AbortSignal,
): Promise<ListPage<Attendee>> {
  return apiListPage<Attendee>(queryKeys.attendees.path, params, signal);
}

export function attendeesQueryOptions(params: AttendeeListParams) {
  return queryOptions({
    queryKey: queryKeys.attendees.list(params),
    queryFn: ({ signal }) => getAttendees(params, signal),
  });
}
