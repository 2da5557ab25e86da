import { differenceInCalendarDays, isValid, parseISO } from 'date-fns';
import { countOf } from '@shared/plural';
import { deadlineLevel, type DeadlineLevel } from '@web/lib/deadline-level';

export type CfpCountdown = { text: string; level: DeadlineLevel | 'closed' };

/**
 * How long a CFP stays open, counted in the browser's calendar days: 'closes in 12 days',
 * 'closes tomorrow', 'closes today', 'closed'; null when there is no (valid) deadline.
 */
export function cfpCountdown(
  deadline: string | null,
  today: Date = new Date(),
): CfpCountdown | null {
  if (!deadline) return null;
  const day = parseISO(deadline);
  if (!isValid(day)) return null;
  const days = differenceInCalendarDays(day, today);
  if (days < 0) return { text: 'closed', level: 'closed' };
  const text =
    days === 0
      ? 'closes today'
      : days === 1
        ? 'closes tomorrow'
        : `closes in ${countOf(days, 'day')}`;
  return { text, level: deadlineLevel(days) };
}

/** The place as the list shows it: 'Lisbon, Portugal', 'Online', or both when it is hybrid. */
export function conferencePlace(conference: {
  city: string | null;
  country: string | null;
  online: boolean;
}): string {
  const where = [conference.city, conference.country].filter(Boolean).join(', ');
  if (!where) return conference.online ? 'Online' : 'Place not announced';
  return conference.online ? `${where} and online` : where;
}
