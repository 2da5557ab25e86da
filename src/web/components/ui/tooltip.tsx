import { Tooltip as Primitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '@web/lib/utils';

export const TooltipProvider = Primitive.Provider;
export const TooltipTrigger = Primitive.Trigger;

/** A tooltip with its own provider, so it works without an app-level TooltipProvider. */
export function Tooltip({ delayDuration = 300, ...props }: ComponentProps<typeof Primitive.Root>) {
  return (
    <Primitive.Provider delayDuration={delayDuration}>
      <Primitive.Root data-slot="tooltip" {...props} />
    </Primitive.Provider>
  );
}

export function TooltipContent({
  className,
  sideOffset = 4,
  children,
  ...props
}: ComponentProps<typeof Primitive.Content>) {
  return (
    <Primitive.Portal>
      <Primitive.Content
        data-slot="tooltip-content"
        sideOffset={sideOffset}
        className={cn(
          'bg-foreground text-background z-50 w-fit max-w-xs rounded-md px-3 py-1.5 text-xs text-balance',
          className,
        )}
        {...props}
      >
        {children}
        <Primitive.Arrow className="fill-foreground" />
      </Primitive.Content>
    </Primitive.Portal>
  );
}
