import type { Attendee } from '@shared/schemas/attendee';
import type { RecordTableProps } from '@web/components/records/record-list-page';
import {
  EditDeleteActions,
  RecordTable,
  type RecordColumn,
} from '@web/components/records/record-table';

const COLUMNS: RecordColumn<Attendee>[] = [
  {
    key: 'name',
    label: 'Name',
    cellClassName: 'min-w-40 font-medium whitespace-normal',
    cell: (attendee) => attendee.name,
  },
  {
    key: 'email',
    label: 'Email',
    cell: (attendee) =>
      attendee.email ?? <span className="text-muted-foreground">No email provided</span>,
  },
  { key: 'role', label: 'Role', cell: (attendee) => attendee.role || 'Attendee' },
  { key: 'eventName', label: 'Event', cell: (attendee) => attendee.eventName },
];

/** The attendees table (cards on phones): sortable headers, edit and delete per row. */
export function AttendeeTable({
  showEvent,
  onEdit,
  onDelete,
  ...props
}: RecordTableProps<Attendee>) {
  return (
    <RecordTable
      {...props}
      label="Attendees"
      columns={COLUMNS.filter((column) => showEvent || column.key !== 'eventName')}
      actions={(attendee) => (
        <EditDeleteActions
          name={attendee.name}
          onEdit={() => onEdit(attendee)}
          onDelete={() => onDelete(attendee)}
        />
      )}
    />
  );
}
