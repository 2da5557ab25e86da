import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../db/client';
import { assets, users } from '../../db/schema/index';
import { runServerCli } from '../../test/backup-helpers';
import { sampleFiles } from '../../test/factories/upload-factory';
import { createTestContext } from '../../test/test-app';
import {
  createEmptyPostgresDatabase,
  databaseKind,
  embeddedDatabaseIn,
} from '../../test/test-database';
import { CHUNK_BYTES, createDatabaseStorage } from './database-storage';
import { newStorageKey } from './file-storage';

/**
 * `npm run storage:move` as a real process on a real DATA_DIR/uploads, against the embedded
 * database in DATA_DIR or (api-postgres) a PostgreSQL database of its own.
 */
let dataDir: string;
let env: Record<string, string>;
let dropDatabase = async () => {};
const files = {
  headshot: { key: newStorageKey('png'), content: sampleFiles.png() },
  slides: {
    key: newStorageKey('pdf'),
    content: Buffer.concat([sampleFiles.pdf(), randomBytes(2 * CHUNK_BYTES)]),
  },
  notes: { key: newStorageKey('zip'), content: sampleFiles.zip() },
};
const orphan = newStorageKey('pdf');
const referencedOnly = newStorageKey('gif');

/** The instance's database, opened only while the command is not running (PGlite has one owner). */
async function withDatabase<T>(work: (database: Database) => Promise<T>): Promise<T> {
  const database = await openDatabase({
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir,
  });
  try {
    return await work(database);
  } finally {
    await database.close();
  }
}

const onDisk = async () => (await readdir(path.join(dataDir, 'uploads'))).sort();
const move = (...args: string[]) => runServerCli('storage-move', args, env);

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'ospo-move-'));
  env = { DATA_DIR: dataDir, STORAGE: 'database' };
  if (databaseKind === 'postgres') {
    const database = await createEmptyPostgresDatabase();
    env.DATABASE_URL = database.url;
    dropDatabase = database.drop;
  } else await embeddedDatabaseIn(dataDir, 'migrated');
  await mkdir(path.join(dataDir, 'uploads'));
  for (const { key, content } of Object.values(files)) {
    await writeFile(path.join(dataDir, 'uploads', key), content);
  }
  await writeFile(path.join(dataDir, 'uploads', orphan), sampleFiles.pdf());
  await writeFile(path.join(dataDir, 'uploads', '.0b7c.part'), 'half an upload');
  await withDatabase(async ({ db }) => {
    const [user] = await db
      .insert(users)
      .values({ subject: 'k-1', username: 'lin', headshot: files.headshot.key })
      .returning();
    await db.insert(users).values({ subject: 'k-2', username: 'kai', headshot: referencedOnly });
    await db.insert(assets).values(
      [files.slides, files.notes].map(({ key, content }) => ({
        name: key,
        type: 'presentation',
        filePath: key,
        fileSize: content.length,
        mimeType: 'application/octet-stream',
        uploadedBy: user!.id,
      })),
    );
  });
}, 120_000);
afterAll(async () => {
  await dropDatabase();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('npm run storage:move', () => {
  it('copies every file a record names into the database and keeps the disk files', async () => {
    const before = await onDisk();
    const run = await move();
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const folder = path.join(dataDir, 'uploads');
    expect(run.stdout).toContain(
      `Moved 3 files (${((files.slides.content.length + files.headshot.content.length + files.notes.content.length) / 1024).toFixed(1)} KB) from ${folder} into the database; 0 files were there already.`,
    );
    expect(run.stdout).toContain(`The disk copies are still in ${folder}`);
    expect(run.stdout).toContain('Left on disk: 1 file no record points at (never served).');
    expect(run.stdout).toContain(
      `Warning: 1 file that records name is neither in ${folder} nor in the database: ${referencedOnly}`,
    );
    expect(await onDisk()).toEqual(before);
    await withDatabase(async ({ db }) => {
      const storage = createDatabaseStorage(db);
      for (const { key, content } of Object.values(files)) {
        expect((await buffer((await storage.open(key))!)).equals(content), key).toBe(true);
      }
      expect(await storage.stat(orphan)).toBeNull();
    });
  });

  it('copies nothing twice when run again', async () => {
    const run = await move();
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('Moved 0 files (0 B)');
    expect(run.stdout).toContain('3 files were there already.');
  });

  it('deletes the disk copies only when asked, once they are in the database', async () => {
    const run = await move('--remove-disk-files');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(`Deleted 3 files from ${path.join(dataDir, 'uploads')}.`);
    expect(await onDisk()).toEqual(['.0b7c.part', orphan].sort());
  });

  it('leaves a server with STORAGE=database serving the moved files', async () => {
    await withDatabase(async (database) => {
      const context = await createTestContext(
        { STORAGE: 'database' },
        { database: { ...database, close: async () => {} }, dataDir },
      );
      try {
        const served = await context.app.inject({
          url: context.app.signFileUrl(files.slides.key),
        });
        expect(served.statusCode).toBe(200);
        expect(served.rawPayload.equals(files.slides.content)).toBe(true);
      } finally {
        await context.close();
      }
    });
  });

  it('refuses when STORAGE is disk or unknown, and a wrong argument', async () => {
    const refused = await runServerCli('storage-move', [], { ...env, STORAGE: 'disk' });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/^STORAGE is disk/);
    const wrong = await move('--delete');
    expect(wrong.code).toBe(2);
    expect(wrong.stderr).toMatch(/^Usage: npm run storage:move/);
    const bad = await runServerCli('storage-move', [], { ...env, STORAGE: 's3' });
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain('STORAGE: STORAGE must be disk or database');
  });
});
