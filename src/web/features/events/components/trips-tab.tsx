import { PlusIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@web/components/ui/button';
import { columnTotals, MoneyTotals } from '@web/components/trips/money-totals';
import { TripStatusBadge } from '@web/components/trips/trip-status-badge';
import { formatLabel } from '@web/lib/format';
import { useEventTrips } from '../api/get-event-records';
import { TabBody } from './tab-states';

/** Who goes to the event (first 10): role, status, estimate and actual totals per currency. */
export function TripsTab({ eventId }: { eventId: number }) {
  const trips = useEventTrips(eventId);
  const list = trips.data?.items ?? [];
  const total = trips.data?.total ?? 0;
  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap gap-2">
        <Button asChild size="sm">
          <Link to={`/trips?eventId=${eventId}&add=1`}>
            <PlusIcon aria-hidden="true" />
            Plan a trip
          </Link>
        </Button>
      </div>
      <TabBody
        isPending={trips.isPending}
        error={trips.isError}
        errorText="Failed to fetch trips"
        empty={list.length === 0}
        emptyText="No one is going yet."
      >
        <ul className="divide-y" aria-label="Trips">
          {list.map((trip) => (
            <li
              key={trip.id}
              className="grid gap-1 py-2 text-sm sm:grid-cols-[minmax(0,1.5fr)_auto_minmax(0,1fr)_minmax(0,1fr)] sm:items-center sm:gap-4"
            >
              <span className="min-w-0 break-words">
                <Link
                  to={`/trips/${trip.id}`}
                  className="text-brand font-medium underline-offset-4 hover:underline"
                >
                  {trip.travellerName}
                </Link>
                <span className="text-muted-foreground"> · {formatLabel(trip.role)}</span>
              </span>
              <TripStatusBadge status={trip.status} />
              <span>
                <span className="text-muted-foreground">Estimate </span>
                <MoneyTotals totals={columnTotals(trip.totals, 'estimate')} />
              </span>
              <span>
                <span className="text-muted-foreground">Actual </span>
                <MoneyTotals totals={columnTotals(trip.totals, 'actual')} />
              </span>
            </li>
          ))}
        </ul>
        <Link
          to={`/trips?eventId=${eventId}`}
          className="text-brand mt-2 inline-block text-sm underline-offset-4 hover:underline"
        >
          {total > list.length ? `View all ${total} trips` : 'View all trips'}
        </Link>
      </TabBody>
    </div>
  );
}
