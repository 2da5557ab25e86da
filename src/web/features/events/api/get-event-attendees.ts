import { useQuery } from '@tanstack/react-query';
import type { Attendee } from '@shared/schemas/attendee';

/** GET /api/attendees?eventId={id}: the event's attendees (default fetcher). */
export function useEventAttendees(eventId: number) {
  return useQuery<Attendee[]>({ queryKey: ['/api/attendees', { eventId }] });
}
