import type { QueryKey } from '@tanstack/react-query';

/** What refetches after an event changes: every events list, the event and the dashboard (histories refetch after every write). */
export function eventDependents(): QueryKey[] {
  return [['/api/events'], ['/api/dashboard']];
}
