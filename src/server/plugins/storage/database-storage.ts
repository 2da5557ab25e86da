import { and, eq, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import { Readable } from 'node:stream';
import type { Db } from '../../db/client';
import { fileChunks, fileContents } from '../../db/schema/index';
import { rowsOf } from '../../lib/sql';
import { isStorageKey, type FileStorage } from './file-storage';

/** Bytes per chunk row: a 10 MB upload is 40 rows. Every chunk but a file's last is this long. */
export const CHUNK_BYTES = 256 * 1024;
/**
 * Reads fetch 32 KB slices of the chunks (`substring` reads only the part of a value it needs),
 * 32 to a query: 1 MB per round trip. Slices rather than whole chunks because the driver turns
 * each value into a string twice its size first: 64 KB strings die young in V8's heap, where
 * 512 KB ones would pile up as large objects until a full collection, and the server's memory
 * would rise by tens of megabytes per download (measured: docs/PERFORMANCE.md).
 */
const SLICE_BYTES = 32 * 1024;
const SLICES_PER_READ = 32;
/** An upload still unfinished after this long was cut off by a crash: its rows are deleted. */
export const ABANDONED_UPLOAD_HOURS = 24;

export interface DatabaseStorage extends FileStorage {
  /** Deletes uploads left unfinished for ABANDONED_UPLOAD_HOURS; the count. */
  removeAbandoned(): Promise<number>;
  /** Those of `keys` that are not complete files in the database. */
  missingOf(keys: string[]): Promise<string[]>;
}

/**
 * Files in two tables of the app's own database (`file_contents`, `file_chunks`), so that every
 * replica on one PostgreSQL serves every file and a backup of the database holds them.
 *
 * - `save` writes each 256 KB chunk as it arrives, each insert its own short statement (no
 *   transaction stays open while a client uploads: PGlite has one connection and PostgreSQL a
 *   pool), and sets the size last; until then the file does not exist for `open`/`stat`. A
 *   failed or aborted upload deletes its rows; a crash leaves an unfinished row that
 *   `removeAbandoned` deletes later. Given a transaction, it writes inside it instead (restore).
 * - `open` streams the file in 32 KB slices, 32 per query, checking that none is missing.
 * - `removeInTransaction` deletes the bytes inside the caller's transaction, with the row that
 *   named them.
 */
export function createDatabaseStorage(db: Db): DatabaseStorage {
  const remove = async (key: string, on: Db = db) => {
    if (!isStorageKey(key)) return;
    await on.delete(fileContents).where(eq(fileContents.key, key));
  };

  /** The size of a complete file whose chunks add up to it, else null (missing or damaged). */
  const stat = async (key: string, on: Db = db) => {
    if (!isStorageKey(key)) return null;
    // octet_length reads the stored length from each value's header: no chunk is read.
    const [row] = await on
      .select({
        size: fileContents.size,
        stored: sql<number>`coalesce(sum(octet_length(${fileChunks.data})), 0)::int`,
      })
      .from(fileContents)
      .leftJoin(fileChunks, eq(fileChunks.key, fileContents.key))
      .where(and(eq(fileContents.key, key), isNotNull(fileContents.size)))
      .groupBy(fileContents.size);
    return row && row.size === row.stored ? { size: row.size } : null;
  };

  async function write(on: Db, key: string, content: AsyncIterable<Uint8Array>) {
    await on.insert(fileContents).values({ key });
    let seq = 0;
    let size = 0;
    let pending: Buffer[] = [];
    let pendingBytes = 0;
    const flush = async (data: Buffer) => {
      await on.insert(fileChunks).values({ key, seq, data });
      seq += 1;
    };
    for await (const piece of content) {
      const bytes = Buffer.isBuffer(piece) ? piece : Buffer.from(piece);
      size += bytes.length;
      pending.push(bytes);
      pendingBytes += bytes.length;
      while (pendingBytes >= CHUNK_BYTES) {
        const joined = Buffer.concat(pending);
        await flush(joined.subarray(0, CHUNK_BYTES));
        const rest = joined.subarray(CHUNK_BYTES);
        pending = rest.length ? [rest] : [];
        pendingBytes = rest.length;
      }
    }
    if (pendingBytes) await flush(Buffer.concat(pending));
    await on.update(fileContents).set({ size }).where(eq(fileContents.key, key));
    return { size };
  }

  return {
    kind: 'database',

    async save(key, content, tx) {
      if (!isStorageKey(key)) throw new Error('Not a storage key');
      if (tx) return write(tx, key, content);
      try {
        return await write(db, key, content);
      } catch (error) {
        await remove(key).catch(() => {});
        throw error;
      }
    },

    async open(key, tx) {
      const found = await stat(key, tx);
      if (!found) return null;
      const on = tx ?? db;
      async function* slices() {
        let position = 0;
        for (;;) {
          const last = position + SLICES_PER_READ * SLICE_BYTES - 1;
          // A slice never straddles two chunks: SLICE_BYTES divides CHUNK_BYTES.
          const rows = rowsOf<{ position: number; piece: Uint8Array }>(
            await on.execute(sql`
              select g.position, substring(c.data from g.position % ${CHUNK_BYTES} + 1
                for ${SLICE_BYTES}) as piece
              from generate_series(${position}::int, ${last}::int, ${SLICE_BYTES}) as g(position)
              join ${fileChunks} c on c.key = ${key} and c.seq = g.position / ${CHUNK_BYTES}
              order by g.position`),
          );
          let whole = rows.length === SLICES_PER_READ;
          for (const row of rows) {
            // A gap (a chunk deleted meanwhile) or an empty slice ends the reading here.
            if (row.position !== position || !row.piece.length) {
              whole = false;
              break;
            }
            position += row.piece.length;
            yield Buffer.isBuffer(row.piece) ? row.piece : Buffer.from(row.piece);
            if (row.piece.length < SLICE_BYTES) whole = false;
          }
          if (!whole) break;
        }
        // Deleted or damaged while being read: end with an error, never a short file taken whole.
        if (position !== found!.size)
          throw new Error(`Stored file ${key} changed while it was read`);
      }
      // Byte mode with a small buffer: at most about one query's slices wait for a slow client.
      return Readable.from(slices(), { objectMode: false, highWaterMark: 64 * 1024 });
    },

    stat: (key, tx) => stat(key, tx),

    remove: (key) => remove(key),

    async removeInTransaction(tx, key) {
      await remove(key, tx);
      return true;
    },

    async removeAbandoned() {
      const removed = await db
        .delete(fileContents)
        .where(
          and(
            isNull(fileContents.size),
            lt(
              fileContents.createdAt,
              sql`now() - make_interval(hours => ${ABANDONED_UPLOAD_HOURS})`,
            ),
          ),
        )
        .returning({ key: fileContents.key });
      return removed.length;
    },

    async missingOf(keys) {
      const present = new Set<string>();
      for (let start = 0; start < keys.length; start += 1000) {
        const rows = await db
          .select({ key: fileContents.key })
          .from(fileContents)
          .where(
            and(
              inArray(fileContents.key, keys.slice(start, start + 1000)),
              isNotNull(fileContents.size),
            ),
          );
        for (const row of rows) present.add(row.key);
      }
      return keys.filter((key) => !present.has(key));
    },
  };
}
