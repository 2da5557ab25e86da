import type { ReactNode } from 'react';
import {
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@web/components/ui/table';

export interface ChartTableRow {
  key: string;
  /** The row's header cell (a month, a quarter, a country). */
  header: ReactNode;
  cells: ReactNode[];
}

interface Props {
  /** The table's accessible name: 'Events per month by type'. */
  caption: string;
  columns: string[];
  rows: ChartTableRow[];
  /** A table in its own right (no chart above it): shown as is, not folded. */
  unfolded?: boolean;
}

/**
 * A chart's figures as a table, folded under "Show as table": its text alternative for screen
 * readers and anyone who would rather read. The first column heads the rows.
 */
export function ChartTable({ caption, columns, rows, unfolded }: Props) {
  const table = (
    <>
      {/* Focusable so keyboard users can scroll it sideways on narrow screens. */}
      <div
        tabIndex={0}
        role="group"
        aria-label={`${caption} table`}
        className="focus-visible:ring-ring/50 mt-2 overflow-x-auto rounded-md outline-none focus-visible:ring-[3px]"
      >
        <table className="w-full text-sm">
          <TableCaption className="sr-only">{caption}</TableCaption>
          <TableHeader>
            <TableRow>
              {columns.map((column, index) => (
                <TableHead key={column} scope="col" className={index > 0 ? 'text-right' : ''}>
                  {column}
                </TableHead>
              ))}
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.key}>
                <TableHead scope="row" className="font-normal">
                  {row.header}
                </TableHead>
                {row.cells.map((cell, index) => (
                  <TableCell key={index} className="text-right tabular-nums">
                    {cell}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </table>
      </div>
    </>
  );
  if (unfolded) return <div className="text-sm">{table}</div>;
  return (
    <details className="text-sm">
      <summary className="text-brand cursor-pointer font-medium print:hidden">
        Show as table
      </summary>
      {table}
    </details>
  );
}
