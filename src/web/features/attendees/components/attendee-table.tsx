import { PencilIcon, Trash2Icon } from 'lucide-react';
import type { Attendee } from '@shared/schemas/attendee';
import { Button } from '@web/components/ui/button';
import { SortableHeader } from '@web/components/ui/sortable-header';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@web/components/ui/table';
import type { SortState } from './list-sort';

type AttendeeTableProps = {
  attendees: Attendee[];
  showEvent: boolean;
  sort: SortState;
  onSort: (key: string) => void;
  onEdit: (attendee: Attendee) => void;
  onDelete: (attendee: Attendee) => void;
};

const COLUMNS = [
  { key: 'name', label: 'Name' },
  { key: 'email', label: 'Email' },
  { key: 'role', label: 'Role' },
  { key: 'eventName', label: 'Event' },
];

/** The attendees table: sortable headers, edit and delete per row. */
export function AttendeeTable({
  attendees,
  showEvent,
  sort,
  onSort,
  onEdit,
  onDelete,
}: AttendeeTableProps) {
  const columns = COLUMNS.filter((column) => showEvent || column.key !== 'eventName');
  return (
    <Table>
      <TableHeader>
        <TableRow>
          {columns.map((column) => (
            <SortableHeader
              key={column.key}
              label={column.label}
              active={sort?.key === column.key}
              direction={sort?.direction ?? 'asc'}
              onSort={() => onSort(column.key)}
            />
          ))}
          <TableHead className="text-right">Actions</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {attendees.map((attendee) => (
          <TableRow key={attendee.id}>
            <TableCell className="min-w-40 font-medium whitespace-normal">
              {attendee.name}
            </TableCell>
            <TableCell className={attendee.email ? undefined : 'text-muted-foreground'}>
              {attendee.email ?? 'No email provided'}
            </TableCell>
            <TableCell>{attendee.role || 'Attendee'}</TableCell>
            {showEvent && <TableCell>{attendee.eventName}</TableCell>}
            <TableCell className="text-right">
              <div className="flex justify-end gap-1">
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={`Edit ${attendee.name}`}
                  onClick={() => onEdit(attendee)}
                >
                  <PencilIcon aria-hidden="true" />
                </Button>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={`Delete ${attendee.name}`}
                  onClick={() => onDelete(attendee)}
                >
                  <Trash2Icon aria-hidden="true" />
                </Button>
              </div>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
