import type { EventCreate } from '../schemas/event';
import type { CsvColumnMapping, CsvDefaultValues, CsvTargetField } from './csv-columns';
import { DuplicateIndex } from './duplicates';
import type {
  CsvImportResult,
  CsvImportRow,
  DeduplicationMode,
  DuplicateMatchInfo,
} from './import-schema';
import {
  changedFields,
  mergePatch,
  updatePatch,
  type EventPatch,
  type ExistingEvent,
} from './merge-event';
import type { DateOrder } from '../read-date';
import type { CsvRow } from './parse-csv';
import { rowError } from './row-error';
import { rowToValues, validateRow } from './row-to-event';

/** A row that passed validation, ready to be compared with stored events. */
export interface PreparedRow {
  row: number;
  event: EventCreate;
  provided: Set<CsvTargetField>;
  covered: Set<CsvTargetField>;
}

export interface PreparedRows {
  valid: PreparedRow[];
  outcomes: Map<number, CsvImportRow>;
  errors: string[];
  warnings: string[];
}

/** Converts and validates every row; rows count from 1 (the header not included). */
export function prepareRows(
  rows: readonly CsvRow[],
  mapping: CsvColumnMapping,
  defaults: CsvDefaultValues,
  dateOrder?: DateOrder,
): PreparedRows {
  const prepared: PreparedRows = { valid: [], outcomes: new Map(), errors: [], warnings: [] };
  rows.forEach((csvRow, index) => {
    const row = index + 1;
    const values = rowToValues(csvRow, mapping, defaults, dateOrder);
    prepared.warnings.push(
      ...values.warnings.map(({ column, message }) => rowError(row, message, column)),
    );
    const check = validateRow(values);
    if (check.ok) {
      prepared.valid.push({
        row,
        event: check.event,
        provided: values.provided,
        covered: values.covered,
      });
      return;
    }
    const errors = check.messages.map(({ column, message }) => rowError(row, message, column));
    prepared.errors.push(...errors);
    const name = typeof values.values.name === 'string' ? values.values.name : '';
    prepared.outcomes.set(row, {
      row,
      name,
      action: 'error',
      duplicateOf: null,
      changedFields: [],
      errors,
    });
  });
  return prepared;
}

export interface ImportPlan {
  inserts: PreparedRow[];
  updates: { row: number; before: ExistingEvent; patch: EventPatch }[];
  result: CsvImportResult;
}

type Target = { kind: 'existing'; event: ExistingEvent } | { kind: 'file'; row: PreparedRow };

function describeMatch(
  prepared: PreparedRow,
  target: Target,
  similarity: number,
): DuplicateMatchInfo {
  const event = target.kind === 'existing' ? target.event : target.row.event;
  return {
    kind: target.kind,
    eventId: target.kind === 'existing' ? target.event.id : null,
    row: target.kind === 'file' ? target.row.row : null,
    name: event.name,
    startDate: prepared.event.startDate,
    endDate: prepared.event.endDate,
    similarity,
  };
}

function duplicateText(prepared: PreparedRow, match: DuplicateMatchInfo): string {
  const where =
    match.kind === 'existing'
      ? `existing event "${match.name}"`
      : `row ${match.row} "${match.name}"`;
  const percent = Math.floor(match.similarity * 100);
  return `Row ${prepared.row}: "${prepared.event.name}" matches ${where} (${match.startDate} to ${match.endDate}, ${percent}% similar)`;
}

/**
 * Decides each valid row's fate against the stored events on the same dates and the rows before
 * it: new rows are inserted; duplicates are skipped, updated, merged or imported anyway.
 */
export function planImport(
  prepared: PreparedRows,
  existing: readonly ExistingEvent[],
  mode: DeduplicationMode,
  dryRun = false,
): ImportPlan {
  const stored = new DuplicateIndex<Target>();
  for (const event of existing) stored.add({ ...event, item: { kind: 'existing', event } });
  const earlier = new DuplicateIndex<Target>();
  // Updates of one stored event by several rows build on each other.
  const current = new Map<number, ExistingEvent>();
  const plan: ImportPlan = { inserts: [], updates: [], result: emptyResult(prepared, dryRun) };
  const { result } = plan;
  const outcomes = new Map(prepared.outcomes);

  for (const item of prepared.valid) {
    const { event } = item;
    const found =
      stored.find(event.name, event.startDate, event.endDate) ??
      earlier.find(event.name, event.startDate, event.endDate);
    const match = found && describeMatch(item, found.item, found.similarity);
    const outcome: CsvImportRow = {
      row: item.row,
      name: event.name,
      action: 'imported',
      duplicateOf: match,
      changedFields: [],
      errors: [],
    };
    outcomes.set(item.row, outcome);
    if (match) result.duplicates.push(duplicateText(item, match));

    if (!found || mode === 'import') {
      plan.inserts.push(item);
      earlier.add({ ...event, item: { kind: 'file', row: item } });
      result.imported += 1;
      continue;
    }
    if (mode === 'skip' || found.item.kind === 'file') {
      outcome.action = 'skipped';
      result.skipped += 1;
      continue;
    }
    const before = current.get(found.item.event.id) ?? found.item.event;
    const patch =
      mode === 'merge'
        ? mergePatch(before, event, item.provided)
        : updatePatch(event, item.provided, item.covered);
    const fields = changedFields(before, patch);
    if (fields.length === 0) {
      outcome.action = 'skipped';
      result.skipped += 1;
      continue;
    }
    const changed = Object.fromEntries(fields.map((field) => [field, patch[field]])) as EventPatch;
    current.set(before.id, { ...before, ...changed });
    plan.updates.push({ row: item.row, before, patch: changed });
    outcome.action = 'updated';
    outcome.changedFields = fields;
    result.updated += 1;
  }
  result.rows = [...outcomes.values()].sort((a, b) => a.row - b.row);
  return plan;
}

function emptyResult(prepared: PreparedRows, dryRun: boolean): CsvImportResult {
  return {
    imported: 0,
    updated: 0,
    skipped: 0,
    duplicates: [],
    errors: prepared.errors,
    warnings: prepared.warnings,
    dryRun,
    rows: [],
  };
}
