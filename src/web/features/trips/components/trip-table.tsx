import { PencilIcon, Trash2Icon } from 'lucide-react';
import { Link } from 'react-router';
import type { Trip } from '@shared/schemas/trip';
import type { RecordTableProps } from '@web/components/records/record-list-page';
import { RecordTable, type RecordColumn } from '@web/components/records/record-table';
import { columnTotals, MoneyTotals } from '@web/components/trips/money-totals';
import { tripDates } from '@web/components/trips/trip-dates';
import { TripStatusBadge } from '@web/components/trips/trip-status-badge';
import { Button } from '@web/components/ui/button';
import { formatLabel } from '@web/lib/format';
import { tripLabel } from '../api/change-trips';
import { useTripRights } from './trip-rights';

const COLUMNS: RecordColumn<Trip>[] = [
  {
    key: 'traveller',
    label: 'Traveller',
    cellClassName: 'min-w-36 font-medium whitespace-normal',
    cell: (trip) => (
      <Link to={`/trips/${trip.id}`} className="text-brand underline-offset-4 hover:underline">
        {trip.travellerName}
      </Link>
    ),
  },
  {
    // Sorted by the event's start.
    key: 'eventStartDate',
    label: 'Event',
    cellClassName: 'min-w-40 whitespace-normal',
    cell: (trip) => trip.eventName,
  },
  { key: 'role', label: 'Role', unsorted: true, cell: (trip) => formatLabel(trip.role) },
  { key: 'departDate', label: 'Dates', cell: tripDates },
  { key: 'status', label: 'Status', cell: (trip) => <TripStatusBadge status={trip.status} /> },
  {
    key: 'estimate',
    label: 'Estimate',
    unsorted: true,
    cell: (trip) => <MoneyTotals totals={columnTotals(trip.totals, 'estimate')} />,
  },
  {
    key: 'actual',
    label: 'Actual',
    unsorted: true,
    cell: (trip) => <MoneyTotals totals={columnTotals(trip.totals, 'actual')} />,
  },
];

/**
 * The trips table (cards on phones): the traveller links to the trip; Edit and Delete where the
 * person may (the traveller or an admin; delete only a draft never sent for approval).
 */
export function TripTable({ showEvent, onEdit, onDelete, ...props }: RecordTableProps<Trip>) {
  const rights = useTripRights();
  return (
    <RecordTable
      {...props}
      label="Trips"
      columns={COLUMNS.filter((column) => showEvent || column.key !== 'eventStartDate')}
      actions={(trip) => {
        const may = rights(trip);
        const name = tripLabel(trip);
        return (
          <>
            {may.edit && (
              <Button
                variant="ghost"
                size="icon"
                aria-label={`Edit ${name}`}
                onClick={() => onEdit(trip)}
              >
                <PencilIcon aria-hidden="true" />
              </Button>
            )}
            {may.remove && (
              <Button
                variant="ghost"
                size="icon"
                aria-label={`Delete ${name}`}
                onClick={() => onDelete(trip)}
              >
                <Trash2Icon aria-hidden="true" />
              </Button>
            )}
          </>
        );
      }}
    />
  );
}
