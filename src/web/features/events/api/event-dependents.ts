import type { QueryKey } from '@tanstack/react-query';

/** What refetches after an event changes: every events list, the event, the dashboard, its history. */
export function eventDependents(id?: number): QueryKey[] {
  const keys: QueryKey[] = [['/api/events'], ['/api/dashboard']];
  if (id !== undefined) keys.push(['/api/history', 'events', id]);
  return keys;
}
