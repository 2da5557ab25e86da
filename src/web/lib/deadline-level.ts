/**
 * How pressing a CFP deadline is, one rule for the calendar, the dashboard and the event page's
 * banner: 7 days or fewer urgent (red), up to 14 soon (amber or yellow), beyond that later.
 */
export type DeadlineLevel = 'urgent' | 'soon' | 'later';

export function deadlineLevel(daysLeft: number): DeadlineLevel {
  if (daysLeft <= 7) return 'urgent';
  if (daysLeft <= 14) return 'soon';
  return 'later';
}
