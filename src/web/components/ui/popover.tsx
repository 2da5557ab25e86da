import { Popover as Primitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '@web/lib/utils';
import { useNestedLayer } from './nested-layers';

export const Popover = Primitive.Root;
export const PopoverTrigger = Primitive.Trigger;

export function PopoverContent({
  className,
  align = 'center',
  sideOffset = 6,
  ref,
  onPointerDownOutside,
  onFocusOutside,
  children,
  ...props
}: ComponentProps<typeof Primitive.Content>) {
  const layer = useNestedLayer(ref, { onPointerDownOutside, onFocusOutside });
  return (
    <Primitive.Portal>
      <Primitive.Content
        data-slot="popover-content"
        align={align}
        sideOffset={sideOffset}
        className={cn(
          'bg-popover text-popover-foreground z-50 w-72 rounded-md border p-4 shadow-lg outline-hidden',
          className,
        )}
        {...props}
        {...layer.contentProps}
      >
        {layer.provide(children)}
      </Primitive.Content>
    </Primitive.Portal>
  );
}
