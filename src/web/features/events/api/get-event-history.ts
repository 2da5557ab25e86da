import { useQuery } from '@tanstack/react-query';
import type { EditHistoryEntry } from '@shared/schemas/edit-history';

/** GET /api/edit-history/events/{id}, newest first (default fetcher). */
export function useEventHistory(eventId: number) {
  return useQuery<EditHistoryEntry[]>({ queryKey: [`/api/edit-history/events/${eventId}`] });
}
