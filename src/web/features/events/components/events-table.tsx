import type { Event } from '@shared/schemas/event';
import { SortableHeader } from '@web/components/ui/sortable-header';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@web/components/ui/table';
import { EventsTableRow } from './events-table-row';
import type { SortColumn, TableSort } from './table-sort';

const COLUMNS: { column: SortColumn; label: string }[] = [
  { column: 'name', label: 'Event' },
  { column: 'type', label: 'Type' },
  { column: 'startDate', label: 'Dates' },
  { column: 'location', label: 'Location' },
  { column: 'status', label: 'Status' },
  { column: 'priority', label: 'Priority' },
  { column: 'goal', label: 'Goal' },
  { column: 'participants', label: 'Participants' },
  { column: 'cfp', label: 'CFP' },
  { column: 'reports', label: 'Reports' },
];

type EventsTableProps = {
  events: Event[];
  sort: TableSort;
  onSort: (column: SortColumn) => void;
  onEdit: (event: Event) => void;
  onDelete: (event: Event) => void;
};

/** The table view: sortable headers, rows that open the event, hover actions. */
export function EventsTable({ events, sort, onSort, onEdit, onDelete }: EventsTableProps) {
  return (
    <div className="rounded-md border">
      <Table>
        <TableHeader>
          <TableRow>
            {COLUMNS.map(({ column, label }) => (
              <SortableHeader
                key={column}
                label={label}
                active={sort.key === column}
                direction={sort.direction}
                onSort={() => onSort(column)}
              />
            ))}
            <TableHead>Actions</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {events.length === 0 ? (
            <TableRow>
              <TableCell
                colSpan={COLUMNS.length + 1}
                className="text-muted-foreground py-10 text-center"
              >
                No events found matching your criteria.
              </TableCell>
            </TableRow>
          ) : (
            events.map((event) => (
              <EventsTableRow key={event.id} event={event} onEdit={onEdit} onDelete={onDelete} />
            ))
          )}
        </TableBody>
      </Table>
    </div>
  );
}
