import { PlusIcon } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { Attendee } from '@shared/schemas/attendee';
import { PageHeader } from '@web/components/layout/page-header';
import { useDebouncedValue } from '@web/components/pickers/use-debounced-value';
import { Button } from '@web/components/ui/button';
import { useAttendees } from '../api/get-attendees';
import { useContextEvent } from '../api/get-context-event';
import { AttendeeFormDialog } from '../components/attendee-form-dialog';
import { AttendeeTable } from '../components/attendee-table';
import { AttendeeToolbar } from '../components/attendee-toolbar';
import { DeleteAttendeeDialog } from '../components/delete-attendee-dialog';
import { ListState } from '../components/list-state';
import { nextSort, parseEventId, sortParam, type SortState } from '../components/list-sort';

/** /attendees (optionally ?eventId=): who attends which event. */
export function AttendeesPage() {
  const [searchParams] = useSearchParams();
  const eventId = parseEventId(searchParams.get('eventId'));
  const contextEvent = useContextEvent(eventId);
  const [search, setSearch] = useState('');
  const [role, setRole] = useState('');
  const q = useDebouncedValue(search.trim());
  const roleFilter = useDebouncedValue(role.trim());
  const [sort, setSort] = useState<SortState>(null);
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<Attendee>();
  const [deleting, setDeleting] = useState<Attendee>();
  const list = useAttendees({
    eventId,
    role: roleFilter || undefined,
    q: q || undefined,
    sort: sortParam(sort),
  });
  const eventName = contextEvent.data?.name ?? `Event #${eventId}`;
  const fixedEvent = eventId === undefined ? undefined : { id: eventId, name: eventName };

  return (
    <>
      <PageHeader
        title="Attendees"
        description={
          fixedEvent ? (
            <>
              Attendees of {fixedEvent.name}.{' '}
              <Link to="/attendees" className="text-brand underline-offset-4 hover:underline">
                View all attendees
              </Link>
            </>
          ) : (
            'The people attending your events and their roles.'
          )
        }
        actions={
          <Button onClick={() => setAdding(true)}>
            <PlusIcon aria-hidden="true" />
            Add Attendee
          </Button>
        }
      />
      <AttendeeToolbar
        search={search}
        onSearchChange={setSearch}
        role={role}
        onRoleChange={setRole}
      />
      <ListState
        loading={list.isPending}
        failed={list.isError}
        empty={list.data?.length === 0}
        loadingText="Loading attendees..."
        errorText="Failed to load attendees. Please try again."
        emptyText="No attendees found."
        onRetry={() => void list.refetch()}
      >
        <AttendeeTable
          attendees={list.data ?? []}
          showEvent={eventId === undefined}
          sort={sort}
          onSort={(key) => setSort((current) => nextSort(current, key))}
          onEdit={setEditing}
          onDelete={setDeleting}
        />
      </ListState>
      <AttendeeFormDialog open={adding} onOpenChange={setAdding} fixedEvent={fixedEvent} />
      <AttendeeFormDialog
        open={editing !== undefined}
        onOpenChange={(open) => !open && setEditing(undefined)}
        attendee={editing}
      />
      <DeleteAttendeeDialog
        attendee={deleting}
        onOpenChange={(open) => !open && setDeleting(undefined)}
      />
    </>
  );
}
