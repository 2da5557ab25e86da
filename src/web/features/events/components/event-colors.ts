import type { DeadlineLevel } from '@web/lib/deadline-level';

/** Card border by priority (high red, medium yellow, low green, other gray). */
export function cardBorderClass(priority: string): string {
  switch (priority) {
    case 'high':
      return 'border-l-red-500';
    case 'medium':
      return 'border-l-yellow-500';
    case 'low':
      return 'border-l-green-500';
    default:
      return 'border-l-gray-400';
  }
}

/** Calendar colours by priority: essential purple (thick border), high red, medium yellow, low green, nice to have blue. */
const CALENDAR_PRIORITY: Record<string, { border: string; dot: string }> = {
  essential: { border: 'border-l-4 border-l-purple-500', dot: 'bg-purple-500' },
  high: { border: 'border-l-2 border-l-red-500', dot: 'bg-red-500' },
  medium: { border: 'border-l-2 border-l-yellow-500', dot: 'bg-yellow-500' },
  low: { border: 'border-l-2 border-l-green-500', dot: 'bg-green-500' },
  'nice to have': { border: 'border-l-2 border-l-blue-500', dot: 'bg-blue-500' },
};
const OTHER_PRIORITY = { border: 'border-l-2 border-l-gray-400', dot: 'bg-gray-400' };

/** Calendar entry border by priority. */
export function calendarBorderClass(priority: string): string {
  return (CALENDAR_PRIORITY[priority] ?? OTHER_PRIORITY).border;
}

/** A compact calendar day's dot for an event, in its priority's colour. */
export function calendarDotClass(priority: string): string {
  return (CALENDAR_PRIORITY[priority] ?? OTHER_PRIORITY).dot;
}

/** CFP deadline colouring in the calendar (deadlineLevel): red, yellow, then green. */
export const DEADLINE_CLASSES: Record<DeadlineLevel, string> = {
  urgent:
    'border-red-300 bg-red-50 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100',
  soon: 'border-yellow-300 bg-yellow-50 text-yellow-900 dark:border-yellow-800 dark:bg-yellow-950 dark:text-yellow-100',
  later:
    'border-green-300 bg-green-50 text-green-900 dark:border-green-800 dark:bg-green-950 dark:text-green-100',
};

/** The event page's CFP deadline banner by the same rule: red, amber, then neutral. */
export const DEADLINE_BANNER_CLASSES: Record<DeadlineLevel, string> = {
  urgent:
    'border-red-300 bg-red-50 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100',
  soon: 'border-amber-300 bg-amber-50 text-amber-900 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100',
  later: 'border-border bg-muted text-foreground',
};

/** A compact calendar day's mark for a CFP deadline: a ring in the deadline's colour. */
export const DEADLINE_DOT_CLASSES: Record<DeadlineLevel, string> = {
  urgent: 'ring-2 ring-inset ring-red-500',
  soon: 'ring-2 ring-inset ring-yellow-500',
  later: 'ring-2 ring-inset ring-green-500',
};
