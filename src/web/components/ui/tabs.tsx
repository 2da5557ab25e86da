import { Tabs as Primitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '@web/lib/utils';
import { NativeSelect } from './native-select';

export function Tabs({ className, ...props }: ComponentProps<typeof Primitive.Root>) {
  return (
    <Primitive.Root data-slot="tabs" className={cn('flex flex-col gap-2', className)} {...props} />
  );
}

export function TabsList({ className, ...props }: ComponentProps<typeof Primitive.List>) {
  return (
    <Primitive.List
      data-slot="tabs-list"
      className={cn(
        'bg-muted text-muted-foreground inline-flex h-9 w-fit items-center justify-center rounded-lg p-[3px]',
        className,
      )}
      {...props}
    />
  );
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof Primitive.Trigger>) {
  return (
    <Primitive.Trigger
      data-slot="tabs-trigger"
      className={cn(
        "data-[state=active]:bg-background data-[state=active]:text-foreground focus-visible:ring-ring/50 inline-flex h-full flex-1 items-center justify-center gap-1.5 rounded-md border border-transparent px-3 py-1 text-sm font-medium whitespace-nowrap transition-[color,box-shadow] outline-none focus-visible:ring-[3px] disabled:pointer-events-none disabled:opacity-50 data-[state=active]:shadow-sm [&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4",
        className,
      )}
      {...props}
    />
  );
}

export function TabsContent({ className, ...props }: ComponentProps<typeof Primitive.Content>) {
  return (
    <Primitive.Content
      data-slot="tabs-content"
      className={cn('flex-1 outline-none', className)}
      {...props}
    />
  );
}

type TabsOrSelectProps = {
  /** Names the tab list and the select: 'Event sections'. */
  label: string;
  tabs: readonly { value: string; label: string }[];
  /** The Tabs' value: a tab list or select inside controlled Tabs. */
  value: string;
  onValueChange: (value: string) => void;
  /** Classes of the tab list. */
  className?: string;
};

/**
 * Inside controlled Tabs: the tab list from the small breakpoint on, and on phones, where a row
 * of tabs would be cut off, a select of the same tabs. Both stay in the page (one hidden by CSS),
 * so every panel keeps the tab that names it.
 */
export function TabsOrSelect({ label, tabs, value, onValueChange, className }: TabsOrSelectProps) {
  return (
    <>
      <NativeSelect
        aria-label={label}
        className="sm:hidden"
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
      >
        {tabs.map((tab) => (
          <option key={tab.value} value={tab.value}>
            {tab.label}
          </option>
        ))}
      </NativeSelect>
      <TabsList aria-label={label} className={cn('hidden sm:inline-flex', className)}>
        {tabs.map((tab) => (
          <TabsTrigger key={tab.value} value={tab.value}>
            {tab.label}
          </TabsTrigger>
        ))}
      </TabsList>
    </>
  );
}
