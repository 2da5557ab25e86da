import { useState } from 'react';
import { formatDate } from '@web/lib/format';
import { SearchPicker } from './search-picker';
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
  /** Focuses the trigger (react-hook-form's `field.ref`). */
  ref?: (element: HTMLElement | null) => void;
  placeholder?: string;
  /** When set, a first option with this text clears the choice (filters). */
  clearLabel?: string;
  disabled?: boolean;
  className?: string;
};

/** 'name — MMM d, yyyy', the way events are named in every picker. */
function eventOptionLabel(event: EventOption): string {
  return `${event.name} — ${formatDate(event.startDate)}`;
}

/** A searchable event select: the API searches by name, 20 at a time. */
export function EventPicker({
  value,
  onChange,
  placeholder = 'Select an event',
  clearLabel,
  ...props
}: EventPickerProps) {
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<EventOption>();
  const optionsQuery = useEventOptions(search, open);
  const events = optionsQuery.data ?? [];
  const known = [chosen, ...events].find((event) => event && event.id === value);
  const selected = useSelectedEvent(value, known);

  const choose = (event: EventOption | null) => {
    setChosen(event ?? undefined);
    onChange(event ? event.id : null, event ?? undefined);
  };

  return (
    <SearchPicker
      {...props}
      options={events}
      optionKey={(event) => event.id}
      optionLabel={eventOptionLabel}
      isChosen={(event) => event.id === value}
      onChoose={choose}
      clear={
        clearLabel
          ? { label: clearLabel, chosen: value == null, onChoose: () => choose(null) }
          : undefined
      }
      search={search}
      onSearchChange={setSearch}
      open={open}
      onOpenChange={setOpen}
      query={optionsQuery}
      texts={EVENT_PICKER_TEXTS}
      triggerText={selected ? eventOptionLabel(selected) : undefined}
      placeholder={placeholder}
    />
  );
}

const EVENT_PICKER_TEXTS = {
  search: 'Search events',
  list: 'Events',
  loading: 'Loading events...',
  failed: 'Failed to load events',
  empty: 'No events found',
};
