import { CSV_IMPORT_MAX_ROWS, CSV_IMPORT_MAX_ROWS_MESSAGE } from '@shared/csv/import-schema';
import {
  CsvParseError,
  NO_HEADERS_MESSAGE,
  parseCsvText,
  type CsvRow,
} from '@shared/csv/parse-csv';
import { ValidationError } from '../../lib/errors';

const refuse = (message: string) => new ValidationError(message, { csvText: message });

/**
 * The rows of a CSV file sent as text, read as the wizard reads a file: one with rows that cannot
 * be read (quotes, column counts) is refused with 400 naming them, so nothing of it is imported.
 */
export function rowsOfCsvText(text: string): CsvRow[] {
  let rows: CsvRow[];
  try {
    rows = parseCsvText(text).rows;
  } catch (error) {
    if (error instanceof CsvParseError) throw refuse(error.message);
    if (error instanceof Error && error.message === NO_HEADERS_MESSAGE) throw refuse(error.message);
    throw error;
  }
  if (rows.length > CSV_IMPORT_MAX_ROWS) throw refuse(CSV_IMPORT_MAX_ROWS_MESSAGE);
  return rows;
}
