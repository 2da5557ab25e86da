import { PencilIcon, Trash2Icon } from 'lucide-react';
import { Fragment, useId, type ReactNode } from 'react';
import { Button } from '@web/components/ui/button';
import { Label } from '@web/components/ui/label';
import { NativeSelect } from '@web/components/ui/native-select';
import { SortableHeader } from '@web/components/ui/sortable-header';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@web/components/ui/table';
import { useIsPhone } from '@web/lib/use-media-query';
import { cn } from '@web/lib/utils';
import { parseSort, sortParam, type SortState } from './list-sort';

/** One column of a record list: its header, its cell, and how a phone's card shows it. */
export type RecordColumn<T> = {
  key: string;
  label: string;
  cell: (row: T) => ReactNode;
  /** Classes of the column's header and cells in the table ('hidden md:table-cell'). */
  className?: string;
  /** Classes of its cells only. */
  cellClassName?: string;
  /** A column the list cannot be sorted by: a plain header. */
  unsorted?: boolean;
  /** What a card shows instead of `cell` (the first column is the card's title). */
  card?: (row: T) => ReactNode;
};

type RecordTableProps<T extends { id: number }> = {
  /** Names the table (its caption, for screen readers) and the list of cards: 'Attendees'. */
  label: string;
  rows: T[];
  /** The first column is the record's name: the card's title. */
  columns: RecordColumn<T>[];
  /** The order shown; a list without `onSort` has plain headers. */
  sort?: SortState;
  /** The key whose header shows the order (an alias may mark another column); sort's key by default. */
  activeKey?: string;
  /** A header click: sorts by the column, or turns its order round. */
  onSort?: (key: string) => void;
  /** Sets the order outright: a phone's cards get a 'Sort by' choice (lists without one of their own). */
  onSortChange?: (sort: SortState) => void;
  /** A row's actions: the table's last column, a card's top right corner (always visible). */
  actions?: (row: T) => ReactNode;
};

/**
 * The one responsive list of records: a table with sortable headers from the small breakpoint
 * on, and below it (phones) a card per record, its fields labelled, so nothing is cut off.
 */
export function RecordTable<T extends { id: number }>(props: RecordTableProps<T>) {
  return useIsPhone() ? <RecordCards {...props} /> : <WideTable {...props} />;
}

function WideTable<T extends { id: number }>({
  label,
  rows,
  columns,
  sort,
  activeKey = sort?.key,
  onSort,
  actions,
}: RecordTableProps<T>) {
  return (
    <Table>
      <caption className="sr-only">{label}</caption>
      <TableHeader>
        <TableRow>
          {columns.map((column) =>
            column.unsorted || !onSort ? (
              <TableHead key={column.key} className={column.className}>
                {column.label}
              </TableHead>
            ) : (
              <SortableHeader
                key={column.key}
                className={column.className}
                label={column.label}
                active={activeKey === column.key}
                direction={sort?.direction ?? 'asc'}
                onSort={() => onSort(column.key)}
              />
            ),
          )}
          {actions && <TableHead className="text-right">Actions</TableHead>}
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.id}>
            {columns.map((column) => (
              <TableCell key={column.key} className={cn(column.className, column.cellClassName)}>
                {column.cell(row)}
              </TableCell>
            ))}
            {actions && (
              <TableCell className="text-right">
                <div className="flex justify-end gap-1">{actions(row)}</div>
              </TableCell>
            )}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function RecordCards<T extends { id: number }>({
  label,
  rows,
  columns,
  sort,
  onSortChange,
  actions,
}: RecordTableProps<T>) {
  const [title, ...fields] = columns;
  const show = (column: RecordColumn<T>, row: T) => (column.card ?? column.cell)(row);
  return (
    <>
      {onSortChange && <SortChoice columns={columns} sort={sort} onSortChange={onSortChange} />}
      <ul aria-label={label} data-slot="record-cards" className="grid gap-3">
        {rows.map((row) => (
          <li
            key={row.id}
            data-slot="record-card"
            className="bg-card text-card-foreground min-w-0 rounded-md border p-3 text-sm"
          >
            <div className="flex items-start justify-between gap-2">
              <div className="min-w-0 pt-1.5 font-semibold break-words">
                {title && show(title, row)}
              </div>
              {actions && <div className="-my-0.5 flex shrink-0 gap-1">{actions(row)}</div>}
            </div>
            <dl className="mt-2 grid grid-cols-[minmax(0,auto)_minmax(0,1fr)] items-center gap-x-3 gap-y-1.5">
              {fields.map((column) => (
                <Fragment key={column.key}>
                  <dt className="text-muted-foreground">{column.label}</dt>
                  <dd className="min-w-0 break-words">{show(column, row)}</dd>
                </Fragment>
              ))}
            </dl>
          </li>
        ))}
      </ul>
    </>
  );
}

type SortChoiceProps<T> = {
  columns: RecordColumn<T>[];
  sort: SortState | undefined;
  onSortChange: (sort: SortState) => void;
};

/** A phone's stand-in for the sortable headers: the column and its direction in one select. */
function SortChoice<T>({ columns, sort, onSortChange }: SortChoiceProps<T>) {
  const id = useId();
  return (
    <div className="mb-3 flex items-center gap-2">
      <Label htmlFor={id} className="text-muted-foreground shrink-0">
        Sort by
      </Label>
      <NativeSelect
        id={id}
        value={sortParam(sort ?? null) ?? ''}
        onChange={(event) => onSortChange(parseSort(event.target.value))}
      >
        <option value="">Default order</option>
        {columns
          .filter((column) => !column.unsorted)
          .flatMap(({ key, label }) => [
            <option key={key} value={key}>{`${label} (ascending)`}</option>,
            <option key={`-${key}`} value={`-${key}`}>{`${label} (descending)`}</option>,
          ])}
      </NativeSelect>
    </div>
  );
}

type EditDeleteActionsProps = { name: string; onEdit: () => void; onDelete: () => void };

/** A record's edit and delete buttons, named after the record. */
export function EditDeleteActions({ name, onEdit, onDelete }: EditDeleteActionsProps) {
  return (
    <>
      <Button variant="ghost" size="icon" aria-label={`Edit ${name}`} onClick={onEdit}>
        <PencilIcon aria-hidden="true" />
      </Button>
      <Button variant="ghost" size="icon" aria-label={`Delete ${name}`} onClick={onDelete}>
        <Trash2Icon aria-hidden="true" />
      </Button>
    </>
  );
}
