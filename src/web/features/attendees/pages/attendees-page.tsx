import { useState } from 'react';
import type { Attendee } from '@shared/schemas/attendee';
import { RecordPageHeader } from '@web/components/records/record-page-header';
import { useDebouncedValue } from '@web/lib/use-debounced-value';
import { useEventContext } from '@web/components/records/use-context-event';
import { ListState } from '@web/components/records/list-state';
import { nextSort, sortParam, type SortState } from '@web/components/records/list-sort';
import { useAttendees } from '../api/get-attendees';
import { AttendeeFormDialog } from '../components/attendee-form-dialog';
import { AttendeeTable } from '../components/attendee-table';
import { AttendeeToolbar } from '../components/attendee-toolbar';
import { DeleteAttendeeDialog } from '../components/delete-attendee-dialog';

/** /attendees (optionally ?eventId=): who attends which event. */
export function AttendeesPage() {
  const { eventId, fixedEvent } = useEventContext();
  const [search, setSearch] = useState('');
  const [role, setRole] = useState('');
  const q = useDebouncedValue(search.trim());
  const roleFilter = useDebouncedValue(role.trim());
  const [sort, setSort] = useState<SortState>(null);
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<Attendee>();
  const [deleting, setDeleting] = useState<Attendee>();
  const filters = {
    eventId,
    role: roleFilter || undefined,
    q: q || undefined,
    sort: sortParam(sort),
  };
  const list = useAttendees(filters);

  return (
    <>
      <RecordPageHeader
        title="Attendees"
        description="The people attending your events and their roles."
        fixedEvent={fixedEvent}
        eventLead="Attendees of"
        allPath="/attendees"
        allLabel="View all attendees"
        addLabel="Add Attendee"
        onAdd={() => setAdding(true)}
        exportTarget={{ path: '/api/attendees', params: filters }}
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
