import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { gunzipSync, gzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client';
import { rowsOf } from '../lib/sql';
import { backUpContext, everyRow, resealed, withTalksMigrated } from '../test/backup-helpers';
import { fillEveryTable, type FilledInstance } from '../test/factories/filled-instance-factory';
import { storedFiles } from '../test/factories/upload-factory';
import { signInViaProvider } from '../test/provider-flow';
import { actingAs } from '../test/requests';
import { createTestContext, type TestContext } from '../test/test-app';
import {
  createEmptyPostgresDatabase,
  databaseKind,
  embeddedDatabaseIn,
} from '../test/test-database';
import { restoreArchive, type RestoreTarget } from './restore-archive';
import { appliedSchema, knownLevels, latestLevel } from './schema-level';
import { schemaTables } from './schema-tables';

let source: TestContext;
let filled: FilledInstance;
let workDir: string;
let archive: string;

beforeAll(async () => {
  source = await createTestContext();
  filled = await fillEveryTable(source);
  workDir = await mkdtemp(path.join(tmpdir(), 'ospo-backup-'));
  archive = path.join(workDir, 'instance.backup.gz');
  await backUpContext(source, archive);
});
afterAll(async () => {
  await source?.close();
  if (workDir) await rm(workDir, { recursive: true, force: true });
});

it('starts from an instance with rows in every table of the schema and stored files', async () => {
  const rows = await everyRow(source.db);
  for (const table of schemaTables) expect(rows[table.name], table.name).not.toEqual([]);
  expect(await storedFiles(source.dataDir)).toHaveLength(filled.files.length);
});

const newEvent = {
  name: 'After the move',
  link: 'https://events.example.org/after',
  location: 'Online',
  startDate: '2027-05-01',
  endDate: '2027-05-01',
};

/** Every sequence behind a column of the schema, read from the catalog. */
async function serialSequences(context: TestContext) {
  return rowsOf<{ table: string; column: string; sequence: string }>(
    await context.db.execute(sql`
      select table_name as "table", column_name as "column",
        pg_get_serial_sequence(quote_ident(table_name), column_name) as sequence
      from information_schema.columns
      where table_schema = current_schema()
        and pg_get_serial_sequence(quote_ident(table_name), column_name) is not null`),
  );
}

const restoredInto = (name: string, postgres: boolean) =>
  describe.skipIf(postgres && !process.env.TEST_DATABASE_URL)(`restored into ${name}`, () => {
    let restored: TestContext;
    let dropDatabase = async () => {};

    beforeAll(async () => {
      const target: RestoreTarget = { dataDir: await mkdtemp(path.join(workDir, 'target-')) };
      if (postgres) {
        const database = await createEmptyPostgresDatabase();
        target.databaseUrl = database.url;
        // What `npm run restore` does with DATABASE_URL: files go into the database.
        target.storage = 'database';
        dropDatabase = database.drop;
      }
      await restoreArchive(archive, target);
      // The app's own start-up: migrations must find nothing left to apply.
      const database = await openDatabase(target);
      restored = await createTestContext(
        target.databaseUrl ? { DATABASE_URL: target.databaseUrl } : {},
        { database, dataDir: target.dataDir },
      );
    });
    afterAll(async () => {
      await restored?.close();
      await dropDatabase();
    });

    it('has every row of every table, ids and microseconds included', async () => {
      expect(await everyRow(restored.db)).toEqual(await everyRow(source.db));
    });

    it('continues every sequence past the restored ids', async () => {
      const sequences = await serialSequences(restored);
      expect(sequences.map(({ table }) => table).sort()).toEqual(
        schemaTables
          .filter((table) => table.primaryKey.join() === 'id')
          .map((table) => table.name)
          .sort(),
      );
      for (const { table, column, sequence } of sequences) {
        const [found] = rowsOf<{ next: number; max: number }>(
          await restored.db.execute(sql`
            select nextval(${sequence}::regclass)::int as next,
              (select max(${sql.identifier(column)}) from ${sql.identifier(table)})::int as max`),
        );
        expect(found!.next, table).toBeGreaterThan(found!.max);
      }
      const created = await (
        await actingAs(restored, filled.user)
      ).inject({ method: 'POST', url: '/api/events', payload: newEvent });
      expect(created.statusCode).toBe(201);
      const sourceIds = (await everyRow(source.db)).events!.map(
        (row) => (row as { id: number }).id,
      );
      expect(created.json().id).toBeGreaterThan(Math.max(...sourceIds));
    });

    it('has every stored file byte for byte and serves each through its signed URL', async () => {
      const names = await storedFiles(source.dataDir);
      expect(restored.app.storage.kind).toBe(postgres ? 'database' : 'disk');
      if (!postgres) expect(await storedFiles(restored.dataDir)).toEqual(names);
      else expect(await storedFiles(restored.dataDir)).toEqual([]);
      for (const name of names) {
        const before = await readFile(path.join(source.dataDir, 'uploads', name));
        const after = await buffer((await restored.app.storage.open(name))!);
        expect(after.equals(before), name).toBe(true);
      }
      const api = await actingAs(restored, filled.user);
      for (const file of filled.files) {
        const url: string = file.assetId
          ? (await api.inject({ url: `/api/assets/${file.assetId}` })).json().fileUrl
          : (await api.inject({ url: '/api/users/me' })).json().headshot;
        const served = await restored.app.inject({ url });
        expect(served.statusCode).toBe(200);
        expect(served.rawPayload.equals(file.content)).toBe(true);
      }
    });

    it('signs demo in with their password through the built-in provider', async () => {
      const tokens = await signInViaProvider(restored, 'demo', 'demo');
      const me = await restored.app.inject({
        url: '/api/users/me',
        headers: { authorization: `Bearer ${tokens.access_token}` },
      });
      expect(me.statusCode).toBe(200);
      const demo = (await everyRow(source.db)).users!.find(
        (user) => (user as { username: string }).username === 'demo',
      ) as { id: number };
      expect(me.json()).toMatchObject({ id: demo.id, username: 'demo' });
    });
  });

restoredInto('a new embedded database (PGlite)', false);
restoredInto('an empty PostgreSQL database, files into the database', true);

it('loads an archive of an older schema and brings the database up to this version', async () => {
  const [first] = knownLevels();
  const lines = gunzipSync(await readFile(archive))
    .toString('utf8')
    .split('\n');
  const header = { ...JSON.parse(lines[0]!), schema: first };
  // The first schema had none of the later tables and columns, so an archive of it has none either.
  const later = [
    'rate_limit_counters',
    'notifications',
    'notification_outbox',
    'event_follows',
    'calendar_feeds',
    'api_tokens',
    'audit_log',
    'talk_speakers',
    'talk_revisions',
    'talks',
    'speakers',
    'discovered_conferences',
    'discovery_syncs',
    'discovery_files',
    'discovery_claims',
    'discovery_marks',
    'discovery_interests',
    'trips',
    'trip_lines',
    'trip_reports',
    'exchange_rates',
  ];
  // Columns later migrations added: users.time_zone, every editable record's version (0007),
  // sponsorships.currency (0013, which reads the amounts, text before it, into numbers) and the
  // Users screen's account status and reset link (0014).
  const laterColumns: [table: string, column: string][] = [
    ['users', 'time_zone'],
    ['users', 'disabled_at'],
    ['users', 'password_reset_hash'],
    ['users', 'password_reset_expires_at'],
    ['sponsorships', 'currency'],
    ['cfp_submissions', 'talk_id'],
    ['cfp_submissions', 'talk_revision_id'],
    ['assets', 'talk_id'],
    ['assets', 'trip_id'],
    ['discovered_conferences', 'applied'],
    ['discovered_conferences', 'offered'],
    ['audit_log', 'actor_label'],
    ...[
      'users',
      'events',
      'cfp_submissions',
      'attendees',
      'sponsorships',
      'assets',
      'stakeholders',
      'approval_workflows',
    ].map((table): [string, string] => [table, 'version']),
  ];
  const body = laterColumns.reduce(
    (kept, [table, column]) => withoutColumn(kept, table, column),
    later.reduce((kept, table) => withoutTable(kept, table), lines.slice(1)),
  );
  const older = path.join(workDir, 'older.backup.gz');
  await writeFile(older, gzipSync(resealed([JSON.stringify(header), ...body]).join('\n')));
  const target: RestoreTarget = {
    dataDir: await mkdtemp(path.join(workDir, 'older-')),
    defaultCurrency: 'EUR',
  };
  // Every migration runs in the restore, on the pass's engine: an embedded database as initdb
  // leaves it, or an empty PostgreSQL database.
  const empty = databaseKind === 'postgres' ? await createEmptyPostgresDatabase() : undefined;
  if (empty) target.databaseUrl = empty.url;
  else await embeddedDatabaseIn(target.dataDir, 'empty');

  const { header: read } = await restoreArchive(older, target);
  expect(read.schema).toEqual(first);
  const database = await openDatabase({ ...target, migrate: false });
  try {
    expect(await appliedSchema(database.db)).toEqual({ kind: 'known', level: latestLevel() });
    const expected = {
      ...(await everyRow(source.db)),
      ...Object.fromEntries(later.map((table) => [table, []])),
    };
    // A version the archive did not carry starts again at the column's default.
    for (const [table, column] of laterColumns) {
      if (column === 'version')
        expected[table] = expected[table]!.map((row) => ({ ...(row as object), version: 1 }));
    }
    // Nobody was disabled and no reset link was open before 0014.
    expected.users = expected.users!.map((row) => ({
      ...(row as object),
      disabled_at: null,
      password_reset_hash: null,
      password_reset_expires_at: null,
    }));
    // No receipt or trip report belonged to a trip before trips came (0025).
    expected.assets = expected.assets!.map((row) => ({ ...(row as object), trip_id: null }));
    // No system writer named itself in the log before 0026.
    expected.audit_log = expected.audit_log!.map((row) => ({
      ...(row as object),
      actor_label: null,
    }));
    // 0013 read each amount (plain numbers in the archive) in DEFAULT_CURRENCY, and rewrote it:
    // a change, so the version moved on.
    expected.sponsorships = expected.sponsorships!.map((row) =>
      (row as { amount: unknown }).amount === null
        ? row
        : { ...(row as object), currency: 'EUR', version: 2 },
    );
    const restored = await everyRow(database.db);
    withTalksMigrated(expected, restored);
    expect(restored).toEqual(expected);
  } finally {
    await database.close();
    await empty?.drop();
  }
});

/** Archive lines with one column of one table left out (a column a later migration added). */
function withoutColumn(lines: string[], table: string, column: string): string[] {
  let index = -1;
  return lines.map((line) => {
    const parsed = JSON.parse(line || '{}') as unknown;
    if (!Array.isArray(parsed)) {
      const header = parsed as { type?: string; name?: string; columns?: string[] };
      if (header.type)
        index =
          header.type === 'table' && header.name === table ? header.columns!.indexOf(column) : -1;
      if (index < 0 || header.type !== 'table') return line;
      return JSON.stringify({
        ...header,
        columns: header.columns!.filter((name) => name !== column),
      });
    }
    return index < 0 ? line : JSON.stringify(parsed.filter((_value, i) => i !== index));
  });
}

/** Archive lines without one table's section, its count dropped from the trailer too. */
function withoutTable(lines: string[], name: string): string[] {
  const kept: string[] = [];
  let skipping = false;
  for (const line of lines) {
    const parsed = JSON.parse(line || '{}') as { type?: string; name?: string; tables?: object };
    if (parsed.type) skipping = parsed.type === 'table' && parsed.name === name;
    if (skipping) continue;
    if (parsed.type === 'trailer') {
      const tables = Object.entries(parsed.tables!).filter(([table]) => table !== name);
      kept.push(JSON.stringify({ ...parsed, tables: Object.fromEntries(tables) }));
    } else kept.push(line);
  }
  return kept;
}
