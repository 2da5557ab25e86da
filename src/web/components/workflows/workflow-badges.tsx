import { Badge } from '@web/components/ui/badge';
import { cn } from '@web/lib/utils';
import { titleCase } from './workflow-labels';

// Text always names the value; colour only repeats it. Pairs keep 4.5:1 contrast in both themes.
const STATUS_STYLES: Record<string, string> = {
  pending: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
  approved: 'bg-green-100 text-green-900 dark:bg-green-950 dark:text-green-200',
  rejected: 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-200',
  changes_requested: 'bg-blue-100 text-blue-900 dark:bg-blue-950 dark:text-blue-200',
  on_hold: 'bg-zinc-200 text-zinc-900 dark:bg-zinc-800 dark:text-zinc-100',
};

const PRIORITY_STYLES: Record<string, string> = {
  low: 'border-green-700 text-green-800 dark:border-green-400 dark:text-green-300',
  medium: 'border-amber-700 text-amber-800 dark:border-amber-400 dark:text-amber-300',
  high: 'border-orange-700 text-orange-800 dark:border-orange-400 dark:text-orange-300',
  critical: 'border-red-700 text-red-800 dark:border-red-400 dark:text-red-300',
};

const NEUTRAL = 'bg-secondary text-secondary-foreground';

/** A workflow or reviewer status; unknown values get a neutral badge with the formatted label. */
export function WorkflowStatusBadge({ status, className }: { status: string; className?: string }) {
  return (
    <Badge
      variant="outline"
      data-status={status}
      className={cn('border-transparent', STATUS_STYLES[status] ?? NEUTRAL, className)}
    >
      {titleCase(status)}
    </Badge>
  );
}

/** low / medium / high / critical, spelled out with its word. */
export function WorkflowPriorityBadge({ priority }: { priority: string }) {
  return (
    <Badge variant="outline" className={cn(PRIORITY_STYLES[priority])}>
      {titleCase(priority)} priority
    </Badge>
  );
}
