import Papa from 'papaparse';
import { rowError } from './row-error';

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

/** Problems named in the message; `problems` holds them all. */
const MESSAGE_PROBLEMS = 3;

/** A file papaparse could not read as it was written: every problem, 'Row 10: …'. */
export class CsvParseError extends Error {
  constructor(readonly problems: string[]) {
    const hidden = problems.length - MESSAGE_PROBLEMS;
    const more = hidden > 0 ? ` (and ${hidden} more)` : '';
    super(`The file could not be read: ${problems.slice(0, MESSAGE_PROBLEMS).join('; ')}${more}`);
    this.name = 'CsvParseError';
  }
}

/** Papaparse's problems in words a person can act on; its own message for anything else. */
function describeProblem(error: Papa.ParseError): string {
  switch (error.code) {
    case 'MissingQuotes':
      return 'Unterminated quote: a field opened with " is never closed, so the rest of the file would be read into it';
    case 'InvalidQuotes':
      return 'Malformed quote: text follows the closing " of a quoted field (a quote inside a field is written "")';
    default:
      return error.message;
  }
}

/** The problems of one row: a quote problem explains the row's wrong column count too. */
function rowProblems(errors: readonly Papa.ParseError[]): string[] {
  const relevant = errors.filter((error) => error.type !== 'Delimiter');
  const quotes = relevant.filter((error) => error.type === 'Quotes');
  return [...new Set((quotes.length > 0 ? quotes : relevant).map(describeProblem))];
}

/**
 * Collects a parse row by row (papaparse's `step`, so each problem has its row) and ends it:
 * the rows, or a CsvParseError naming every row papaparse could not read (unterminated or
 * malformed quotes, a wrong number of columns). A file with problems is never half taken.
 */
export function csvRowCollector() {
  const rows: Record<string, unknown>[] = [];
  const problems: string[] = [];
  let fields: string[] | undefined;
  return {
    step(results: Papa.ParseStepResult<Record<string, unknown>>) {
      fields ??= results.meta.fields;
      rows.push(results.data);
      for (const problem of rowProblems(results.errors)) {
        problems.push(rowError(rows.length, problem));
      }
    },
    finish(): ParsedCsv {
      const headers = headersOf(fields);
      if (problems.length > 0) throw new CsvParseError(problems);
      return { headers, rows: rows.map((row) => tidyRow(row, headers)) };
    },
  };
}

/**
 * Parses CSV text (quoted fields, doubled quotes, line breaks inside quotes, BOM, CRLF) into rows
 * keyed by header with trimmed values; throws a CsvParseError when any row cannot be read.
 */
export function parseCsvText(text: string): ParsedCsv {
  const collector = csvRowCollector();
  Papa.parse<Record<string, unknown>>(text.replace(/^\uFEFF/, ''), {
    ...CSV_PARSE_OPTIONS,
    step: collector.step,
  });
  return collector.finish();
}
