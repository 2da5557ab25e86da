import { randomBytes } from 'node:crypto';
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pgliteExtensions } from '../db/pglite-extensions';
import { sql } from 'drizzle-orm';
import postgres from 'postgres';
import { inject } from 'vitest';
import { openDatabase, type Database, type Db } from '../db/client';
import { withDatabase } from './postgres-url';

/** Which database this test run uses: the vitest project sets TEST_DB. */
export const databaseKind = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';

/**
 * A migrated database of its own for one test file: PGlite loaded from the template dump, or a
 * PostgreSQL database copied from the template database.
 */
export async function openTestDatabase(): Promise<Database> {
  if (databaseKind === 'pglite') {
    const pglite = await PGlite.create({
      loadDataDir: await templateDump('migrated'),
      extensions: pgliteExtensions,
    });
    return openDatabase({ pglite, migrate: false });
  }
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `ospo_events_test_${randomBytes(6).toString('hex')}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name} template ${inject('postgresTemplate')}`);
  await admin.end();
  const database = await openDatabase({
    databaseUrl: withDatabase(serverUrl, name),
    migrate: false,
  });
  return {
    ...database,
    async close() {
      await database.close();
      const cleanup = postgres(serverUrl, { max: 1, onnotice: () => {} });
      await cleanup.unsafe(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

/** The run's PGlite template as a data-dir dump (global-setup.ts): migrated, or before any migration. */
export async function templateDump(schema: 'migrated' | 'empty'): Promise<Blob> {
  const file = inject(schema === 'migrated' ? 'pgliteTemplate' : 'pgliteEmptyTemplate');
  return new Blob([await readFile(file)]);
}

/**
 * DATA_DIR/pgdata of a new embedded database, loaded from the run's template instead of made by
 * PGlite's initdb (seconds of CPU each, the most of a restore or a first start in tests):
 * `migrated` as a started instance has it, no rows; `empty` as initdb leaves it, for a test whose
 * restore or command must apply every migration itself. A test about what happens to a DATA_DIR
 * without pgdata (a restore that creates it, a first start) does not use this.
 */
export async function embeddedDatabaseIn(
  dataDir: string,
  schema: 'migrated' | 'empty',
): Promise<void> {
  const pgdata = path.join(dataDir, 'pgdata');
  await mkdir(pgdata, { recursive: true });
  const pglite = await PGlite.create(pgdata, {
    loadDataDir: await templateDump(schema),
    extensions: pgliteExtensions,
  });
  await pglite.close();
}

/**
 * A new, empty PostgreSQL database (no tables, no migrations) on the server of
 * TEST_DATABASE_URL, for tests that load one themselves; drop() removes it.
 */
export async function createEmptyPostgresDatabase(): Promise<{
  url: string;
  drop(): Promise<void>;
}> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('An empty PostgreSQL database needs TEST_DATABASE_URL');
  const name = `ospo_events_empty_${randomBytes(6).toString('hex')}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  await admin.end();
  return {
    url: withDatabase(serverUrl, name),
    async drop() {
      const cleanup = postgres(serverUrl, { max: 1, onnotice: () => {} });
      await cleanup.unsafe(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

const TABLES = [
  'search_entries',
  'webhook_deliveries',
  'webhook_endpoints',
  'exchange_rates',
  'discovery_marks',
  'discovery_interests',
  'discovered_conferences',
  'discovery_syncs',
  'discovery_files',
  'discovery_claims',
  'trip_reports',
  'trip_lines',
  'trips',
  'workflow_history',
  'workflow_comments',
  'workflow_stakeholders',
  'workflow_reviewers',
  'approval_workflows',
  'stakeholders',
  'audit_log',
  'assets',
  'sponsorships',
  'attendees',
  'cfp_submissions',
  'talk_speakers',
  'talk_revisions',
  'talks',
  'speakers',
  'events',
  'oidc_payloads',
  'rate_limit_counters',
  'users',
  'file_chunks',
  'file_contents',
  'notifications',
  'notification_outbox',
  'event_follows',
  'calendar_feeds',
  'api_tokens',
];

/** Empties every table between tests; ids restart so tests read the same way on both databases. */
export async function resetDatabase(db: Db): Promise<void> {
  await db.execute(sql.raw(`truncate ${TABLES.join(', ')} restart identity cascade`));
}
