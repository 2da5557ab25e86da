import { lazy, useState } from 'react';
import type { SortState } from '@web/components/records/list-sort';
import { RecordListPage } from '@web/components/records/record-list-page';
import { useDebouncedValue } from '@web/lib/use-debounced-value';
import { useDeleteAttendee } from '../api/change-attendees';
import { attendeesQueryOptions } from '../api/get-attendees';
import { AttendeeTable } from '../components/attendee-table';
import { AttendeeToolbar } from '../components/attendee-toolbar';

// The dialog's form and event picker load when it first opens, not with the list.
const AttendeeFormDialog = lazy(() =>
  import('../components/attendee-form-dialog').then((module) => ({
    default: module.AttendeeFormDialog,
  })),
);

/** /attendees (optionally ?eventId=, ?page=): who attends which event. */
export function AttendeesPage() {
  const [search, setSearch] = useState('');
  const [role, setRole] = useState('');
  const q = useDebouncedValue(search.trim());
  const roleFilter = useDebouncedValue(role.trim());
  const [sort, setSort] = useState<SortState>(null);
  return (
    <RecordListPage
      title="Attendees"
      description="The people attending your events and their roles."
      eventLead="Attendees of"
      path="/attendees"
      allLabel="View all attendees"
      addLabel="Add Attendee"
      plural="attendees"
      noun="attendee"
      filters={{ role: roleFilter || undefined, q: q || undefined }}
      sort={sort}
      onSortChange={setSort}
      listQuery={attendeesQueryOptions}
      toolbar={
        <AttendeeToolbar
          search={search}
          onSearchChange={setSearch}
          role={role}
          onRoleChange={setRole}
        />
      }
      Table={AttendeeTable}
      FormDialog={AttendeeFormDialog}
      remove={useDeleteAttendee()}
      label={(attendee) => attendee.name}
    />
  );
}
