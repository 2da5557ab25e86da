import type { PGlite, QueryOptions, Transaction } from '@electric-sql/pglite';
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
  /** Where to report a stale DATA_DIR lock taken over and migrations' warnings (the app's logger). */
  log?: { warn(message: string): void };
  /** Currency of amounts a migration finds without one (DEFAULT_CURRENCY); USD when absent. */
  defaultCurrency?: string;
}

/** Migrations RAISE WARNING for what they could not carry over (such as amounts kept as notes). */
function migrationWarnings(log: { warn(message: string): void } = console) {
  return (notice: { severity?: string; message?: string }) => {
    if (notice.severity === 'WARNING') log.warn(`Database migration: ${notice.message}`);
  };
}

/** The session setting a migration reads for DEFAULT_CURRENCY. */
const DEFAULT_CURRENCY_SETTING = 'ospo.default_currency';

/**
 * PGlite reports notices only to a callback given with each query: hands drizzle's migrator a
 * PGlite whose queries, and its transaction's, pass `onNotice`.
 */
function reportingNotices(pglite: PGlite, onNotice: NonNullable<QueryOptions['onNotice']>): PGlite {
  const withNotices = <T extends Pick<PGlite, 'query'>>(target: T): T =>
    new Proxy(target, {
      get(object, key, receiver) {
        if (key === 'query')
          return (query: string, params?: unknown[], options?: QueryOptions) =>
            object.query(query, params, { ...options, onNotice });
        if (key === 'transaction')
          return <R>(callback: (tx: Transaction) => Promise<R>) =>
            (object as unknown as PGlite).transaction((tx) => callback(withNotices(tx)));
        const value: unknown = Reflect.get(object, key, receiver);
        return typeof value === 'function' ? (value as () => unknown).bind(object) : value;
      },
    });
  return withNotices(pglite);
}

/** Opens PostgreSQL (DATABASE_URL) or the embedded PGlite, and applies pending migrations. */
export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  const shouldMigrate = options.migrate ?? true;
  if (options.databaseUrl) {
    if (shouldMigrate) await migrateServer(options.databaseUrl, options);
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
  if (shouldMigrate) {
    await pglite.query('select set_config($1, $2, false)', [
      DEFAULT_CURRENCY_SETTING,
      options.defaultCurrency ?? 'USD',
    ]);
    const reporting = reportingNotices(pglite, migrationWarnings(options.log));
    await migratePglite(drizzlePglite(reporting, { schema }), { migrationsFolder });
  }
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

async function migrateServer(databaseUrl: string, options: OpenDatabaseOptions): Promise<void> {
  const client = postgres(databaseUrl, { max: 1, onnotice: migrationWarnings(options.log) });
  try {
    await client`select pg_advisory_lock(${MIGRATION_LOCK_ID})`;
    await client`select set_config(${DEFAULT_CURRENCY_SETTING}, ${options.defaultCurrency ?? 'USD'}, false)`;
    await migratePostgres(drizzlePostgres(client), { migrationsFolder });
    await client`select pg_advisory_unlock(${MIGRATION_LOCK_ID})`;
  } finally {
    await client.end({ timeout: 5 });
  }
}
