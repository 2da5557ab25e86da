import { lazy, useState } from 'react';
import type { SortState } from '@web/components/records/list-sort';
import { RecordListPage } from '@web/components/records/record-list-page';
import { tripLabel, useDeleteTrip } from '../api/change-trips';
import { tripsQueryOptions } from '../api/get-trips';
import { TripToolbar, useTripFilters } from '../components/trip-filters';
import { TripTable } from '../components/trip-table';

// The dialog's form, pickers and lines editor load when it first opens, not with the list.
const TripFormDialog = lazy(() =>
  import('../components/trip-form-dialog').then((module) => ({
    default: module.TripFormDialog,
  })),
);

/**
 * /trips (?travellerId=, ?eventId=, ?status=, ?from=, ?to=, ?page=, ?add=1): my trips and those I
 * review; admins see everyone's. The server decides which rows are visible.
 */
export function TripsPage() {
  const { filters } = useTripFilters();
  const [sort, setSort] = useState<SortState>(null);
  return (
    <RecordListPage
      title="Trips"
      description="Who goes to which event, what it costs, and where each trip stands."
      eventLead="Trips to"
      path="/trips"
      allLabel="View all trips"
      addLabel="Plan a trip"
      plural="trips"
      noun="trip"
      filters={filters}
      sort={sort}
      onSortChange={setSort}
      listQuery={tripsQueryOptions}
      toolbar={<TripToolbar />}
      Table={TripTable}
      FormDialog={TripFormDialog}
      remove={useDeleteTrip()}
      label={tripLabel}
    />
  );
}
