import { PlusIcon, UploadIcon } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import type { Event } from '@shared/schemas/event';
import { PageHeader } from '@web/components/layout/page-header';
import { ExportMenu } from '@web/components/records/export-menu';
import { usePageParam } from '@web/components/records/use-page-param';
import { Button } from '@web/components/ui/button';
import { useDebouncedValue } from '@web/lib/use-debounced-value';
import { DeleteEventDialog } from '../components/delete-event-dialog';
import type { EditableEvent } from '@web/components/events/event-form-values';
import { LazyEventFormDialog as EventFormDialog } from '../components/lazy-event-form-dialog';
import { EventsListView } from '../components/events-list-view';
import { EventsToolbar, type EventFilters } from '../components/events-toolbar';
import { nextSort } from '@web/components/records/list-sort';
import { DEFAULT_SORT, eventSortParam, type TableSort } from '../components/table-sort';
import { EventsWhenBar } from '../components/events-when-bar';
import type { EventListParams } from '../api/get-events';
import type { EventWhen } from '@shared/schemas/event-list-query';
import { localToday } from '@web/lib/format';
import { useViewMode } from '../components/view-mode';

type EventsPageProps = {
  /** The CSV import wizard's trigger, wired by the app; a disabled 'Import' button until then. */
  importAction?: ReactNode;
};

/** /events (optionally ?page=): the events list with filters, sorting and paging run by the API. */
export function EventsPage({ importAction }: EventsPageProps) {
  const [mode, setMode] = useViewMode();
  const [filters, setFilters] = useState<EventFilters>({
    q: '',
    type: '',
    priority: '',
    status: '',
  });
  const [when, setWhen] = useState<EventWhen>('all');
  const search = useDebouncedValue(filters.q.trim());
  const [sort, setSort] = useState<TableSort>(DEFAULT_SORT);
  const [formOpen, setFormOpen] = useState(false);
  const [editing, setEditing] = useState<EditableEvent | null>(null);
  const [deleting, setDeleting] = useState<Event | null>(null);

  const listFilters: EventListParams = {
    q: search || undefined,
    type: filters.type || undefined,
    priority: filters.priority || undefined,
    status: filters.status || undefined,
    ...(when === 'all' ? {} : { when, today: localToday() }),
  };
  const [page, setPage] = usePageParam(JSON.stringify({ ...listFilters, sort }));

  const openAdd = () => {
    setEditing(null);
    setFormOpen(true);
  };
  const openEdit = (event: EditableEvent) => {
    setEditing(event);
    setFormOpen(true);
  };

  return (
    <>
      <PageHeader
        title="Events Dashboard"
        description="Conferences, meetups, webinars, workshops and hackathons your team takes part in."
        actions={
          <>
            <ExportMenu
              path="/api/events"
              params={{
                ...listFilters,
                sort: eventSortParam(sort),
              }}
            />
            {importAction ?? (
              <Button variant="outline" disabled>
                <UploadIcon aria-hidden="true" />
                Import
              </Button>
            )}
            <Button onClick={openAdd}>
              <PlusIcon aria-hidden="true" />
              New Event
            </Button>
          </>
        }
      />
      <EventsToolbar
        mode={mode}
        onModeChange={setMode}
        filters={filters}
        onFiltersChange={setFilters}
      />
      {mode !== 'map' && mode !== 'calendar' && (
        <EventsWhenBar
          when={when}
          onWhenChange={setWhen}
          {...(mode === 'cards' ? { sort, onSortChange: setSort } : {})}
        />
      )}
      <EventsListView
        mode={mode}
        filters={listFilters}
        page={page}
        onPage={setPage}
        sort={sort}
        onSort={(column) => setSort(nextSort(sort, column))}
        onAdd={openAdd}
        onEdit={openEdit}
        onDelete={setDeleting}
      />
      <EventFormDialog open={formOpen} onOpenChange={setFormOpen} event={editing} />
      <DeleteEventDialog event={deleting} onOpenChange={(open) => !open && setDeleting(null)} />
    </>
  );
}
