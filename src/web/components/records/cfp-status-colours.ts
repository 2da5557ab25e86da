/**
 * A CFP submission's status colours, one set for its badges and its status selects: accepted
 * green, rejected red, submitted blue, draft and withdrawn neutral.
 */
const STATUS_CLASSES: Record<string, string> = {
  accepted:
    'border-green-300 bg-green-100 text-green-800 dark:border-green-800 dark:bg-green-950 dark:text-green-200',
  rejected:
    'border-red-300 bg-red-100 text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-200',
  submitted:
    'border-blue-300 bg-blue-100 text-blue-800 dark:border-blue-800 dark:bg-blue-950 dark:text-blue-200',
};

export function cfpStatusClass(status: string): string {
  return STATUS_CLASSES[status] ?? 'border-border bg-muted';
}
