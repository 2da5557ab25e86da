import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rowsOf } from '../lib/sql';
import type { FileStorage } from '../plugins/storage/file-storage';
import type { FileEndLine, FileLine } from './archive-format';
import type { LineSink } from './line-sink';
import { fileKeyColumns } from '../db/file-key-columns';

const FETCH_KEYS = 500;

export interface CopiedFiles {
  files: number;
  fileBytes: number;
  missingFiles: string[];
}

/**
 * Copies every file a row names (an asset's file, a headshot) into the archive, in key order,
 * whichever storage holds them. Files in the database are read in the rows' snapshot `tx`; on
 * disk, a file deleted after the snapshot began is listed as missing instead of failing the
 * backup. Files nobody points at are never served, so they stay.
 */
export async function copyFiles(
  tx: Db,
  storage: FileStorage,
  sink: LineSink,
): Promise<CopiedFiles> {
  const keys = sql.join(
    fileKeyColumns.map(
      ({ table, column }) =>
        sql`select ${sql.identifier(column)} as key from ${sql.identifier(table)} where ${sql.identifier(column)} is not null`,
    ),
    sql` union `,
  );
  await tx.execute(sql`declare backup_files no scroll cursor for ${keys} order by 1`);
  const copied: CopiedFiles = { files: 0, fileBytes: 0, missingFiles: [] };
  for (;;) {
    const batch = rowsOf<{ key: string }>(
      await tx.execute(sql.raw(`fetch forward ${FETCH_KEYS} from backup_files`)),
    );
    for (const { key } of batch) {
      const size = await copyFile(tx, storage, key, sink);
      if (size === null) copied.missingFiles.push(key);
      else {
        copied.files += 1;
        copied.fileBytes += size;
      }
    }
    if (batch.length < FETCH_KEYS) break;
  }
  await tx.execute(sql`close backup_files`);
  return copied;
}

async function copyFile(
  tx: Db,
  storage: FileStorage,
  key: string,
  sink: LineSink,
): Promise<number | null> {
  const content = await storage.open(key, tx);
  if (!content) return null;
  await sink.line({ type: 'file', key } satisfies FileLine);
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of content as AsyncIterable<Buffer>) {
    hash.update(chunk);
    size += chunk.length;
    await sink.line(chunk.toString('base64'));
  }
  await sink.line({ type: 'fileEnd', size, sha256: hash.digest('hex') } satisfies FileEndLine);
  return size;
}
