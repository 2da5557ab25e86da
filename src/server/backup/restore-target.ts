import { findDataDirOwner } from '../lib/data-dir-lock';
import { controlSocketAnswers, controlSocketPath } from '../control/control-client';
import type { Db } from '../db/client';
import { BackupError, type SchemaLevel } from './archive-format';
import { anyRows, tableColumns } from './catalog';
import { migrateInTransaction } from './migrate-in-transaction';
import { appliedSchema, describeLevel } from './schema-level';
import { fileStorageTables, schemaTables } from './schema-tables';

/** Refuses while a server uses DATA_DIR: it holds the embedded database or answers on its socket. */
export async function refuseWhileServerRuns(dataDir: string): Promise<void> {
  const owner = await findDataDirOwner(dataDir);
  if (owner) {
    throw new BackupError(
      `A server (pid ${owner.pid}, running since ${owner.startedAt}) uses DATA_DIR ${dataDir}: ` +
        'stop it before restoring.',
    );
  }
  if (await controlSocketAnswers(dataDir)) {
    throw new BackupError(
      `A server answers on ${controlSocketPath(dataDir)}: stop it before restoring.`,
    );
  }
}

/**
 * Inside the restore's transaction: refuses a database with rows in any of our tables, or on a
 * newer schema than the archive's, then migrates it to exactly the archive's schema.
 */
export async function prepareTarget(tx: Db, target: string, level: SchemaLevel): Promise<void> {
  const applied = await appliedSchema(tx);
  const existing = await tableColumns(tx);
  const ours = [...schemaTables.map((table) => table.name), ...fileStorageTables].filter((name) =>
    existing.has(name),
  );
  const filled = await anyRows(tx, ours);
  if (filled) {
    throw new BackupError(
      `${target} is not empty (table ${filled} has rows): restore only into an empty database.`,
    );
  }
  const newer =
    applied.kind === 'newer' || (applied.kind === 'known' && applied.level.when > level.when);
  if (newer || (applied.kind === 'none' && ours.length)) {
    throw new BackupError(
      `${target} already has tables of ${applied.kind === 'known' ? describeLevel(applied.level) : 'another schema'}, ` +
        `which the archive's ${describeLevel(level)} cannot be loaded into: restore into a new database.`,
    );
  }
  await migrateInTransaction(tx, level);
}

/** The archive's table must exist in the migrated database with the same columns. */
export function checkColumns(
  existing: Map<string, string[]>,
  table: string,
  columns: string[],
  file: string,
): void {
  const have = existing.get(table);
  const same =
    have && have.length === columns.length && columns.every((column) => have.includes(column));
  if (!same) {
    throw new BackupError(
      `Table ${table} in ${file} does not fit the database schema (${have ? 'its columns differ' : 'no such table'}).`,
    );
  }
}
