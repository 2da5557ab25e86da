/** Card border by priority (SPEC: high red, medium yellow, low green, other gray). */
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

/** Calendar entry border by priority: essential purple and thick, high red, medium yellow, low green, nice to have blue. */
export function calendarBorderClass(priority: string): string {
  switch (priority) {
    case 'essential':
      return 'border-l-4 border-l-purple-500';
    case 'high':
      return 'border-l-2 border-l-red-500';
    case 'medium':
      return 'border-l-2 border-l-yellow-500';
    case 'low':
      return 'border-l-2 border-l-green-500';
    case 'nice to have':
      return 'border-l-2 border-l-blue-500';
    default:
      return 'border-l-2 border-l-gray-400';
  }
}

export type DeadlineLevel = 'urgent' | 'soon' | 'later';

/** CFP deadline colouring: 7 days or fewer red, up to 14 yellow, more green. */
export function deadlineLevel(daysLeft: number): DeadlineLevel {
  if (daysLeft <= 7) return 'urgent';
  if (daysLeft <= 14) return 'soon';
  return 'later';
}

export const DEADLINE_CLASSES: Record<DeadlineLevel, string> = {
  urgent:
    'border-red-300 bg-red-50 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100',
  soon: 'border-yellow-300 bg-yellow-50 text-yellow-900 dark:border-yellow-800 dark:bg-yellow-950 dark:text-yellow-100',
  later:
    'border-green-300 bg-green-50 text-green-900 dark:border-green-800 dark:bg-green-950 dark:text-green-100',
};
