import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Attendee } from '@shared/schemas/attendee';

/** GET /api/attendees filters; the API searches, filters and sorts. */
export type AttendeeListParams = {
  eventId?: number;
  /** Exact role, case-insensitive. */
  role?: string;
  q?: string;
  /** A field, '-' prefixed for descending; newest first when absent. */
  sort?: string;
};

/** The attendees list (default fetcher); the previous rows stay while filters change. */
export function useAttendees(params: AttendeeListParams) {
  return useQuery<Attendee[]>({
    queryKey: ['/api/attendees', params],
    placeholderData: keepPreviousData,
  });
}
