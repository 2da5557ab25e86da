import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openDatabase } from '../../db/client';
import { fileContents } from '../../db/schema/index';
import { freePort, spawnServer, waitUntilReady } from '../../test/server-process';
import {
  createEmptyPostgresDatabase,
  databaseKind,
  embeddedDatabaseIn,
} from '../../test/test-database';
import { newStorageKey } from './file-storage';

/**
 * A real server started with STORAGE=database on a DATA_DIR whose uploads folder still holds
 * files (an instance from before files were kept in the database) and whose database holds an
 * upload a crash cut off two days ago.
 */
let dataDir: string;
let env: Record<string, string>;
let dropDatabase = async () => {};
const abandoned = newStorageKey('pdf');
const underWay = newStorageKey('pdf');

const openInstanceDatabase = () =>
  openDatabase({ databaseUrl: env.DATABASE_URL || undefined, dataDir });

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'ospo-storage-start-'));
  env = { DATA_DIR: dataDir, STORAGE: 'database' };
  if (databaseKind === 'postgres') {
    const database = await createEmptyPostgresDatabase();
    env.DATABASE_URL = database.url;
    dropDatabase = database.drop;
  } else await embeddedDatabaseIn(dataDir, 'migrated');
  await mkdir(path.join(dataDir, 'uploads'));
  for (const name of [newStorageKey('png'), newStorageKey('pdf'), '.left.part']) {
    await writeFile(path.join(dataDir, 'uploads', name), 'bytes');
  }
  const database = await openInstanceDatabase();
  await database.db.insert(fileContents).values([
    { key: abandoned, createdAt: new Date(Date.now() - 48 * 3600_000) },
    { key: underWay, createdAt: new Date(Date.now() - 60_000) },
  ]);
  await database.close();
}, 120_000);
afterAll(async () => {
  await dropDatabase();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

it('warns about files left on disk and deletes uploads a crash left a day ago', async () => {
  const server = spawnServer({ ...env, PORT: String(await freePort()) });
  try {
    await waitUntilReady(server);
  } finally {
    server.child.kill('SIGTERM');
    await server.exited;
  }
  expect(server.output()).toContain(
    `STORAGE=database, but 2 files in ${path.join(dataDir, 'uploads')} are not in the database`,
  );
  expect(server.output()).toContain('npm run storage:move');
  const database = await openInstanceDatabase();
  try {
    const left = await database.db.select({ key: fileContents.key }).from(fileContents);
    expect(left).toEqual([{ key: underWay }]);
    expect(
      await database.db.select().from(fileContents).where(eq(fileContents.key, abandoned)),
    ).toEqual([]);
  } finally {
    await database.close();
  }
});
