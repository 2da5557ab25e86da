import type { CsvColumnMapping } from '@shared/csv/csv-columns';
import type { CsvImportRow } from '@shared/csv/import-schema';
import type { CsvRow } from '@shared/csv/parse-csv';
import { LIMITS } from '@shared/domain';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@web/components/ui/table';
import { DuplicateCell } from './duplicate-cell';
import { countOf } from '@shared/plural';

type PreviewTableProps = {
  rows: CsvRow[];
  mapping: CsvColumnMapping;
  outcomes: CsvImportRow[] | undefined;
};

/** The first 5 rows as they will be imported, each with its duplicate check. */
export function PreviewTable({ rows, mapping, outcomes }: PreviewTableProps) {
  const headerOf = (field: string) =>
    Object.keys(mapping).find((header) => mapping[header] === field);
  const cell = (row: CsvRow, field: string) => {
    const header = headerOf(field);
    return header ? row[header] : '';
  };
  const shown = rows.slice(0, LIMITS.csvPreviewRows);
  return (
    <div className="space-y-2">
      <div className="overflow-hidden rounded-md border">
        <Table scrollLabel="First rows of the file">
          <TableHeader>
            <TableRow>
              <TableHead scope="col">Row</TableHead>
              <TableHead scope="col">Name</TableHead>
              <TableHead scope="col">Dates</TableHead>
              <TableHead scope="col">Location</TableHead>
              <TableHead scope="col">Duplicate check</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {shown.map((row, index) => (
              <TableRow key={index}>
                <TableCell>{index + 1}</TableCell>
                <TableCell className="max-w-48 font-medium whitespace-normal">
                  {cell(row, 'name')}
                </TableCell>
                <TableCell className="whitespace-nowrap">
                  {cell(row, 'startDate')} – {cell(row, 'endDate')}
                </TableCell>
                <TableCell className="max-w-40 whitespace-normal">
                  {cell(row, 'location')}
                </TableCell>
                <TableCell className="min-w-56 whitespace-normal">
                  <DuplicateCell outcome={outcomes?.[index]} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
      <p className="text-muted-foreground text-sm">
        Showing first {countOf(shown.length, 'row')} of {rows.length} total
      </p>
    </div>
  );
}
