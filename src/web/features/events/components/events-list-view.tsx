import { MapIcon } from 'lucide-react';
import type { Event } from '@shared/schemas/event';
import { LIMITS } from '@shared/domain';
import { EmptyState } from '@web/components/ui/empty-state';
import { Pager } from '@web/components/ui/pager';
import { useEvents, type EventListParams } from '../api/get-events';
import type { CalendarFilters } from '../api/get-calendar-events';
import { EventCardGrid } from './event-card-grid';
import { EventsCalendar } from './events-calendar';
import type { EditableEvent } from '@web/components/events/event-form-values';
import { EventsTable } from './events-table';
import { RefreshFailedNote } from '@web/components/records/list-state';
import { ListError, ListLoading } from './list-states';
import { eventSortParam, type SortColumn, type TableSort } from './table-sort';
import { useShownMode, type ViewMode } from './view-mode';

type Props = {
  mode: ViewMode;
  filters: EventListParams;
  page: number;
  onPage: (page: number) => void;
  sort: TableSort;
  onSort: (column: SortColumn) => void;
  onAdd: () => void;
  onEdit: (event: EditableEvent) => void;
  onDelete: (event: Event) => void;
};

/** The chosen view: a page of cards or rows (paged in the API), the calendar month, or the map note. */
export function EventsListView(props: Props) {
  if (props.mode === 'map') return <EmptyState icon={MapIcon} title="Map View Coming Soon" />;
  if (props.mode === 'calendar')
    return <EventsCalendar filters={calendarFilters(props.filters)} onEdit={props.onEdit} />;
  return <EventsPagedView {...props} />;
}

/** The list's filters the calendar applies (a month shows past and upcoming alike). */
const calendarFilters = ({ q, type, priority, status }: EventListParams): CalendarFilters => ({
  q,
  type,
  priority,
  status,
});

function EventsPagedView({
  mode,
  filters,
  page,
  onPage,
  sort,
  onSort,
  onAdd,
  onEdit,
  onDelete,
}: Props) {
  const cards = useShownMode(mode) === 'cards';
  const pageSize = LIMITS.eventsPageSize;
  const query = useEvents({
    ...filters,
    sort: eventSortParam(sort),
    limit: pageSize,
    offset: page * pageSize,
  });
  const retry = () => void query.refetch();
  if (query.isError && !query.data) {
    return <ListError onRetry={retry} retrying={query.isFetching} />;
  }
  if (query.isPending) return <ListLoading />;
  const { events, total } = query.data;
  return (
    <>
      {query.isError && <RefreshFailedNote onRetry={retry} retrying={query.isFetching} />}
      {cards ? (
        <EventCardGrid events={events} onAdd={onAdd} onEdit={onEdit} onDelete={onDelete} />
      ) : (
        <EventsTable
          events={events}
          sort={sort}
          onSort={onSort}
          onEdit={onEdit}
          onDelete={onDelete}
          onAdd={onAdd}
        />
      )}
      <Pager
        page={page}
        pageSize={pageSize}
        total={total}
        shown={events.length}
        noun="event"
        onPage={onPage}
      />
    </>
  );
}
