import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { PGlite } from '@electric-sql/pglite';
import { pgliteExtensions } from '../db/pglite-extensions';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client';
import { rowsOf } from '../lib/sql';
import { fileContents } from '../db/schema/index';
import { createDatabaseStorage } from '../plugins/storage/database-storage';
import { newStorageKey } from '../plugins/storage/file-storage';
import { createLocalDiskStorage } from '../plugins/storage/local-disk-storage';
import { backUpContext } from '../test/backup-helpers';
import { fillEveryTable, type FilledInstance } from '../test/factories/filled-instance-factory';
import { sampleFiles, storedFiles } from '../test/factories/upload-factory';
import { createTestContext, type TestContext } from '../test/test-app';
import { databaseKind, embeddedDatabaseIn, templateDump } from '../test/test-database';
import type { ArchiveSummary } from './archive-format';
import { archiveTo } from './archive-writer';
import { migrateInTransaction } from './migrate-in-transaction';
import { restoreArchive } from './restore-archive';
import { appliedSchema, knownLevels, latestLevel } from './schema-level';

/** An instance whose files are in the database (STORAGE=database), backed up once. */
let source: TestContext;
let filled: FilledInstance;
let workDir: string;
let archive: string;
let summary: ArchiveSummary;
/** The source's stored files by key, read through its storage. */
const stored = new Map<string, Buffer>();

beforeAll(async () => {
  source = await createTestContext({ STORAGE: 'database' });
  filled = await fillEveryTable(source);
  workDir = await mkdtemp(path.join(tmpdir(), 'ospo-backup-db-files-'));
  archive = path.join(workDir, 'instance.backup.gz');
  summary = await backUpContext(source, archive);
  const keys = rowsOf<{ key: string }>(
    await source.db.execute(sql`
      select file_path as key from assets where file_path is not null
      union select headshot from users where headshot is not null`),
  );
  for (const { key } of keys) stored.set(key, await buffer((await source.app.storage.open(key))!));
});
afterAll(async () => {
  await source?.close();
  if (workDir) await rm(workDir, { recursive: true, force: true });
});

/**
 * Restores go into an embedded database whatever the source's engine. On the PostgreSQL pass the
 * first two tests are what depends on it (its bytea read into the archive, restored byte for
 * byte); the rest restore the same bytes, or never read the source, as the PGlite pass does.
 */
const sourceIndependent = it.skipIf(databaseKind === 'postgres');

describe('backup and restore with files in the database', () => {
  it('backs up every file from the database, none on disk', async () => {
    expect(source.app.storage.kind).toBe('database');
    expect(await storedFiles(source.dataDir)).toEqual([]);
    expect(stored.size).toBe(filled.files.length);
    expect(summary.files).toBe(filled.files.length);
    expect(summary.fileBytes).toBe(
      filled.files.reduce((sum, file) => sum + file.content.length, 0),
    );
    const contents = [...stored.values()];
    for (const file of filled.files)
      expect(contents.some((c) => c.equals(file.content))).toBe(true);
    expect(summary.missingFiles).toEqual([]);
  });

  it('restores those files onto disk (STORAGE=disk), byte for byte', async () => {
    const dataDir = await mkdtemp(path.join(workDir, 'to-disk-'));
    await embeddedDatabaseIn(dataDir, 'empty');
    await restoreArchive(archive, { dataDir });
    expect(await storedFiles(dataDir)).toEqual([...stored.keys()].sort());
    for (const [key, content] of stored) {
      expect((await readFile(path.join(dataDir, 'uploads', key))).equals(content)).toBe(true);
    }
  });

  sourceIndependent(
    'restores them into the database storage, in the restore transaction',
    async () => {
      const dataDir = await mkdtemp(path.join(workDir, 'to-database-'));
      await embeddedDatabaseIn(dataDir, 'empty');
      await restoreArchive(archive, { dataDir, storage: 'database' });
      expect(await storedFiles(dataDir)).toEqual([]);
      const database = await openDatabase({ dataDir, migrate: false });
      try {
        const storage = createDatabaseStorage(database.db);
        for (const [key, content] of stored) {
          expect((await buffer((await storage.open(key))!)).equals(content)).toBe(true);
        }
      } finally {
        await database.close();
      }
    },
  );

  sourceIndependent(
    'refuses a database whose file tables alone have rows, writing nothing',
    async () => {
      const dataDir = await mkdtemp(path.join(workDir, 'not-empty-'));
      await embeddedDatabaseIn(dataDir, 'migrated');
      const database = await openDatabase({ dataDir, migrate: false });
      await database.db.insert(fileContents).values({ key: newStorageKey('pdf'), size: 0 });
      await database.close();
      await expect(restoreArchive(archive, { dataDir, storage: 'database' })).rejects.toThrow(
        /table file_contents has rows/,
      );
    },
  );

  sourceIndependent(
    'puts the files of an archive older than the file tables into them',
    async () => {
      // A database at the last schema before the file tables, its one file on disk.
      const before = knownLevels().find((level) => level.tag.endsWith('_file_contents'))!;
      const older = knownLevels()[before.index - 1]!;
      const pglite = await PGlite.create({
        loadDataDir: await templateDump('empty'),
        extensions: pgliteExtensions,
      });
      const old = await openDatabase({ pglite, migrate: false });
      const uploads = path.join(workDir, 'old-uploads');
      await mkdir(uploads);
      const key = newStorageKey('png');
      await writeFile(path.join(uploads, key), sampleFiles.png());
      const file = path.join(workDir, 'older.backup.gz');
      try {
        await old.db.transaction((tx) => migrateInTransaction(tx, older));
        await old.db.execute(
          sql`insert into users (keycloak_id, username, headshot) values ('k', 'lin', ${key})`,
        );
        const written = await archiveTo(
          {
            db: old.db,
            kind: 'pglite',
            storage: await createLocalDiskStorage(uploads),
            appVersion: 'old',
          },
          createWriteStream(file),
        );
        expect(written.files).toBe(1);
      } finally {
        await old.close();
      }

      const dataDir = await mkdtemp(path.join(workDir, 'older-to-database-'));
      await embeddedDatabaseIn(dataDir, 'empty');
      const { header } = await restoreArchive(file, { dataDir, storage: 'database' });
      expect(header.schema).toEqual(older);
      const database = await openDatabase({ dataDir, migrate: false });
      try {
        expect(await appliedSchema(database.db)).toEqual({ kind: 'known', level: latestLevel() });
        const stored = await createDatabaseStorage(database.db).open(key);
        expect((await buffer(stored!)).equals(sampleFiles.png())).toBe(true);
      } finally {
        await database.close();
      }
    },
  );
});
