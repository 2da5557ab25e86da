import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import { serverFile } from '../lib/app-paths';
import { acquireDataDirLock, type DataDirLock } from '../lib/data-dir-lock';
import { checkpointPeriodically } from './pglite-checkpoints';
import { openPgliteDataDir } from './pglite-data-dir';
import * as schema from './schema/index';

export type Schema = typeof schema;
/** The one database type both drivers satisfy; services depend on this, not on a driver. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

const migrationsFolder = serverFile('db/migrations');
/** Serialises migrations when several replicas start at once against one PostgreSQL. */
const MIGRATION_LOCK_ID = 724_011;

export interface OpenDatabaseOptions {
  databaseUrl?: string;
  dataDir?: string;
  /** Tests hand in a PGlite they loaded from a migrated template. */
  pglite?: PGlite;
  migrate?: boolean;
  /** Where to report a stale DATA_DIR lock taken over (the app's logger). */
  log?: { warn(message: string): void };
}

/** Opens PostgreSQL (DATABASE_URL) or the embedded PGlite, and applies pending migrations. */
export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  const shouldMigrate = options.migrate ?? true;
  if (options.databaseUrl) {
    if (shouldMigrate) await migrateServer(options.databaseUrl);
    const client = postgres(options.databaseUrl, { max: 10, onnotice: () => {} });
    return {
      db: drizzlePostgres(client, { schema }) as unknown as Db,
      kind: 'postgres',
      close: () => client.end({ timeout: 5 }),
    };
  }
  let pglite = options.pglite;
  let lock: DataDirLock | undefined;
  if (!pglite) {
    if (!options.dataDir) throw new Error('openDatabase needs databaseUrl, dataDir or pglite');
    lock = await acquireDataDirLock(options.dataDir);
    const stale = lock.takenOverFrom;
    if (stale)
      (options.log ?? console).warn(
        `DATA_DIR lock of pid ${stale.pid} (running since ${stale.startedAt}) taken over: that ` +
          'process ended without shutting down (crash or kill -9); the database replays its WAL now',
      );
    pglite = await openPgliteDataDir(options.dataDir).catch(async (error: unknown) => {
      await lock!.release();
      throw error;
    });
  }
  const db = drizzlePglite(pglite, { schema });
  if (shouldMigrate) await migratePglite(db, { migrationsFolder });
  const instance = pglite;
  const stopCheckpoints = lock
    ? checkpointPeriodically(instance, options.log ?? console)
    : () => {};
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    async close() {
      stopCheckpoints();
      await instance.close();
      await lock?.release();
    },
  };
}

async function migrateServer(databaseUrl: string): Promise<void> {
  const client = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  try {
    await client`select pg_advisory_lock(${MIGRATION_LOCK_ID})`;
    await migratePostgres(drizzlePostgres(client), { migrationsFolder });
    await client`select pg_advisory_unlock(${MIGRATION_LOCK_ID})`;
  } finally {
    await client.end({ timeout: 5 });
  }
}
