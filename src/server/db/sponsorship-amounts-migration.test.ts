import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../lib/sql';
import {
  databaseMigratedFromOldAmounts,
  OLD_AMOUNTS,
  UNREADABLE_OLD_AMOUNTS,
} from '../test/old-sponsorship-amounts';
import type { Database } from './client';

let database: Database;
const warnings: string[] = [];

beforeAll(async () => {
  database = await databaseMigratedFromOldAmounts({ warn: (message) => warnings.push(message) });
});

afterAll(() => database?.close());

describe('migration 0013: sponsorship amounts from text to numbers', () => {
  it('reads each old amount into a number and an ISO 4217 currency', async () => {
    const rows = rowsOf<{ amount: string | null; currency: string | null; notes: string | null }>(
      await database.db.execute(
        sql`select amount::text as amount, currency, notes from sponsorships order by id`,
      ),
    );
    expect(rows.slice(0, OLD_AMOUNTS.length)).toEqual(
      OLD_AMOUNTS.map(([, amount, currency]) => ({ amount, currency, notes: null })),
    );
  });

  it('keeps what it cannot read in the notes, after any note already there', async () => {
    const rows = rowsOf<{ amount: string | null; currency: string | null; notes: string | null }>(
      await database.db.execute(
        sql`select amount, currency, notes from sponsorships order by id offset ${OLD_AMOUNTS.length}`,
      ),
    );
    expect(rows).toEqual([
      { amount: null, currency: null, notes: 'Booth 12\nAmount (not converted): TBD' },
      ...UNREADABLE_OLD_AMOUNTS.slice(1).map((text) => ({
        amount: null,
        currency: null,
        notes: `Amount (not converted): ${text}`,
      })),
    ]);
  });

  it('says in the server log how many it could not read', () => {
    expect(warnings).toEqual([
      `Database migration: ${UNREADABLE_OLD_AMOUNTS.length} sponsorship amount(s) could not be read as a number; ` +
        `their text is kept in the sponsorship's notes as "Amount (not converted): ..."`,
    ]);
  });
});
