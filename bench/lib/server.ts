import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pgliteExtensions } from '../../src/server/db/pglite-extensions';
import { drizzle } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';
import { buildApp, type App, type BuildOptions } from '../../src/server/app';
import { loadConfig, type Config } from '../../src/server/config';
import { openDatabase, type Database, type Db } from '../../src/server/db/client';
import type { Clock } from '../../src/server/lib/clock';
import * as schema from '../../src/server/db/schema/index';
import { loadOrCreateSecrets, type Secrets } from '../../src/server/lib/secrets';
import { freePort } from '../../scripts/free-port.mjs';
import { QueryCounter } from './query-counter';
import type { Backend } from './types';

export const BENCH_DATABASE_URL =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export interface BenchServer {
  backend: Backend;
  /** http://127.0.0.1:PORT, or http://localhost:PORT (the issuer's origin) with `browser` */
  url: string;
  app: App;
  db: Db;
  config: Config;
  secrets: Secrets;
  queries: QueryCounter;
  close(): Promise<void>;
}

/** Can the PostgreSQL server of BENCH_DATABASE_URL be reached? */
export async function postgresAvailable(): Promise<boolean> {
  const client = postgres(BENCH_DATABASE_URL, { max: 1, onnotice: () => {}, connect_timeout: 3 });
  try {
    await client`select 1`;
    return true;
  } catch {
    return false;
  } finally {
    await client.end({ timeout: 1 });
  }
}

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/** An empty database `ospo_events_bench_*` on BENCH_DATABASE_URL; drop() removes it. */
export async function createBenchDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `ospo_events_bench_${randomBytes(5).toString('hex')}`;
  const admin = postgres(BENCH_DATABASE_URL, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  await admin.end();
  return {
    url: withDatabase(BENCH_DATABASE_URL, name),
    async drop() {
      const cleanup = postgres(BENCH_DATABASE_URL, { max: 1, onnotice: () => {} });
      await cleanup.unsafe(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

/** A migrated database whose statements are counted: PGlite in dataDir, or a fresh PostgreSQL one. */
async function openCountedDatabase(
  backend: Backend,
  dataDir: string,
  queries: QueryCounter,
): Promise<Database> {
  if (backend === 'pglite') {
    const dir = path.join(dataDir, 'pgdata');
    await mkdir(dir, { recursive: true });
    const pglite = await PGlite.create(dir, { extensions: pgliteExtensions });
    queries.wrapPglite(pglite);
    const database = await openDatabase({ pglite });
    queries.total = 0;
    return database;
  }
  const created = await createBenchDatabase();
  // Migrate with the app's own code, then serve through a client that counts statements.
  await (await openDatabase({ databaseUrl: created.url })).close();
  const client = postgres(created.url, { max: 10, onnotice: () => {} });
  queries.watchPostgres(client);
  return {
    db: drizzle(client, { schema }) as unknown as Db,
    kind: 'postgres',
    async close() {
      await client.end({ timeout: 5 });
      await created.drop();
    },
  };
}

export interface StartOptions {
  /** Extra environment for loadConfig (e.g. NODE_ENV=development for the demo accounts). */
  env?: Record<string, string>;
  /** The built SPA to serve; none by default. */
  webRoot?: string;
  /** A browser will sign in: PUBLIC_URL (the issuer's origin) is http://localhost:<fixed port>. */
  browser?: boolean;
  /** "Now" for the notification pass (a ManualClock); the system clock otherwise. */
  clock?: Clock;
  /**
   * The notification pass in the background; off unless asked for, so that no scenario measures
   * a pass it did not start (the notifications scenario runs its passes itself).
   */
  notificationScheduler?: false | { intervalMs: number };
  /** Webhook deliveries' trusted certificates or resolver (a local self-signed receiver). */
  webhookFetch?: BuildOptions['webhookFetch'];
}

export { freePort };

/**
 * The real app (buildApp) listening on 127.0.0.1:0 with its own fresh database; close() stops it
 * and removes the database and the temp DATA_DIR. Writes are not rate limited unless env says so.
 */
export async function startServer(
  backend: Backend,
  options: StartOptions = {},
): Promise<BenchServer> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'ospo-bench-'));
  const port = options.browser ? await freePort() : 0;
  const config = loadConfig({
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://localhost:${port || 3000}`,
    LOG_LEVEL: 'silent',
    WRITE_RATE_LIMIT: '1000000000',
    // No daily sync from the public conference data in the middle of a measurement.
    DISCOVERY: 'off',
    ...options.env,
  });
  const queries = new QueryCounter();
  const database = await openCountedDatabase(backend, dataDir, queries);
  const app = await buildApp(config, {
    database,
    logger: false,
    webRoot: options.webRoot ?? path.join(dataDir, 'no-web'),
    clock: options.clock,
    notificationScheduler: options.notificationScheduler ?? false,
    webhookFetch: options.webhookFetch,
  });
  await app.listen({ host: '127.0.0.1', port });
  const address = app.server.address() as AddressInfo;
  return {
    backend,
    url: options.browser ? config.publicUrl : `http://127.0.0.1:${address.port}`,
    app,
    db: database.db,
    config,
    secrets: await loadOrCreateSecrets(dataDir),
    queries,
    async close() {
      await app.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
