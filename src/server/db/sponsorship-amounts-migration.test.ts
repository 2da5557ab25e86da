import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverFile } from '../lib/app-paths';
import { rowsOf } from '../lib/sql';
import { createEmptyPostgresDatabase, databaseKind } from '../test/test-database';
import { openDatabase, type Database } from './client';

/** Old free-text amounts and what migration 0013 makes of them (DEFAULT_CURRENCY is CHF here). */
const CASES: [text: string | null, amount: string | null, currency: string | null][] = [
  ['$5,000', '5000.000', 'USD'],
  ['€2.500,50', '2500.500', 'EUR'],
  ['5k', '5000.000', 'CHF'],
  ['£1.2m', '1200000.000', 'GBP'],
  ['1 500 €', '1500.000', 'EUR'],
  ['USD 300', '300.000', 'USD'],
  ['300 aud', '300.000', 'AUD'],
  ['$300 CAD', '300.000', 'CAD'],
  ['¥1,500', '1500.000', 'JPY'],
  ['EUR 1.234,5', '1234.500', 'EUR'],
  ['$1,234.56', '1234.560', 'USD'],
  ['1,000,000', '1000000.000', 'CHF'],
  ['12.345', '12345.000', 'CHF'],
  ['2,5', '2.500', 'CHF'],
  ["1'000 CHF", '1000.000', 'CHF'],
  ['750', '750.000', 'CHF'],
  ['2.5K', '2500.000', 'CHF'],
  [null, null, null],
  ['   ', null, null],
];
/** Not read: kept in the notes. */
const UNREADABLE = ['TBD', '¥12.5', '-5', 'five thousand', '$'];

let database: Database;
let dropDatabase = async () => {};
const warnings: string[] = [];
let migrationsDir: string;

/** The migrations folder as it was before 0013. */
async function migrationsBefore(idx: number): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'ospo-migrations-'));
  await cp(serverFile('db/migrations'), dir, { recursive: true });
  const journalFile = path.join(dir, 'meta/_journal.json');
  const journal = JSON.parse(await readFile(journalFile, 'utf8')) as { entries: { idx: number }[] };
  journal.entries = journal.entries.filter((entry) => entry.idx < idx);
  await writeFile(journalFile, JSON.stringify(journal));
  return dir;
}

/** An event and one sponsorship per old amount, the first unreadable one with a note already. */
const OLD_ROWS = `
  insert into events (name, link, start_date, end_date, location)
  values ('Old Conf', 'https://old.example', '2026-03-01', '2026-03-02', 'Berlin');
  insert into sponsorships (event_id, sponsor_name, tier, amount, notes)
  select 1, 'Sponsor ' || n, 'gold', amount, notes
  from unnest(
    array[${[...CASES.map(([text]) => text), ...UNREADABLE].map((text) => (text === null ? 'null' : `'${text.replaceAll("'", "''")}'`)).join(', ')}]::text[],
    array[${[...CASES, ...UNREADABLE].map((_row, i) => (i === CASES.length ? `'Booth 12'` : 'null')).join(', ')}]::text[]
  ) with ordinality as old(amount, notes, n);
`;

beforeAll(async () => {
  migrationsDir = await migrationsBefore(13);
  const log = { warn: (message: string) => warnings.push(message) };
  if (databaseKind === 'pglite') {
    const pglite = await PGlite.create({ extensions: { pg_trgm } });
    await migratePglite(drizzlePglite(pglite), { migrationsFolder: migrationsDir });
    await pglite.exec(OLD_ROWS);
    database = await openDatabase({ pglite, log, defaultCurrency: 'CHF' });
  } else {
    const empty = await createEmptyPostgresDatabase();
    dropDatabase = empty.drop;
    const client = postgres(empty.url, { max: 1, onnotice: () => {} });
    await migratePostgres(drizzlePostgres(client), { migrationsFolder: migrationsDir });
    await client.unsafe(OLD_ROWS);
    await client.end();
    database = await openDatabase({ databaseUrl: empty.url, log, defaultCurrency: 'CHF' });
  }
});

afterAll(async () => {
  await database?.close();
  await dropDatabase();
  await rm(migrationsDir, { recursive: true, force: true });
});

describe('migration 0013: sponsorship amounts from text to numbers', () => {
  it('reads each old amount into a number and an ISO 4217 currency', async () => {
    const rows = rowsOf<{ amount: string | null; currency: string | null; notes: string | null }>(
      await database.db.execute(
        sql`select amount::text as amount, currency, notes from sponsorships order by id`,
      ),
    );
    expect(rows.slice(0, CASES.length)).toEqual(
      CASES.map(([, amount, currency]) => ({ amount, currency, notes: null })),
    );
  });

  it('keeps what it cannot read in the notes, after any note already there', async () => {
    const rows = rowsOf<{ amount: string | null; currency: string | null; notes: string | null }>(
      await database.db.execute(
        sql`select amount, currency, notes from sponsorships order by id offset ${CASES.length}`,
      ),
    );
    expect(rows).toEqual([
      { amount: null, currency: null, notes: 'Booth 12\nAmount (not converted): TBD' },
      ...UNREADABLE.slice(1).map((text) => ({
        amount: null,
        currency: null,
        notes: `Amount (not converted): ${text}`,
      })),
    ]);
  });

  it('says in the server log how many it could not read', () => {
    expect(warnings).toEqual([
      `Database migration: ${UNREADABLE.length} sponsorship amount(s) could not be read as a number; ` +
        `their text is kept in the sponsorship's notes as "Amount (not converted): ..."`,
    ]);
  });
});
