import type { QueryKey } from '@tanstack/react-query';
import { queryKeys } from '@web/lib/query-keys';

/** What refetches after an event changes: every events list, the event and the dashboard (histories refetch after every write). */
export function eventDependents(): QueryKey[] {
  return [queryKeys.events.all, queryKeys.dashboard.all];
}
