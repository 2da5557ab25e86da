import { readDate, type DateOrder } from '../read-date';
import { eventCreateSchema, type EventCreate } from '../schemas/event';
import {
  CSV_TARGET_COLUMNS,
  hasValue,
  type CsvColumnMapping,
  type CsvDefaultValues,
  type CsvTargetField,
} from './csv-columns';
import type { CsvRow } from './parse-csv';

/** The import's values for one row, before validation, and the fields the import provides. */
export interface RowValues {
  values: Partial<Record<CsvTargetField, string | string[]>>;
  /** Fields the row gives a non-empty value (from its cell or a default). */
  provided: Set<CsvTargetField>;
  /** Fields mapped to a column or given a default: an update may clear them. */
  covered: Set<CsvTargetField>;
  /** Dates read as empty where the row can do without them. */
  warnings: RowMessage[];
  /** Per field, why its cell was not read as a date; the cell then counts as empty. */
  dateProblems: Map<CsvTargetField, string>;
}

/** A row's problem, and the import column it is in when it belongs to one. */
export interface RowMessage {
  column: string | null;
  message: string;
}

const KIND = new Map(CSV_TARGET_COLUMNS.map((column) => [column.field, column]));

/** Goals are comma-separated; values are matched case-insensitively. */
function splitList(value: string | string[]): string[] {
  const parts = Array.isArray(value) ? value : value.split(',');
  return [...new Set(parts.map((part) => part.trim().toLowerCase()).filter(Boolean))];
}

/** Why a date cell was not read: 'Jun 31, 2027' is not a date. */
function dateProblem(value: string, reason: 'not-a-date' | 'ambiguous') {
  return reason === 'ambiguous'
    ? `'${value}' could be day/month or month/day: choose the date order`
    : `'${value}' is not a date`;
}

/** Cells as the import reads them; `problems` (when given) learns about unreadable dates. */
function normaliseCell(
  field: CsvTargetField,
  raw: string | string[],
  order: DateOrder | undefined,
  problems?: Map<CsvTargetField, string>,
) {
  const column = KIND.get(field)!;
  if (column.kind === 'multi-select') return splitList(raw);
  const value = (Array.isArray(raw) ? raw.join(',') : raw).trim();
  if (column.kind === 'select') return value.toLowerCase();
  if (column.kind === 'date' && value !== '') {
    const reading = readDate(value, order);
    if (reading.ok) return reading.date;
    // An unparseable date is treated as empty: a warning, or an error where the field is required.
    problems?.set(field, dateProblem(value, reading.reason));
    return '';
  }
  return value;
}

/**
 * One CSV row as event fields: the mapped cell, or the default where it is unmapped or empty.
 * Dates are read in the common spellings (`readDate`); `dateOrder` settles '03/04/2027'.
 */
export function rowToValues(
  row: CsvRow,
  mapping: CsvColumnMapping,
  defaults: CsvDefaultValues,
  dateOrder?: DateOrder,
): RowValues {
  const cells = new Map<CsvTargetField, string>();
  for (const [header, field] of Object.entries(mapping)) {
    if (field && !cells.has(field)) cells.set(field, row[header] ?? '');
  }
  const result: RowValues = {
    values: {},
    provided: new Set(),
    covered: new Set(),
    warnings: [],
    dateProblems: new Map(),
  };
  for (const { field } of CSV_TARGET_COLUMNS) {
    const mapped = cells.has(field);
    const fallback = defaults[field];
    if (!mapped && !hasValue(fallback)) continue;
    result.covered.add(field);
    let value = normaliseCell(
      field,
      mapped ? cells.get(field)! : '',
      dateOrder,
      result.dateProblems,
    );
    if (!hasValue(value) && hasValue(fallback)) value = normaliseCell(field, fallback!, dateOrder);
    result.values[field] = value;
    if (hasValue(value)) result.provided.add(field);
  }
  for (const [field, problem] of result.dateProblems) {
    // A date the row still has (from a default) or may go without is a warning.
    if (result.provided.has(field) || !KIND.get(field)!.required) {
      result.warnings.push({
        column: KIND.get(field)!.label,
        message: `${problem}; treated as empty`,
      });
    }
  }
  return result;
}

export type RowCheck = { ok: true; event: EventCreate } | { ok: false; messages: RowMessage[] };

/**
 * Validates a row's values with the shared event create schema and its messages, each with the
 * column it is about; a required date that could not be read says so instead of 'is required'.
 */
export function validateRow({ values, provided, dateProblems }: RowValues): RowCheck {
  const input: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(values)) {
    // Empty cells count as absent, so the schema's own defaults and "required" messages apply.
    if (provided.has(field as CsvTargetField)) input[field] = value;
  }
  input.source ??= 'csv_import';
  const parsed = eventCreateSchema.safeParse(input);
  if (parsed.success) return { ok: true, event: parsed.data };
  const messages = new Map<string, RowMessage>();
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as CsvTargetField | undefined;
    const column = (field && KIND.get(field)?.label) ?? null;
    const message = (field && dateProblems.get(field)) ?? issue.message;
    messages.set(`${column}\u0000${message}`, { column, message });
  }
  return { ok: false, messages: [...messages.values()] };
}
