import type { ReactNode } from 'react';
import { countOf } from '@shared/plural';
import { Button } from '@web/components/ui/button';
import { Popover, PopoverContent, PopoverTrigger } from '@web/components/ui/popover';

type CountPopoverProps = {
  icon: ReactNode;
  count: number;
  /** Visible word after the count, for one: 'CFP' (the plural adds an s). */
  label: string;
  title: string;
  empty: string;
  children?: ReactNode;
  hasItems: boolean;
};

/** A count that opens a popover listing its items; the list scrolls at 12rem. */
export function CountPopover({
  icon,
  count,
  label,
  title,
  empty,
  children,
  hasItems,
}: CountPopoverProps) {
  return (
    <Popover>
      <PopoverTrigger asChild>
        <Button variant="ghost" size="sm" className="h-7 gap-1 px-2 text-xs">
          {icon}
          <span>{countOf(count, label)}</span>
        </Button>
      </PopoverTrigger>
      <PopoverContent className="w-72 p-3" aria-label={title}>
        <p className="mb-2 text-sm font-semibold">{title}</p>
        <div className="max-h-[12rem] overflow-y-auto" data-testid="popover-list">
          {hasItems ? children : <p className="text-muted-foreground text-sm">{empty}</p>}
        </div>
      </PopoverContent>
    </Popover>
  );
}
