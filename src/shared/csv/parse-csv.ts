import Papa from 'papaparse';

export type CsvRow = Record<string, string>;

export interface ParsedCsv {
  headers: string[];
  rows: CsvRow[];
}

export const NO_HEADERS_MESSAGE = 'No headers found in CSV';

/** Papaparse options of every parse: RFC 4180, a header row, trimmed headers and values. */
export const CSV_PARSE_OPTIONS = {
  header: true,
  skipEmptyLines: 'greedy',
  transformHeader: (header: string) => header.replace(/^\uFEFF/, '').trim(),
  transform: (value: string) => value.trim(),
} as const;

/** Keeps the named columns, so cells of a ragged row beyond the header are dropped. */
export function tidyRow(row: Record<string, unknown>, headers: readonly string[]): CsvRow {
  const tidy: CsvRow = {};
  for (const header of headers) {
    const value = row[header];
    tidy[header] = typeof value === 'string' ? value : '';
  }
  return tidy;
}

/** The header names of a parse, without blanks; throws 'No headers found in CSV' when none. */
export function headersOf(fields: readonly string[] | undefined): string[] {
  const headers = (fields ?? []).filter((field) => field !== '');
  if (headers.length === 0) throw new Error(NO_HEADERS_MESSAGE);
  return headers;
}

/**
 * Parses CSV text (quoted fields, doubled quotes, line breaks inside quotes, BOM, CRLF) into rows
 * keyed by header with trimmed values.
 */
export function parseCsvText(text: string): ParsedCsv {
  const result = Papa.parse<Record<string, unknown>>(text.replace(/^\uFEFF/, ''), {
    ...CSV_PARSE_OPTIONS,
  });
  const headers = headersOf(result.meta.fields);
  const fatal = result.errors.find((error) => error.type === 'Quotes');
  if (fatal) throw new Error(`Row ${(fatal.row ?? 0) + 1}: ${fatal.message}`);
  return { headers, rows: result.data.map((row) => tidyRow(row, headers)) };
}
