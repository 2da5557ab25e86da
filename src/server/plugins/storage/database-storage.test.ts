import { randomBytes } from 'node:crypto';
import { buffer, text } from 'node:stream/consumers';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database, Db } from '../../db/client';
import { fileChunks, fileContents } from '../../db/schema/index';
import { openTestDatabase, resetDatabase } from '../../test/test-database';
import { CHUNK_BYTES, createDatabaseStorage, type DatabaseStorage } from './database-storage';
import { newStorageKey } from './file-storage';

let database: Database;
let db: Db;
let storage: DatabaseStorage;

beforeAll(async () => {
  database = await openTestDatabase();
  db = database.db;
  storage = createDatabaseStorage(db);
});
afterAll(() => database?.close());
beforeEach(() => resetDatabase(db));

async function* pieces(content: Buffer, size: number) {
  for (let at = 0; at < content.length; at += size) yield content.subarray(at, at + size);
}

const rowCounts = async () => ({
  files: (await db.select({ n: sql<number>`count(*)::int` }).from(fileContents))[0]!.n,
  chunks: (await db.select({ n: sql<number>`count(*)::int` }).from(fileChunks))[0]!.n,
});

/** Rows of one file's chunks: their numbers and sizes, in order. */
const chunksOf = async (key: string) =>
  db
    .select({ seq: fileChunks.seq, bytes: sql<number>`octet_length(${fileChunks.data})::int` })
    .from(fileChunks)
    .where(eq(fileChunks.key, key))
    .orderBy(fileChunks.seq);

describe('database storage', () => {
  it('saves, stats, opens and removes a file', async () => {
    const key = newStorageKey('pdf');
    expect(await storage.save(key, pieces(Buffer.from('%PDF-hello'), 5))).toEqual({ size: 10 });
    expect(await storage.stat(key)).toEqual({ size: 10 });
    expect(await text((await storage.open(key))!)).toBe('%PDF-hello');
    await storage.remove(key);
    expect(await storage.stat(key)).toBeNull();
    expect(await storage.open(key)).toBeNull();
    expect(await rowCounts()).toEqual({ files: 0, chunks: 0 });
    await expect(storage.remove(key)).resolves.toBeUndefined();
  });

  it('cuts what arrives in any piece sizes into 256 KB rows and reads it back whole', async () => {
    const content = randomBytes(2 * CHUNK_BYTES + 12_345);
    const key = newStorageKey('zip');
    // Pieces that straddle chunk boundaries, as a multipart parser hands them over.
    expect(await storage.save(key, pieces(content, 65_521))).toEqual({ size: content.length });
    expect(await chunksOf(key)).toEqual([
      { seq: 0, bytes: CHUNK_BYTES },
      { seq: 1, bytes: CHUNK_BYTES },
      { seq: 2, bytes: 12_345 },
    ]);
    expect((await buffer((await storage.open(key))!)).equals(content)).toBe(true);
  });

  it('reads a file of many chunks through several queries, in order', async () => {
    const content = randomBytes(9 * CHUNK_BYTES);
    const key = newStorageKey('zip');
    await storage.save(key, pieces(content, CHUNK_BYTES));
    const read: Buffer[] = [];
    for await (const chunk of (await storage.open(key))!) read.push(chunk as Buffer);
    expect(Buffer.concat(read).equals(content)).toBe(true);
  });

  it('keeps an empty file', async () => {
    const key = newStorageKey('zip');
    expect(await storage.save(key, pieces(Buffer.alloc(0), 1))).toEqual({ size: 0 });
    expect(await storage.stat(key)).toEqual({ size: 0 });
    expect((await buffer((await storage.open(key))!)).length).toBe(0);
  });

  it('shows a file only once it is complete, writing its chunks as they arrive', async () => {
    const key = newStorageKey('pdf');
    let release!: () => void;
    const paused = new Promise<void>((resolve) => (release = resolve));
    let halfway!: () => void;
    const reachedHalfway = new Promise<void>((resolve) => (halfway = resolve));
    async function* slow() {
      yield randomBytes(CHUNK_BYTES + 10);
      halfway();
      await paused;
      yield randomBytes(10);
    }
    const saving = storage.save(key, slow());
    await reachedHalfway;
    // Let the first chunk's insert finish.
    await expect.poll(async () => (await rowCounts()).chunks).toBe(1);
    expect(await storage.stat(key)).toBeNull();
    expect(await storage.open(key)).toBeNull();
    release();
    expect(await saving).toEqual({ size: CHUNK_BYTES + 20 });
    expect(await storage.stat(key)).toEqual({ size: CHUNK_BYTES + 20 });
  });

  it('leaves no row when the content fails midway', async () => {
    const key = newStorageKey('pdf');
    async function* failing() {
      yield randomBytes(3 * CHUNK_BYTES);
      throw new Error('too large');
    }
    await expect(storage.save(key, failing())).rejects.toThrow('too large');
    expect(await rowCounts()).toEqual({ files: 0, chunks: 0 });
  });

  it('refuses anything that is not a generated key', async () => {
    await expect(storage.save('../escape.pdf', pieces(Buffer.from('x'), 1))).rejects.toThrow();
    expect(await storage.stat('secrets.json')).toBeNull();
    expect(await storage.open('../../etc/passwd')).toBeNull();
    expect(await rowCounts()).toEqual({ files: 0, chunks: 0 });
  });

  it('treats a file whose chunks are not all there as missing', async () => {
    const key = newStorageKey('zip');
    await storage.save(key, pieces(randomBytes(2 * CHUNK_BYTES + 1), CHUNK_BYTES));
    await db.delete(fileChunks).where(sql`${fileChunks.key} = ${key} and ${fileChunks.seq} = 1`);
    expect(await storage.stat(key)).toBeNull();
    expect(await storage.open(key)).toBeNull();
    await db.delete(fileChunks).where(eq(fileChunks.key, key));
    expect(await storage.stat(key)).toBeNull();
  });

  it('ends a read with an error, not a short file, when the file is deleted meanwhile', async () => {
    const key = newStorageKey('zip');
    await storage.save(key, pieces(randomBytes(12 * CHUNK_BYTES), CHUNK_BYTES));
    const chunks = (await storage.open(key))![Symbol.asyncIterator]();
    expect((await chunks.next()).done).toBe(false);
    await storage.remove(key);
    const rest = async () => {
      while (!(await chunks.next()).done);
    };
    await expect(rest()).rejects.toThrow(/changed while it was read/);
  });

  it('deletes inside a transaction: a rollback keeps the bytes, a commit removes them', async () => {
    const key = newStorageKey('pdf');
    await storage.save(key, pieces(Buffer.from('%PDF-kept'), 4));
    await expect(
      db.transaction(async (tx) => {
        expect(await storage.removeInTransaction(tx, key)).toBe(true);
        expect(await storage.stat(key, tx)).toBeNull();
        throw new Error('the row change failed');
      }),
    ).rejects.toThrow('the row change failed');
    expect(await text((await storage.open(key))!)).toBe('%PDF-kept');
    await db.transaction((tx) => storage.removeInTransaction(tx, key));
    expect(await rowCounts()).toEqual({ files: 0, chunks: 0 });
  });

  it('writes inside a given transaction, all or nothing', async () => {
    const key = newStorageKey('zip');
    const content = randomBytes(CHUNK_BYTES * 2);
    await expect(
      db.transaction(async (tx) => {
        await storage.save(key, pieces(content, 1000), tx);
        expect((await buffer((await storage.open(key, tx))!)).equals(content)).toBe(true);
        throw new Error('restore refused');
      }),
    ).rejects.toThrow('restore refused');
    expect(await rowCounts()).toEqual({ files: 0, chunks: 0 });
  });

  it('deletes uploads a crash left unfinished a day ago, not ones under way', async () => {
    const [old, recent, done] = [newStorageKey('pdf'), newStorageKey('pdf'), newStorageKey('pdf')];
    await db.insert(fileContents).values([
      { key: old, createdAt: new Date(Date.now() - 25 * 3600_000) },
      { key: recent, createdAt: new Date(Date.now() - 3600_000) },
    ]);
    await db.insert(fileChunks).values({ key: old, seq: 0, data: Buffer.from('%PDF') });
    await storage.save(done, pieces(Buffer.from('%PDF-done'), 9));
    await db
      .update(fileContents)
      .set({ createdAt: new Date(Date.now() - 48 * 3600_000) })
      .where(eq(fileContents.key, done));
    expect(await storage.removeAbandoned()).toBe(1);
    const left = await db.select({ key: fileContents.key }).from(fileContents);
    expect(left.map((row) => row.key).sort()).toEqual([recent, done].sort());
    expect(await storage.missingOf([old, recent, done])).toEqual([old, recent]);
  });
});
