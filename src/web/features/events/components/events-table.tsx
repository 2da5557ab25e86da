import { useState } from 'react';
import type { Event } from '@shared/schemas/event';
import { PlusIcon } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { Checkbox } from '@web/components/ui/checkbox';
import { SortableHeader } from '@web/components/ui/sortable-header';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@web/components/ui/table';
import { EventsBulkBar } from './events-bulk-bar';
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
  /** The empty table's way to the Add New Event dialog. */
  onAdd: () => void;
};

/**
 * The table view: sortable headers, rows that open the event, hover actions, and rows chosen by
 * their checkboxes for Set status (the rows of the page shown).
 */
export function EventsTable({ events, sort, onSort, onEdit, onDelete, onAdd }: EventsTableProps) {
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set());
  // Only rows on screen count: another page, filter or sort leaves the others behind.
  const selected = events.filter((event) => chosen.has(event.id)).map((event) => event.id);
  const all = events.length > 0 && selected.length === events.length;
  const toggle = (id: number, on: boolean) =>
    setChosen((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  return (
    <>
      {selected.length > 0 && <EventsBulkBar ids={selected} onDone={() => setChosen(new Set())} />}
      <div className="rounded-md border">
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead className="w-10">
                <Checkbox
                  aria-label="Select all events on this page"
                  checked={all ? true : selected.length > 0 ? 'indeterminate' : false}
                  disabled={events.length === 0}
                  onCheckedChange={(on) =>
                    setChosen(new Set(on === true ? events.map((event) => event.id) : []))
                  }
                />
              </TableHead>
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
                  colSpan={COLUMNS.length + 2}
                  className="text-muted-foreground py-10 text-center"
                >
                  <p>No events found matching your criteria.</p>
                  <Button className="mt-3" onClick={onAdd}>
                    <PlusIcon aria-hidden="true" />
                    Add an event
                  </Button>
                </TableCell>
              </TableRow>
            ) : (
              events.map((event) => (
                <EventsTableRow
                  key={event.id}
                  event={event}
                  selected={chosen.has(event.id)}
                  onSelect={(on) => toggle(event.id, on)}
                  onEdit={onEdit}
                  onDelete={onDelete}
                />
              ))
            )}
          </TableBody>
        </Table>
      </div>
    </>
  );
}
