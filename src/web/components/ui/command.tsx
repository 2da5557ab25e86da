import { Command as Primitive } from 'cmdk';
import { SearchIcon } from 'lucide-react';
import { useLayoutEffect, useState, type ComponentProps, type RefObject } from 'react';
import { cn } from '@web/lib/utils';

/** cmdk's command menu (the shadcn Command): a search box that drives a listbox by keyboard. */
export function Command({ className, ...props }: ComponentProps<typeof Primitive>) {
  return (
    <Primitive
      data-slot="command"
      className={cn(
        'bg-popover text-popover-foreground flex h-full w-full flex-col overflow-hidden rounded-md',
        className,
      )}
      {...props}
    />
  );
}

export function CommandInput({ className, ...props }: ComponentProps<typeof Primitive.Input>) {
  return (
    <div data-slot="command-input-wrapper" className="flex items-center gap-2 border-b px-3">
      <SearchIcon aria-hidden="true" className="size-4 shrink-0 opacity-50" />
      <Primitive.Input
        data-slot="command-input"
        className={cn(
          'placeholder:text-muted-foreground flex h-9 w-full bg-transparent py-2 text-sm outline-hidden disabled:cursor-not-allowed disabled:opacity-50',
          className,
        )}
        {...props}
      />
    </div>
  );
}

export function CommandList({ className, ...props }: ComponentProps<typeof Primitive.List>) {
  return (
    <Primitive.List
      data-slot="command-list"
      className={cn('max-h-64 scroll-py-1 overflow-x-hidden overflow-y-auto p-1', className)}
      {...props}
    />
  );
}

/** How an option of a list looks, highlighted when `data-selected` is true (also SuggestionInput's). */
export const commandItemClass =
  'data-[selected=true]:bg-accent data-[selected=true]:text-accent-foreground relative flex cursor-pointer items-center gap-2 rounded-sm px-2 py-1.5 text-sm outline-hidden select-none data-[disabled=true]:pointer-events-none data-[disabled=true]:opacity-50';

export function CommandItem({ className, ...props }: ComponentProps<typeof Primitive.Item>) {
  return (
    <Primitive.Item
      data-slot="command-item"
      className={cn(commandItemClass, className)}
      {...props}
    />
  );
}

/** A titled group of options (a heading cmdk names the group by). */
export function CommandGroup({ className, ...props }: ComponentProps<typeof Primitive.Group>) {
  return (
    <Primitive.Group
      data-slot="command-group"
      className={cn(
        'text-foreground [&_[cmdk-group-heading]]:text-muted-foreground p-1 [&_[cmdk-group-heading]]:px-2 [&_[cmdk-group-heading]]:py-1.5 [&_[cmdk-group-heading]]:text-xs [&_[cmdk-group-heading]]:font-medium',
        className,
      )}
      {...props}
    />
  );
}

/**
 * cmdk's highlight, held by its owner (`value` and `onValueChange` go on the Command, and `root`
 * is its ref):
 * with options from the API (shouldFilter off) cmdk keeps highlighting an option a new search
 * left out, so an option that is gone gives way to the first of `values`. cmdk names the active
 * option (aria-activedescendant) only when it moves the highlight itself, not on opening or
 * when the options change: this names it after every render.
 */
export function useCommandHighlight(
  values: readonly string[],
  root: RefObject<HTMLDivElement | null>,
) {
  const [highlight, setHighlight] = useState('');
  const value = values.includes(highlight) ? highlight : (values[0] ?? '');
  useLayoutEffect(() => {
    const option = root.current?.querySelector(`[cmdk-item][data-value="${CSS.escape(value)}"]`);
    for (const owner of root.current?.querySelectorAll('[cmdk-input], [cmdk-list]') ?? []) {
      if (option) owner.setAttribute('aria-activedescendant', option.id);
      else owner.removeAttribute('aria-activedescendant');
    }
  });
  return { value, onValueChange: setHighlight, reset: () => setHighlight('') };
}
