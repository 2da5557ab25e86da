import type { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { sql } from 'drizzle-orm';
import type { Database, Db } from '../db/client';
import type { FileStorage } from '../plugins/storage/file-storage';
import {
  ARCHIVE_FORMAT,
  ARCHIVE_FORMAT_VERSION,
  BackupError,
  type ArchiveHeader,
  type ArchiveSummary,
  type ArchiveTrailer,
} from './archive-format';
import { tableColumns } from './catalog';
import { LineSink } from './line-sink';
import { appliedSchema, describeLevel } from './schema-level';
import { schemaTables } from './schema-tables';
import { copyFiles } from './stored-files';
import { copyRows } from './table-rows';

export interface BackupSource {
  db: Db;
  kind: Database['kind'];
  storage: FileStorage;
  appVersion: string;
}

/**
 * Writes the whole archive (uncompressed lines) to `out`: every table and every file a row
 * names, read in one REPEATABLE READ, READ ONLY transaction, so the rows are one consistent
 * snapshot even while the server keeps writing.
 */
export async function writeArchive(source: BackupSource, out: Writable): Promise<ArchiveSummary> {
  const sink = new LineSink(out);
  const summary = await source.db.transaction(
    async (tx) => {
      await tx.execute(sql`set local time zone 'UTC'`);
      const applied = await appliedSchema(tx);
      if (applied.kind === 'none') {
        throw new BackupError('The database has no OSPO Events tables yet: nothing to back up.');
      }
      if (applied.kind === 'newer') {
        throw new BackupError(
          'A newer version of OSPO Events migrated this database: back it up with that version.',
        );
      }
      await sink.line({
        type: 'header',
        format: ARCHIVE_FORMAT,
        formatVersion: ARCHIVE_FORMAT_VERSION,
        schema: applied.level,
        createdAt: new Date().toISOString(),
        appVersion: source.appVersion,
        database: source.kind,
      } satisfies ArchiveHeader);
      const columns = await tableColumns(tx);
      const tables: Record<string, number> = {};
      for (const table of schemaTables) {
        const names = columns.get(table.name);
        // A table a later migration adds is absent from a database still on an older schema.
        if (!names) continue;
        await sink.line({ type: 'table', name: table.name, columns: names });
        tables[table.name] = await copyRows(tx, table, names, sink);
      }
      if (!Object.keys(tables).length) {
        throw new BackupError(`No table of ${describeLevel(applied.level)} found in the database.`);
      }
      return { tables, ...(await copyFiles(tx, source.storage, sink)) };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  await sink.finish((sha256) => ({ type: 'trailer', ...summary, sha256 }) satisfies ArchiveTrailer);
  return summary;
}

/** Writes the gzip archive of the source to `output` (a file), ending it. */
export async function archiveTo(source: BackupSource, output: Writable): Promise<ArchiveSummary> {
  const gzip = createGzip();
  const written = pipeline(gzip, output);
  let summary: ArchiveSummary;
  try {
    summary = await writeArchive(source, gzip);
    gzip.end();
  } catch (error) {
    gzip.destroy(error as Error);
    // When the output failed first (disk full), its error is the one worth telling.
    throw await written.then(
      () => error,
      (outputError: unknown) => outputError,
    );
  }
  await written;
  return summary;
}

/**
 * The archive as a gzip stream that is produced as fast as it is read. When the backup fails
 * midway the stream carries an error line and ends without a trailer, so whoever receives it
 * learns why and no reader can take it for a whole archive.
 */
export function backupStream(source: BackupSource, onError: (error: unknown) => void): Readable {
  const gzip = createGzip();
  writeArchive(source, gzip).then(
    () => gzip.end(),
    (error: unknown) => {
      onError(error);
      if (gzip.destroyed || gzip.writableEnded) return;
      const message =
        error instanceof BackupError ? error.message : 'The backup failed: see the server log.';
      gzip.end(`${JSON.stringify({ type: 'error', message })}\n`);
    },
  );
  return gzip;
}
