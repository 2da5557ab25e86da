import { PencilIcon, Trash2Icon } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { SortableHeader } from '@web/components/ui/sortable-header';
import { TableCell, TableHead, TableHeader, TableRow } from '@web/components/ui/table';
import type { SortState } from './list-sort';

export type RecordColumn = { key: string; label: string };

type RecordTableHeaderProps = {
  columns: RecordColumn[];
  /** The key whose header shows the order (an alias may mark another column). */
  activeKey: string | undefined;
  sort: SortState;
  onSort: (key: string) => void;
};

/** A record table's sortable headers and its Actions column. */
export function RecordTableHeader({ columns, activeKey, sort, onSort }: RecordTableHeaderProps) {
  return (
    <TableHeader>
      <TableRow>
        {columns.map((column) => (
          <SortableHeader
            key={column.key}
            label={column.label}
            active={activeKey === column.key}
            direction={sort?.direction ?? 'asc'}
            onSort={() => onSort(column.key)}
          />
        ))}
        <TableHead className="text-right">Actions</TableHead>
      </TableRow>
    </TableHeader>
  );
}

type RowActionsProps = { name: string; onEdit: () => void; onDelete: () => void };

/** A record row's edit and delete buttons, named after the record. */
export function RowActions({ name, onEdit, onDelete }: RowActionsProps) {
  return (
    <TableCell className="text-right">
      <div className="flex justify-end gap-1">
        <Button variant="ghost" size="icon" aria-label={`Edit ${name}`} onClick={onEdit}>
          <PencilIcon aria-hidden="true" />
        </Button>
        <Button variant="ghost" size="icon" aria-label={`Delete ${name}`} onClick={onDelete}>
          <Trash2Icon aria-hidden="true" />
        </Button>
      </div>
    </TableCell>
  );
}
