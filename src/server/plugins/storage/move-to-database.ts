import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { unlink } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { fileKeyColumns } from '../../db/file-key-columns';
import type { Db } from '../../db/client';
import { rowsOf } from '../../lib/sql';
import { keysOnDisk, uploadsDir } from './create-storage';
import { createDatabaseStorage } from './database-storage';

export interface MoveReport {
  /** Files copied into the database by this run, and their bytes. */
  moved: number;
  movedBytes: number;
  /** Files a record names that were in the database already, the same bytes as on disk. */
  alreadyThere: number;
  /** Files deleted from DATA_DIR/uploads (only with removeDiskFiles, and only once in the database). */
  removedFromDisk: number;
  /** Files on disk no record points at: never served, so not moved; left where they are. */
  unreferenced: string[];
  /** Keys whose copy in the database differs from the file on disk: left on both sides. */
  conflicts: string[];
  /** Keys records name that are neither on disk nor in the database. */
  missing: string[];
}

/** Every storage key a row names (an asset's file, a headshot). */
async function referencedKeys(db: Db): Promise<Set<string>> {
  const keys = sql.join(
    fileKeyColumns.map(
      ({ table, column }) =>
        sql`select ${sql.identifier(column)} as key from ${sql.identifier(table)} where ${sql.identifier(column)} is not null`,
    ),
    sql` union `,
  );
  return new Set(rowsOf<{ key: string }>(await db.execute(keys)).map((row) => row.key));
}

async function sha256Of(content: AsyncIterable<Buffer | Uint8Array>): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of content) hash.update(chunk);
  return hash.digest('hex');
}

/**
 * Copies every file a record names from DATA_DIR/uploads into the database storage, one file at
 * a time and streamed, and checks each copy by reading it back (SHA-256). Safe to run again:
 * files already in the database with the same bytes are counted, not copied twice; an upload a
 * previous run was cut off in is written anew. Disk files are deleted only with
 * `removeDiskFiles`, and only once their database copy matched.
 */
export async function moveFilesToDatabase(options: {
  db: Db;
  dataDir: string;
  removeDiskFiles?: boolean;
}): Promise<MoveReport> {
  const { db, dataDir } = options;
  const storage = createDatabaseStorage(db);
  const folder = uploadsDir(dataDir);
  const referenced = await referencedKeys(db);
  const onDisk = await keysOnDisk(dataDir);
  const report: MoveReport = {
    moved: 0,
    movedBytes: 0,
    alreadyThere: 0,
    removedFromDisk: 0,
    unreferenced: [],
    conflicts: [],
    missing: [],
  };
  for (const key of onDisk.sort()) {
    if (!referenced.has(key)) {
      report.unreferenced.push(key);
      continue;
    }
    const file = path.join(folder, key);
    const diskHash = await sha256Of(createReadStream(file));
    let copy = await storage.open(key);
    if (copy) {
      if ((await sha256Of(copy)) !== diskHash) {
        report.conflicts.push(key);
        continue;
      }
      report.alreadyThere += 1;
    } else {
      // A row left by a run that was cut off: start this file again.
      await storage.remove(key);
      const { size } = await storage.save(key, createReadStream(file));
      copy = await storage.open(key);
      if (!copy || (await sha256Of(copy)) !== diskHash) {
        throw new Error(`The database copy of ${key} does not match ${file}; nothing was deleted`);
      }
      report.moved += 1;
      report.movedBytes += size;
    }
    if (options.removeDiskFiles) {
      await unlink(file);
      report.removedFromDisk += 1;
    }
  }
  const diskKeys = new Set(onDisk);
  const notOnDisk = [...referenced].filter((key) => !diskKeys.has(key));
  report.missing = (await storage.missingOf(notOnDisk)).sort();
  return report;
}
