import { Badge } from '@web/components/ui/badge';
import { cn } from '@web/lib/utils';
import { formatLabel } from '@web/lib/format';

const PRIORITY_CLASSES: Record<string, string> = {
  essential: 'bg-purple-100 text-purple-900 dark:bg-purple-950 dark:text-purple-100',
  high: 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-100',
  important: 'bg-orange-100 text-orange-900 dark:bg-orange-950 dark:text-orange-100',
  medium: 'bg-yellow-100 text-yellow-900 dark:bg-yellow-950 dark:text-yellow-100',
  low: 'bg-green-100 text-green-900 dark:bg-green-950 dark:text-green-100',
  'nice to have': 'bg-blue-100 text-blue-900 dark:bg-blue-950 dark:text-blue-100',
};

const STATUS_CLASSES: Record<string, string> = {
  planning: 'bg-slate-100 text-slate-900 dark:bg-slate-800 dark:text-slate-100',
  confirmed: 'bg-green-100 text-green-900 dark:bg-green-950 dark:text-green-100',
  completed: 'bg-blue-100 text-blue-900 dark:bg-blue-950 dark:text-blue-100',
  cancelled: 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-100',
};

/** Priority as text and colour (the text carries the meaning). */
export function PriorityBadge({ priority, className }: { priority: string; className?: string }) {
  return (
    <Badge
      variant="outline"
      className={cn(
        'border-transparent',
        PRIORITY_CLASSES[priority] ?? 'bg-muted text-foreground',
        className,
      )}
    >
      {formatLabel(priority)}
    </Badge>
  );
}

export function TypeBadge({ type }: { type: string }) {
  return <Badge variant="secondary">{formatLabel(type)}</Badge>;
}

/** Event status, formatLabeld; unknown values get a neutral badge. */
export function StatusBadge({ status }: { status: string }) {
  return (
    <Badge
      variant="outline"
      className={cn('border-transparent', STATUS_CLASSES[status] ?? 'bg-muted text-foreground')}
    >
      {formatLabel(status)}
    </Badge>
  );
}

export function GoalBadges({ goals }: { goals: string[] }) {
  if (goals.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-1" aria-label="Goals">
      {goals.map((goal) => (
        <li key={goal}>
          <Badge variant="outline">{formatLabel(goal)}</Badge>
        </li>
      ))}
    </ul>
  );
}
