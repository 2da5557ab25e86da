import type { Dashboard } from '@shared/schemas/dashboard';
import {
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@web/components/ui/table';
import { monthLabel } from './chart-summary';
import { formatLabel } from '@web/lib/format';

type Props = { months: Dashboard['eventsPerMonth']; types: string[] };

/** The chart's figures as a table, for screen readers and anyone who would rather read. */
export function ChartTable({ months, types }: Props) {
  return (
    <details className="text-sm">
      <summary className="text-brand cursor-pointer font-medium">Show as table</summary>
      {/* Focusable so keyboard users can scroll it sideways on narrow screens. */}
      <div
        tabIndex={0}
        role="group"
        aria-label="Events per month table"
        className="focus-visible:ring-ring/50 mt-2 overflow-x-auto rounded-md outline-none focus-visible:ring-[3px]"
      >
        <table className="w-full text-sm">
          <TableCaption className="sr-only">Events per month by type</TableCaption>
          <TableHeader>
            <TableRow>
              <TableHead scope="col">Month</TableHead>
              {types.map((type) => (
                <TableHead key={type} scope="col" className="text-right">
                  {formatLabel(type)}
                </TableHead>
              ))}
              <TableHead scope="col" className="text-right">
                Total
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {months.map((month) => (
              <TableRow key={month.month}>
                <TableHead scope="row" className="font-normal">
                  {monthLabel(month.month)}
                </TableHead>
                {types.map((type) => (
                  <TableCell key={type} className="text-right tabular-nums">
                    {month.counts[type] ?? 0}
                  </TableCell>
                ))}
                <TableCell className="text-right font-medium tabular-nums">{month.total}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </table>
      </div>
    </details>
  );
}
