import type { Trip } from '@shared/schemas/trip';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@web/components/ui/table';
import { formatLabel, formatMoney } from '@web/lib/format';

/** The estimate line by line, then one total row per currency (never added across currencies). */
export function TripEstimate({ trip }: { trip: Trip }) {
  const lines = trip.lines.filter((line) => line.estimate !== null);
  const totals = trip.totals.filter((total) => total.estimate !== 0);
  if (lines.length === 0)
    return <p className="text-muted-foreground text-sm">No estimated costs yet.</p>;
  return (
    <Table>
      <caption className="sr-only">Estimated costs</caption>
      <TableHeader>
        <TableRow>
          <TableHead>Category</TableHead>
          <TableHead>Description</TableHead>
          <TableHead className="text-right">Estimate</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {lines.map((line) => (
          <TableRow key={line.id}>
            <TableCell>{formatLabel(line.category)}</TableCell>
            <TableCell className="whitespace-normal">{line.description ?? '—'}</TableCell>
            <TableCell className="text-right tabular-nums">
              {formatMoney(line.estimate!, line.currency)}
            </TableCell>
          </TableRow>
        ))}
        {totals.map((total) => (
          <TableRow key={total.currency} className="font-medium">
            <TableHead scope="row" colSpan={2} className="text-foreground">
              Total in {total.currency}
            </TableHead>
            <TableCell className="text-right tabular-nums">
              {formatMoney(total.estimate, total.currency)}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
