import { eventCreateSchema, type EventCreate } from '../schemas/event';
import { isCalendarDate } from '../schemas/common';
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
  warnings: string[];
}

const KIND = new Map(CSV_TARGET_COLUMNS.map((column) => [column.field, column]));

/** Goals are comma-separated; values are matched case-insensitively. */
function splitList(value: string | string[]): string[] {
  const parts = Array.isArray(value) ? value : value.split(',');
  return [...new Set(parts.map((part) => part.trim().toLowerCase()).filter(Boolean))];
}

function normaliseCell(field: CsvTargetField, raw: string | string[], warnings: string[]) {
  const column = KIND.get(field)!;
  if (column.kind === 'multi-select') return splitList(raw);
  const value = (Array.isArray(raw) ? raw.join(',') : raw).trim();
  if (column.kind === 'select') return value.toLowerCase();
  if (column.kind === 'date' && value !== '' && !isCalendarDate(value)) {
    // An unparseable date is logged and treated as empty.
    warnings.push(`${column.label} "${value}" is not a YYYY-MM-DD date; treated as empty`);
    return '';
  }
  return value;
}

/** One CSV row as event fields: the mapped cell, or the default where it is unmapped or empty. */
export function rowToValues(
  row: CsvRow,
  mapping: CsvColumnMapping,
  defaults: CsvDefaultValues,
): RowValues {
  const cells = new Map<CsvTargetField, string>();
  for (const [header, field] of Object.entries(mapping)) {
    if (field && !cells.has(field)) cells.set(field, row[header] ?? '');
  }
  const result: RowValues = { values: {}, provided: new Set(), covered: new Set(), warnings: [] };
  for (const { field } of CSV_TARGET_COLUMNS) {
    const mapped = cells.has(field);
    const fallback = defaults[field];
    if (!mapped && !hasValue(fallback)) continue;
    result.covered.add(field);
    let value = normaliseCell(field, mapped ? cells.get(field)! : '', result.warnings);
    if (!hasValue(value) && hasValue(fallback)) value = normaliseCell(field, fallback!, []);
    result.values[field] = value;
    if (hasValue(value)) result.provided.add(field);
  }
  return result;
}

export type RowCheck = { ok: true; event: EventCreate } | { ok: false; messages: string[] };

/** Validates a row's values with the shared event create schema and its messages. */
export function validateRow({ values, provided }: RowValues): RowCheck {
  const input: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(values)) {
    // Empty cells count as absent, so the schema's own defaults and "required" messages apply.
    if (provided.has(field as CsvTargetField)) input[field] = value;
  }
  input.source ??= 'csv_import';
  const parsed = eventCreateSchema.safeParse(input);
  if (parsed.success) return { ok: true, event: parsed.data };
  return { ok: false, messages: [...new Set(parsed.error.issues.map((issue) => issue.message))] };
}
