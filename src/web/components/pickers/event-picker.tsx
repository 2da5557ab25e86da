import { formatDate } from '@web/lib/format';
import { SearchPicker } from './search-picker';
import { useSingleChoice } from './use-single-choice';
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
  const choice = useSingleChoice<EventOption>({
    value,
    clearLabel,
    onChoose: (event) => onChange(event ? event.id : null, event ?? undefined),
  });
  const optionsQuery = useEventOptions(choice.search, choice.open);
  const events = optionsQuery.data ?? [];
  const selected = useSelectedEvent(value, choice.known(events));

  return (
    <SearchPicker
      {...props}
      {...choice.props}
      options={events}
      optionLabel={eventOptionLabel}
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
