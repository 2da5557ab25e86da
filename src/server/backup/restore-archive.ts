import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase, type Db } from '../db/client';
import { uploadsDir } from '../plugins/storage/create-storage';
import { createDatabaseStorage } from '../plugins/storage/database-storage';
import type { StorageKind } from '../plugins/storage/file-storage';
import { BackupError, type ArchiveHeader } from './archive-format';
import { readArchive } from './archive-reader';
import { advanceSequences, tableColumns } from './catalog';
import { stageFiles, type FileStaging } from './file-staging';
import { migrateInTransaction } from './migrate-in-transaction';
import { checkColumns, prepareTarget, refuseWhileServerRuns } from './restore-target';
import { latestLevel } from './schema-level';
import { insertRows } from './table-rows';
import { validateArchive, type ValidArchive } from './validate-archive';

export interface RestoreTarget {
  /** PostgreSQL; the embedded database in DATA_DIR/pgdata when unset. */
  databaseUrl?: string;
  dataDir: string;
  /** Where the files go (STORAGE): DATA_DIR/uploads when unset. */
  storage?: StorageKind;
  /** DEFAULT_CURRENCY: of amounts an archive older than migration 0013 holds as text without one. */
  defaultCurrency?: string;
}

/** Where restored files go: into the restore's transaction, or a staging folder. */
interface FileTarget {
  save(tx: Db, key: string, content: AsyncIterable<Uint8Array>): Promise<void>;
  /** The files go into tables a migration newer than the archive may create. */
  needsLatestSchema: boolean;
}

/**
 * Loads an archive into an empty database, its files into the storage the target names. The
 * whole archive is checked before anything is opened; then one transaction migrates the
 * database to the archive's schema, inserts every row with its id, moves the sequences past
 * them and applies the newer migrations. Files for the database are written in that same
 * transaction; files for DATA_DIR/uploads wait in a staging folder and move into place only
 * after the commit. A refusal or a failure leaves the database, the uploads folder and DATA_DIR
 * as they were.
 */
export async function restoreArchive(file: string, target: RestoreTarget): Promise<ValidArchive> {
  const archive = await validateArchive(file);
  await refuseWhileServerRuns(target.dataDir);
  const pgdata = path.join(target.dataDir, 'pgdata');
  const createsPgdata = !target.databaseUrl && !existsSync(pgdata);
  const name = target.databaseUrl ? 'The database of DATABASE_URL' : `The database in ${pgdata}`;
  const database = await openDatabase({
    databaseUrl: target.databaseUrl,
    dataDir: target.dataDir,
    migrate: false,
  });
  let staging: FileStaging | undefined;
  try {
    let files: FileTarget;
    if (target.storage === 'database') {
      const storage = createDatabaseStorage(database.db);
      files = {
        save: async (tx, key, content) => void (await storage.save(key, content, tx)),
        needsLatestSchema: true,
      };
    } else {
      const staged = (staging = await stageFiles(uploadsDir(target.dataDir)));
      files = { save: (_tx, key, content) => staged.save(key, content), needsLatestSchema: false };
    }
    await database.db.transaction((tx) =>
      load(tx, file, name, archive.header, files, target.defaultCurrency),
    );
  } catch (error) {
    await staging?.discard();
    await database.close();
    if (createsPgdata) await rm(pgdata, { recursive: true, force: true });
    throw refused(error);
  }
  await database.close();
  await staging?.publish();
  return archive;
}

/** Drizzle wraps the database's error in the whole statement and its rows: keep the reason. */
function refused(error: unknown): unknown {
  const cause = (error as { cause?: unknown }).cause;
  if (error instanceof BackupError || !(cause instanceof Error)) return error;
  return new BackupError(
    `The database refused the archive: ${cause.message}. Nothing was restored.`,
  );
}

async function load(
  tx: Db,
  file: string,
  target: string,
  header: ArchiveHeader,
  files: FileTarget,
  defaultCurrency = 'USD',
): Promise<void> {
  // The archive carries its own audit log; its rows are not changes made now.
  await tx.execute(sql`select set_config('ospo.audit', 'off', true)`);
  // Read by migration 0013 as the currency of old text amounts that name none.
  await tx.execute(sql`select set_config('ospo.default_currency', ${defaultCurrency}, true)`);
  await prepareTarget(tx, target, header.schema);
  const existing = await tableColumns(tx);
  const loaded: string[] = [];
  let latest = false;
  for await (const item of readArchive(file)) {
    if (item.kind === 'table') {
      checkColumns(existing, item.table, item.columns, file);
      loaded.push(item.table);
    } else if (item.kind === 'rows') await insertRows(tx, item.table, item.columns, item.rows);
    else if (item.kind === 'file') {
      // Every row is in (files come after the tables): an archive older than the database file
      // storage gets the current schema, and so the storage's tables, before its first file.
      if (files.needsLatestSchema && !latest) {
        for (const table of loaded) await advanceSequences(tx, table);
        await migrateInTransaction(tx, latestLevel());
        latest = true;
      }
      await files.save(tx, item.key, item.content);
    } else if (item.kind === 'trailer') {
      for (const table of Object.keys(item.trailer.tables)) await advanceSequences(tx, table);
    }
  }
  await migrateInTransaction(tx, latestLevel());
}
