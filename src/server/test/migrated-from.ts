import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pgliteExtensions } from '../db/pglite-extensions';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import { openDatabase, type Database, type OpenDatabaseOptions } from '../db/client';
import { serverFile } from '../lib/app-paths';
import { createEmptyPostgresDatabase, databaseKind } from './test-database';

/** The migrations folder as it was before migration `idx`. */
async function migrationsBefore(idx: number): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'ospo-migrations-'));
  await cp(serverFile('db/migrations'), dir, { recursive: true });
  const journalFile = path.join(dir, 'meta/_journal.json');
  const journal = JSON.parse(await readFile(journalFile, 'utf8')) as { entries: { idx: number }[] };
  journal.entries = journal.entries.filter((entry) => entry.idx < idx);
  await writeFile(journalFile, JSON.stringify(journal));
  return dir;
}

/**
 * A database (of the test run's kind) migrated up to just before migration `idx`, holding the
 * rows `rowsSql` inserts, then opened, so migrated to the latest schema; close() also removes it.
 */
export async function databaseMigratedFrom(
  idx: number,
  rowsSql: string,
  options: Pick<OpenDatabaseOptions, 'log' | 'defaultCurrency'>,
): Promise<Database> {
  const migrationsFolder = await migrationsBefore(idx);
  try {
    if (databaseKind === 'pglite') {
      const pglite = await PGlite.create({ extensions: pgliteExtensions });
      await migratePglite(drizzlePglite(pglite), { migrationsFolder });
      await pglite.exec(rowsSql);
      return await openDatabase({ pglite, ...options });
    }
    const empty = await createEmptyPostgresDatabase();
    const client = postgres(empty.url, { max: 1, onnotice: () => {} });
    await migratePostgres(drizzlePostgres(client), { migrationsFolder });
    await client.unsafe(rowsSql);
    await client.end();
    const database = await openDatabase({ databaseUrl: empty.url, ...options });
    return {
      ...database,
      async close() {
        await database.close();
        await empty.drop();
      },
    };
  } finally {
    await rm(migrationsFolder, { recursive: true, force: true });
  }
}
