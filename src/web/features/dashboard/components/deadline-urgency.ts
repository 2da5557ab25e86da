import type { DeadlineLevel } from '@web/lib/deadline-level';
import { countOf } from '@shared/plural';

/** How pressing a CFP deadline is (the calendar's rule); the dashboard's window is 14 days. */
export { deadlineLevel as deadlineUrgency } from '@web/lib/deadline-level';
export type DeadlineUrgency = DeadlineLevel;

/** Badge colours per urgency, readable in both themes; the text always says the days too. */
export const URGENCY_CLASSES: Record<DeadlineUrgency, string> = {
  urgent:
    'border-red-300 bg-red-100 text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-200',
  soon: 'border-yellow-300 bg-yellow-100 text-yellow-900 dark:border-yellow-800 dark:bg-yellow-950 dark:text-yellow-200',
  later: 'border-border bg-muted text-foreground',
};

/** 'Due today', '1 day left', '5 days left'. */
export function daysLeftLabel(daysLeft: number): string {
  if (daysLeft <= 0) return 'Due today';
  return `${countOf(daysLeft, 'day')} left`;
}

/** 'Today', 'Tomorrow', 'In 5 days'. */
export function daysUntilLabel(daysUntil: number): string {
  if (daysUntil <= 0) return 'Today';
  return daysUntil === 1 ? 'Tomorrow' : `In ${daysUntil} days`;
}
