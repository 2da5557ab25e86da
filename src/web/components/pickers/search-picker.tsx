import { CheckIcon, ChevronsUpDownIcon } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button } from '@web/components/ui/button';
import {
  Command,
  CommandInput,
  CommandItem,
  CommandList,
  useCommandHighlight,
} from '@web/components/ui/command';
import { Popover, PopoverContent, PopoverTrigger } from '@web/components/ui/popover';
import { cn } from '@web/lib/utils';

const CLEAR_VALUE = 'none';

/** What a picker says: its search box, its list, and the list's three states. */
type SearchPickerTexts = {
  search: string;
  list: string;
  loading: string;
  failed: string;
  empty: string;
};

export type SearchPickerProps<T> = {
  /** The options the API found for `search`. */
  options: readonly T[];
  optionKey: (option: T) => number | string;
  optionLabel: (option: T) => string;
  /** Quieter text at the row's end (a username). */
  optionDetail?: (option: T) => string | undefined;
  isChosen: (option: T) => boolean;
  onChoose: (option: T) => void;
  /** Several choices: choosing toggles an option and the list stays open. */
  multiple?: boolean;
  /** A first option that clears the choice (filters). */
  clear?: { label: string; chosen: boolean; onChoose: () => void };
  /** The search box's text, which the owner passes to its API query (debounced). */
  search: string;
  onSearchChange: (search: string) => void;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onBlur?: () => void;
  query: { isPending: boolean; isError: boolean; isFetching: boolean };
  texts: SearchPickerTexts;
  /** The closed picker's text; the placeholder when nothing is chosen. */
  triggerText: string | undefined;
  placeholder: string;
  id?: string;
  name?: string;
  disabled?: boolean;
  className?: string;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean | 'true' | 'false';
  'aria-required'?: boolean | 'true' | 'false';
  /** Focuses the trigger (react-hook-form's `field.ref`). */
  ref?: (element: HTMLElement | null) => void;
};

/** Where the list opens inside a dialog, and how tall its options may grow. */
type Room = { side?: 'top' | 'bottom'; listHeight?: number };

/** The search box and the list's borders, above the options. */
const SEARCH_BOX_PX = 56;

/**
 * Inside a dialog the list opens on the side of the field with room for it between the dialog's
 * top and its footer, and its options shrink to that room: it never covers the dialog's buttons
 * (Create, Cancel). Outside a dialog the popover places itself.
 */
function roomInDialog(trigger: HTMLElement | null): Room {
  const dialog = trigger?.closest('[role="dialog"]');
  if (!trigger || !dialog) return {};
  const box = dialog.getBoundingClientRect();
  const footer = dialog.querySelector('[data-slot="dialog-footer"]')?.getBoundingClientRect();
  const field = trigger.getBoundingClientRect();
  const floor = Math.min(footer?.top ?? box.bottom, window.innerHeight) - 8;
  const ceiling = Math.max(box.top, 0) + 8;
  const below = floor - field.bottom - 4;
  const above = field.top - ceiling - 4;
  const side = below >= 256 + SEARCH_BOX_PX || below >= above ? 'bottom' : 'top';
  const room = (side === 'bottom' ? below : above) - SEARCH_BOX_PX;
  return { side, listHeight: Math.max(64, Math.min(256, room)) };
}

/**
 * The one searchable picker (cmdk in a popover): the owner searches in the API as `search` changes;
 * cmdk moves the highlight with the arrows, Home and End, scrolls it into view, and chooses with
 * Enter or a click.
 */
export function SearchPicker<T>({
  options,
  optionKey,
  optionLabel,
  optionDetail,
  isChosen,
  onChoose,
  multiple = false,
  clear,
  search,
  onSearchChange,
  open,
  onOpenChange,
  onBlur,
  query,
  texts,
  triggerText,
  placeholder,
  className,
  ref: fieldRef,
  ...triggerProps
}: SearchPickerProps<T>) {
  const values = [...(clear ? [CLEAR_VALUE] : []), ...options.map((o) => String(optionKey(o)))];
  const commandRef = useRef<HTMLDivElement>(null);
  const highlight = useCommandHighlight(values, commandRef);
  const triggerRef = useRef<HTMLButtonElement | null>(null);
  // One trigger, two owners: the form focuses it, the list measures the room around it.
  const setTrigger = (element: HTMLButtonElement | null) => {
    triggerRef.current = element;
    fieldRef?.(element);
  };
  const [room, setRoom] = useState<Room>({});
  const setOpen = (next: boolean) => {
    if (next) setRoom(roomInDialog(triggerRef.current));
    onOpenChange(next);
    onSearchChange('');
    highlight.reset();
    if (!next) onBlur?.();
  };
  const choose = (pick: () => void) => {
    pick();
    if (!multiple) setOpen(false);
  };

  let status = '';
  if (query.isPending) status = texts.loading;
  else if (query.isError) status = texts.failed;
  else if (options.length === 0) status = texts.empty;

  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <Button
          ref={setTrigger}
          type="button"
          variant="outline"
          role="combobox"
          aria-expanded={open}
          aria-haspopup="listbox"
          className={cn('w-full justify-between font-normal', className)}
          {...triggerProps}
        >
          <span className={cn('truncate', triggerText === undefined && 'text-muted-foreground')}>
            {triggerText ?? placeholder}
          </span>
          <ChevronsUpDownIcon aria-hidden="true" className="opacity-60" />
        </Button>
      </PopoverTrigger>
      <PopoverContent
        align="start"
        side={room.side}
        avoidCollisions={!room.side}
        className="w-(--radix-popover-trigger-width) min-w-64 p-0"
      >
        <Command
          shouldFilter={false}
          label={texts.search}
          value={highlight.value}
          ref={commandRef}
          onValueChange={highlight.onValueChange}
        >
          <CommandInput
            value={search}
            onValueChange={onSearchChange}
            placeholder={`${texts.search}...`}
          />
          <CommandList
            label={texts.list}
            aria-busy={query.isFetching}
            style={room.listHeight ? { maxHeight: room.listHeight } : undefined}
          >
            {clear && (
              <PickerItem
                value={CLEAR_VALUE}
                label={clear.label}
                chosen={clear.chosen}
                onSelect={() => choose(clear.onChoose)}
              />
            )}
            {options.map((option) => (
              <PickerItem
                key={optionKey(option)}
                value={String(optionKey(option))}
                label={optionLabel(option)}
                detail={optionDetail?.(option)}
                chosen={isChosen(option)}
                checkable={multiple}
                onSelect={() => choose(() => onChoose(option))}
              />
            ))}
          </CommandList>
          <p role="status" className={cn('text-muted-foreground px-3 text-sm', status && 'py-2')}>
            {status}
          </p>
        </Command>
      </PopoverContent>
    </Popover>
  );
}

function PickerItem({
  value,
  label,
  detail,
  chosen,
  checkable = false,
  onSelect,
}: {
  value: string;
  label: string;
  detail?: string;
  chosen: boolean;
  checkable?: boolean;
  onSelect: () => void;
}) {
  return (
    <CommandItem value={value} onSelect={onSelect} aria-checked={checkable ? chosen : undefined}>
      <CheckIcon
        aria-hidden="true"
        className={cn('size-4 shrink-0', chosen ? 'opacity-100' : 'opacity-0')}
      />
      <span className="truncate">{label}</span>
      {detail && <span className="text-muted-foreground ml-auto truncate text-xs">{detail}</span>}
    </CommandItem>
  );
}
