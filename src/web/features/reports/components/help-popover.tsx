import { CircleHelpIcon } from 'lucide-react';
import { Popover, PopoverContent, PopoverTrigger } from '@web/components/ui/popover';

/** A "?" button opening what a figure counts: reachable by Tab, opened by Enter or Space. */
export function HelpPopover({ label, help }: { label: string; help: string }) {
  return (
    <Popover>
      <PopoverTrigger
        aria-label={`What "${label}" counts`}
        className="text-muted-foreground hover:text-foreground focus-visible:ring-ring/50 inline-flex size-6 items-center justify-center rounded-full outline-none focus-visible:ring-[3px] print:hidden"
      >
        <CircleHelpIcon className="size-4" aria-hidden="true" />
      </PopoverTrigger>
      <PopoverContent className="text-sm">
        <p className="font-medium">{label}</p>
        <p className="text-muted-foreground mt-1">{help}</p>
      </PopoverContent>
    </Popover>
  );
}
