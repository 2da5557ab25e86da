import { ArrowDownIcon, ArrowUpDownIcon, ArrowUpIcon } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '@web/lib/utils';
import { TableHead } from './table';

export type SortDirection = 'asc' | 'desc';

export type SortableHeaderProps = Omit<ComponentProps<'th'>, 'children' | 'aria-sort'> & {
  label: string;
  /** Whether the table is currently sorted by this column. */
  active: boolean;
  direction: SortDirection;
  onSort: () => void;
};

/** A table column header whose button sorts by the column; announces the order via aria-sort. */
export function SortableHeader({
  label,
  active,
  direction,
  onSort,
  className,
  ...props
}: SortableHeaderProps) {
  const Icon = !active ? ArrowUpDownIcon : direction === 'asc' ? ArrowUpIcon : ArrowDownIcon;
  return (
    <TableHead
      aria-sort={active ? (direction === 'asc' ? 'ascending' : 'descending') : undefined}
      className={cn('px-0', className)}
      {...props}
    >
      <button
        type="button"
        data-slot="sortable-header"
        onClick={onSort}
        className={cn(
          'hover:bg-accent hover:text-accent-foreground focus-visible:ring-ring/50 inline-flex h-8 items-center gap-1.5 rounded-md px-2 font-medium outline-none focus-visible:ring-[3px]',
          active && 'text-foreground',
        )}
      >
        {label}
        <Icon className={cn('size-3.5', !active && 'opacity-50')} aria-hidden="true" />
      </button>
    </TableHead>
  );
}
