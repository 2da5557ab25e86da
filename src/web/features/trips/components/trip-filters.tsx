import { useSearchParams } from 'react-router';
import { TRIP_STATUSES, type TripStatus } from '@shared/trip-status';
import { EventPicker } from '@web/components/pickers/event-picker';
import { PersonPicker } from '@web/components/pickers/person-picker';
import { parseEventId } from '@web/components/records/use-context-event';
import { Button } from '@web/components/ui/button';
import { DateInput } from '@web/components/ui/date-input';
import { Label } from '@web/components/ui/label';
import { NativeSelect } from '@web/components/ui/native-select';
import { formatLabel } from '@web/lib/format';

/** The list's filters as the address holds them, named as GET /api/trips names them. */
export type TripFilters = {
  travellerId?: number;
  status?: TripStatus;
  from?: string;
  to?: string;
};

const FILTER_NAMES = ['travellerId', 'eventId', 'status', 'from', 'to'] as const;
type FilterName = (typeof FILTER_NAMES)[number];

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const dayOf = (value: string | null) => (value && DAY.test(value) ? value : undefined);

/** `?travellerId=&status=&from=&to=` (and `?eventId=`, which the list page reads), and their setter. */
export function useTripFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const status = searchParams.get('status');
  const filters: TripFilters = {
    travellerId: parseEventId(searchParams.get('travellerId')),
    status: TRIP_STATUSES.find((known) => known === status),
    from: dayOf(searchParams.get('from')),
    to: dayOf(searchParams.get('to')),
  };
  const setFilter = (name: FilterName, value: string | number | undefined) =>
    setSearchParams((current) => {
      const next = new URLSearchParams(current);
      if (value === undefined || value === '') next.delete(name);
      else next.set(name, String(value));
      return next;
    });
  const clear = () =>
    setSearchParams((current) => {
      const next = new URLSearchParams(current);
      for (const name of FILTER_NAMES) next.delete(name);
      next.delete('page');
      return next;
    });
  const eventId = parseEventId(searchParams.get('eventId'));
  const filtered = eventId !== undefined || Object.values(filters).some(Boolean);
  return { filters, eventId, setFilter, clear, filtered };
}

/** Person, event, status and the date range above the trips table; all kept in the address. */
export function TripToolbar() {
  const { filters, eventId, setFilter, clear, filtered } = useTripFilters();
  return (
    <form
      aria-label="Filters"
      className="mb-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_10rem_auto_auto_auto] lg:items-end"
      onSubmit={(event) => event.preventDefault()}
    >
      <div className="grid min-w-0 gap-1.5">
        <Label id="trip-person-label">Person</Label>
        <PersonPicker
          aria-labelledby="trip-person-label"
          value={filters.travellerId}
          onChange={(id) => setFilter('travellerId', id ?? undefined)}
          clearLabel="Everyone"
          placeholder="Everyone"
        />
      </div>
      <div className="grid min-w-0 gap-1.5">
        <Label id="trip-event-label">Event</Label>
        <EventPicker
          aria-labelledby="trip-event-label"
          value={eventId}
          onChange={(id) => setFilter('eventId', id ?? undefined)}
          clearLabel="All events"
          placeholder="All events"
        />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="trip-status">Status</Label>
        <NativeSelect
          id="trip-status"
          value={filters.status ?? ''}
          onChange={(event) => setFilter('status', event.currentTarget.value)}
        >
          <option value="">All statuses</option>
          {TRIP_STATUSES.map((status) => (
            <option key={status} value={status}>
              {formatLabel(status)}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="trip-from">From</Label>
        <DateInput
          id="trip-from"
          value={filters.from ?? ''}
          max={filters.to}
          onChange={(event) => setFilter('from', event.currentTarget.value)}
        />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="trip-to">To</Label>
        <DateInput
          id="trip-to"
          value={filters.to ?? ''}
          min={filters.from}
          onChange={(event) => setFilter('to', event.currentTarget.value)}
        />
      </div>
      <Button type="button" variant="ghost" disabled={!filtered} onClick={clear}>
        Clear filters
      </Button>
    </form>
  );
}
