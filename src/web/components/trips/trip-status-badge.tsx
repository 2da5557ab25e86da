import type { TripStatus } from '@shared/trip-status';
import { Badge } from '@web/components/ui/badge';
import { formatLabel } from '@web/lib/format';
import { cn } from '@web/lib/utils';

// The word names the status; colour only repeats it. Pairs keep 4.5:1 contrast in both themes.
const STATUS_STYLES: Partial<Record<TripStatus, string>> = {
  requested: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
  approved: 'bg-green-100 text-green-900 dark:bg-green-950 dark:text-green-200',
  booked: 'bg-green-100 text-green-900 dark:bg-green-950 dark:text-green-200',
  rejected: 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-200',
  changes_requested: 'bg-blue-100 text-blue-900 dark:bg-blue-950 dark:text-blue-200',
  completed: 'bg-zinc-200 text-zinc-900 dark:bg-zinc-800 dark:text-zinc-100',
  reported: 'bg-zinc-200 text-zinc-900 dark:bg-zinc-800 dark:text-zinc-100',
};

/** A trip's status: draft and cancelled plain, the others in their colour. */
export function TripStatusBadge({ status, className }: { status: TripStatus; className?: string }) {
  return (
    <Badge
      variant="outline"
      data-status={status}
      className={cn(
        STATUS_STYLES[status] && 'border-transparent',
        STATUS_STYLES[status],
        className,
      )}
    >
      {formatLabel(status)}
    </Badge>
  );
}
