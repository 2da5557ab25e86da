import type { Attendee } from '@shared/schemas/attendee';
import { Table, TableBody, TableCell, TableRow } from '@web/components/ui/table';
import type { RecordTableProps } from '@web/components/records/record-list-page';
import {
  RecordTableHeader,
  RowActions,
  type RecordColumn,
} from '@web/components/records/record-table-parts';

const COLUMNS: RecordColumn[] = [
  { key: 'name', label: 'Name' },
  { key: 'email', label: 'Email' },
  { key: 'role', label: 'Role' },
  { key: 'eventName', label: 'Event' },
];

/** The attendees table: sortable headers, edit and delete per row. */
export function AttendeeTable({
  rows,
  showEvent,
  sort,
  onSort,
  onEdit,
  onDelete,
}: RecordTableProps<Attendee>) {
  const columns = COLUMNS.filter((column) => showEvent || column.key !== 'eventName');
  return (
    <Table>
      <RecordTableHeader columns={columns} activeKey={sort?.key} sort={sort} onSort={onSort} />
      <TableBody>
        {rows.map((attendee) => (
          <TableRow key={attendee.id}>
            <TableCell className="min-w-40 font-medium whitespace-normal">
              {attendee.name}
            </TableCell>
            <TableCell className={attendee.email ? undefined : 'text-muted-foreground'}>
              {attendee.email ?? 'No email provided'}
            </TableCell>
            <TableCell>{attendee.role || 'Attendee'}</TableCell>
            {showEvent && <TableCell>{attendee.eventName}</TableCell>}
            <RowActions
              name={attendee.name}
              onEdit={() => onEdit(attendee)}
              onDelete={() => onDelete(attendee)}
            />
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
