import { sql } from 'drizzle-orm';
import type { CsvImportRequest, CsvImportResult } from '@shared/csv/import-schema';
import { planImport, prepareRows } from '@shared/csv/plan-import';
import { actAs } from '../../db/audit-actor';
import type { Db } from '../../db/client';
import type { CurrentUser } from '../../lib/identity';
import { rowsOfCsvText } from './csv-file-rows';
import { findEventsOnDates, insertEvents, updateEvents } from './import-writes';

/** Serialises imports across replicas, so two imports of one file cannot both insert its rows. */
const IMPORT_LOCK_ID = 724_012;

export interface ImportLogger {
  warn(details: object, message: string): void;
}

/**
 * POST /api/events/import-csv: reads the file when it comes as text, validates every row, finds duplicates among the stored events on
 * the same dates and earlier rows, then writes everything in ONE transaction (or nothing on
 * dryRun). The signed-in user is the creator.
 */
export async function importCsv(
  db: Db,
  user: CurrentUser,
  request: CsvImportRequest,
  log?: ImportLogger,
): Promise<CsvImportResult> {
  const {
    csvData,
    csvText,
    columnMapping,
    defaultValues,
    deduplicationMode: mode,
    dateOrder,
    dryRun,
  } = request;
  const rows = csvText === undefined ? (csvData ?? []) : rowsOfCsvText(csvText);
  const prepared = prepareRows(rows, columnMapping, defaultValues, dateOrder);
  if (prepared.warnings.length > 0) {
    log?.warn(
      { count: prepared.warnings.length, first: prepared.warnings.slice(0, 5) },
      'CSV import: unparseable dates treated as empty',
    );
  }
  if (dryRun) {
    const existing = await findEventsOnDates(db, prepared.valid, false);
    return planImport(prepared, existing, mode, true).result;
  }
  return db.transaction(async (tx) => {
    await actAs(tx, user);
    await tx.execute(sql`select pg_advisory_xact_lock(${IMPORT_LOCK_ID})`);
    const mayChange = mode === 'update' || mode === 'merge';
    const existing = await findEventsOnDates(tx, prepared.valid, mayChange);
    const plan = planImport(prepared, existing, mode);
    await updateEvents(tx, plan.updates, user.id);
    await insertEvents(tx, plan.inserts, user.id);
    return plan.result;
  });
}
