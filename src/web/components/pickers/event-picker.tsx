import { CheckIcon, ChevronsUpDownIcon } from 'lucide-react';
import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { Button } from '@web/components/ui/button';
import { Popover, PopoverContent, PopoverTrigger } from '@web/components/ui/popover';
import { formatDate } from '@web/lib/format';
import { cn } from '@web/lib/utils';
import { keepInView } from './keep-in-view';
import { useEventOptions, useSelectedEvent, type EventOption } from './use-event-options';

export type { EventOption } from './use-event-options';

export type EventPickerProps = {
  /** The selected event id. */
  value: number | null | undefined;
  onChange: (id: number | null, event?: EventOption) => void;
  onBlur?: () => void;
  id?: string;
  name?: string;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean | 'true' | 'false';
  'aria-required'?: boolean | 'true' | 'false';
  placeholder?: string;
  /** When set, a first option with this text clears the choice (filters). */
  clearLabel?: string;
  disabled?: boolean;
  className?: string;
};

/** 'name — MMM d, yyyy', the way events are named in every picker. */
export function eventOptionLabel(event: EventOption): string {
  return `${event.name} — ${formatDate(event.startDate)}`;
}

/** A searchable event select (combobox): the API searches by name, 20 at a time. */
export function EventPicker({
  value,
  onChange,
  onBlur,
  placeholder = 'Select an event',
  clearLabel,
  className,
  ...triggerProps
}: EventPickerProps) {
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const [active, setActive] = useState(0);
  const [chosen, setChosen] = useState<EventOption>();
  const listboxId = useId();
  const optionsQuery = useEventOptions(search, open);
  const events = optionsQuery.data ?? [];
  const known = [chosen, ...events].find((event) => event && event.id === value);
  const selected = useSelectedEvent(value, known);
  const choices: (EventOption | null)[] = clearLabel ? [null, ...events] : events;

  const choose = (event: EventOption | null) => {
    setChosen(event ?? undefined);
    onChange(event ? event.id : null, event ?? undefined);
    setOpen(false);
  };

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    setSearch('');
    setActive(0);
    if (!next) onBlur?.();
  };

  const onKeyDown = (keyEvent: KeyboardEvent<HTMLInputElement>) => {
    const last = choices.length - 1;
    const moves: Record<string, number> = {
      ArrowDown: Math.min(active + 1, last),
      ArrowUp: Math.max(active - 1, 0),
      Home: 0,
      End: last,
    };
    if (keyEvent.key in moves) {
      keyEvent.preventDefault();
      setActive(moves[keyEvent.key]!);
    } else if (keyEvent.key === 'Enter' && choices.length > 0) {
      keyEvent.preventDefault();
      choose(choices[Math.min(active, last)]!);
    }
  };

  const optionId = (index: number) => `${listboxId}-option-${index}`;
  useEffect(() => {
    if (open) keepInView(document.getElementById(`${listboxId}-option-${active}`));
  }, [open, active, listboxId]);
  const text = selected ? eventOptionLabel(selected) : placeholder;

  return (
    <Popover open={open} onOpenChange={onOpenChange}>
      <PopoverTrigger asChild>
        <Button
          type="button"
          variant="outline"
          role="combobox"
          aria-expanded={open}
          aria-controls={open ? listboxId : undefined}
          className={cn('w-full justify-between font-normal', className)}
          {...triggerProps}
        >
          <span className={cn('truncate', !selected && 'text-muted-foreground')}>{text}</span>
          <ChevronsUpDownIcon aria-hidden="true" className="opacity-60" />
        </Button>
      </PopoverTrigger>
      <PopoverContent align="start" className="w-(--radix-popover-trigger-width) min-w-64 p-0">
        <input
          type="text"
          value={search}
          onChange={(inputEvent) => {
            setSearch(inputEvent.target.value);
            setActive(0);
          }}
          onKeyDown={onKeyDown}
          aria-label="Search events"
          aria-controls={listboxId}
          aria-activedescendant={choices.length > 0 ? optionId(active) : undefined}
          placeholder="Search events..."
          className="placeholder:text-muted-foreground w-full border-b bg-transparent px-3 py-2 text-sm outline-none"
        />
        <ul
          id={listboxId}
          role="listbox"
          aria-label="Events"
          aria-busy={optionsQuery.isFetching}
          className="max-h-64 overflow-y-auto p-1"
        >
          {choices.map((event, index) => (
            <li
              key={event ? event.id : 'none'}
              id={optionId(index)}
              role="option"
              aria-selected={event ? event.id === value : value == null}
              onClick={() => choose(event)}
              onMouseMove={() => setActive(index)}
              className={cn(
                'flex cursor-pointer items-center gap-2 rounded-sm px-2 py-1.5 text-sm',
                index === active && 'bg-accent text-accent-foreground',
              )}
            >
              <CheckIcon
                aria-hidden="true"
                className={cn(
                  'size-4 shrink-0',
                  (event ? event.id === value : value == null) ? 'opacity-100' : 'opacity-0',
                )}
              />
              <span className="truncate">{event ? eventOptionLabel(event) : clearLabel}</span>
            </li>
          ))}
        </ul>
        <PickerStatus
          loading={optionsQuery.isPending}
          failed={optionsQuery.isError}
          empty={events.length === 0}
        />
      </PopoverContent>
    </Popover>
  );
}

function PickerStatus({
  loading,
  failed,
  empty,
}: {
  loading: boolean;
  failed: boolean;
  empty: boolean;
}) {
  let message = '';
  if (loading) message = 'Loading events...';
  else if (failed) message = 'Failed to load events';
  else if (empty) message = 'No events found';
  return (
    <p role="status" className={cn('text-muted-foreground px-3 text-sm', message && 'py-2')}>
      {message}
    </p>
  );
}
