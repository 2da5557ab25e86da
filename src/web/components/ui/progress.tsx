import { Progress as Primitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '@web/lib/utils';

/** A progress bar; `value` is 0–`max` (default 100). Give it an `aria-label`. */
export function Progress({
  className,
  value,
  max = 100,
  ...props
}: ComponentProps<typeof Primitive.Root>) {
  const percent = value == null ? 0 : Math.min(100, Math.max(0, (value / max) * 100));
  return (
    <Primitive.Root
      data-slot="progress"
      value={value}
      max={max}
      className={cn('bg-muted relative h-2 w-full overflow-hidden rounded-full', className)}
      {...props}
    >
      <Primitive.Indicator
        data-slot="progress-indicator"
        className="bg-primary h-full w-full flex-1 transition-all"
        style={{ transform: `translateX(-${100 - percent}%)` }}
      />
    </Primitive.Root>
  );
}
