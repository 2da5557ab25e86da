import { countOf } from '../plural';
import { z } from 'zod';

/**
 * GET /api/events/{id}/deletion: what deleting the event takes with it, and whether the viewer
 * may. Records other people created (or whose creator left) need an admin to go with it.
 */
export const eventDeletionSchema = z.object({
  cfpSubmissions: z.number().int(),
  attendees: z.number().int(),
  sponsorships: z.number().int(),
  /** Of those, how many someone other than the viewer created. */
  othersRecords: z.number().int(),
  allowed: z.boolean(),
  /** Why not, when not allowed. */
  reason: z.string().nullable(),
});
export type EventDeletion = z.infer<typeof eventDeletionSchema>;

export const EVENT_DELETE_RULES = {
  notCreator: 'Only its creator or an admin can delete this event',
  othersRecords: (count: number) =>
    `Only an admin can delete this event: it holds ${countOf(count, 'record')} other people created, which would be deleted with it`,
} as const;

/** Joins ['a', 'b', 'c'] as 'a, b and c'. */
function listed(parts: string[]): string {
  if (parts.length <= 1) return parts.join('');
  return `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}

/** 'This also deletes 3 CFP submissions, 12 attendees and 1 sponsorship.', or null for none. */
export function cascadeSentence(
  counts: Pick<EventDeletion, 'cfpSubmissions' | 'attendees' | 'sponsorships'>,
): string | null {
  const parts = [
    counts.cfpSubmissions && countOf(counts.cfpSubmissions, 'CFP submission'),
    counts.attendees && countOf(counts.attendees, 'attendee'),
    counts.sponsorships && countOf(counts.sponsorships, 'sponsorship'),
  ].filter((part): part is string => Boolean(part));
  return parts.length ? `This also deletes ${listed(parts)}.` : null;
}
