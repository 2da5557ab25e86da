import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp, type App, type BuildOptions } from '../app';
import { loadConfig, type Config } from '../config';
import type { Database, Db } from '../db/client';
import type { Clock } from '../lib/clock';
import { loadSecrets, type Secrets } from '../lib/secrets';
import { openTestDatabase, resetDatabase } from './test-database';

export const TEST_PUBLIC_URL = 'http://localhost:3000';

export interface TestContext {
  app: App;
  db: Db;
  config: Config;
  secrets: Secrets;
  dataDir: string;
  reset(): Promise<void>;
  close(): Promise<void>;
}

export interface TestContextOptions {
  /** A built SPA to serve (none by default). */
  webRoot?: string;
  /** An opened database (a restored one) instead of a copy of the template; closed with the context. */
  database?: Database;
  /** An existing DATA_DIR (uploads, secrets) instead of a temporary one; kept on close. */
  dataDir?: string;
  /** "Now" for reminders and retries (a ManualClock the test moves); the system clock otherwise. */
  clock?: Clock;
  /** Run notification passes in the background; by default tests run them with runPass(). */
  notificationScheduler?: false | { intervalMs: number };
  /** Time-out and size limit of the discovery sync's files; tests run syncs with runDue/runNow. */
  discoveryLimits?: BuildOptions['discoveryLimits'];
  /** Webhook deliveries' resolver stub and trusted test certificate. */
  webhookFetch?: BuildOptions['webhookFetch'];
}

/** The real app on a database of its own (one per test file), answering through app.inject(). */
export async function createTestContext(
  env: Record<string, string> = {},
  options: TestContextOptions = {},
): Promise<TestContext> {
  const dataDir = options.dataDir ?? (await mkdtemp(path.join(tmpdir(), 'ospo-app-')));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    PUBLIC_URL: TEST_PUBLIC_URL,
    LOG_LEVEL: 'silent',
    // No request to the public conference data from tests: discovery tests turn it on.
    DISCOVERY: 'off',
    ...env,
  });
  const database = options.database ?? (await openTestDatabase());
  const app = await buildApp(config, {
    database,
    logger: false,
    webRoot: options.webRoot ?? path.join(dataDir, 'no-web'),
    clock: options.clock,
    notificationScheduler: options.notificationScheduler ?? false,
    discoveryScheduler: false,
    discoveryLimits: options.discoveryLimits,
    webhookFetch: options.webhookFetch,
  });
  await app.ready();
  return {
    app,
    db: database.db,
    config,
    secrets: await loadSecrets(config),
    dataDir,
    reset: () => resetDatabase(database.db),
    async close() {
      await app.close();
      await database.close();
      if (!options.dataDir) await rm(dataDir, { recursive: true, force: true });
    },
  };
}
