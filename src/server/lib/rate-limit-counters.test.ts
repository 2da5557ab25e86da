import { PGlite } from '@electric-sql/pglite';
import { pgliteExtensions } from '../db/pglite-extensions';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { migrateInTransaction } from '../backup/migrate-in-transaction';
import { knownLevels, latestLevel } from '../backup/schema-level';
import { openDatabase, type Database } from '../db/client';
import { rateLimitCounters } from '../db/schema/index';
import {
  createEmptyPostgresDatabase,
  databaseKind,
  openTestDatabase,
  resetDatabase,
} from '../test/test-database';
import {
  countHit,
  countHits,
  liveCounters,
  pruneCounters,
  resetCounter,
} from './rate-limit-counters';

const SECOND = 1000;
const start = Date.parse('2026-03-01T10:00:00Z');
const at = (ms: number) => new Date(start + ms);
let database: Database;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());
beforeEach(() => resetDatabase(database.db));

describe('rate limit counters', () => {
  it('counts hits in a window that starts with the first one, then starts afresh', async () => {
    const hit = (ms: number) => countHits(database.db, ['k'], 60 * SECOND, at(ms));
    expect(await hit(0)).toEqual([{ key: 'k', hits: 1, expiresAt: at(60 * SECOND) }]);
    expect(await hit(30 * SECOND)).toEqual([{ key: 'k', hits: 2, expiresAt: at(60 * SECOND) }]);
    expect(await hit(60 * SECOND - 1)).toEqual([{ key: 'k', hits: 3, expiresAt: at(60 * SECOND) }]);
    expect(await hit(60 * SECOND)).toEqual([{ key: 'k', hits: 1, expiresAt: at(120 * SECOND) }]);
  });

  it('loses no hit when many arrive at once', async () => {
    // Half through the multi-key statement, half through the prepared one-key statement.
    await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        i % 2
          ? countHits(database.db, ['busy'], 60 * SECOND, at(0))
          : countHit(database.db, 'busy', 60 * SECOND, at(0)),
      ),
    );
    const [row] = await liveCounters(database.db, ['busy'], at(0));
    expect(row!.hits).toBe(40);
  });

  it('reads live counters only, forgets one key, and prunes every ended window', async () => {
    await countHits(database.db, ['short'], 10 * SECOND, at(0));
    await countHits(database.db, ['long', 'other'], 60 * SECOND, at(0));
    expect((await liveCounters(database.db, ['short', 'long'], at(10 * SECOND))).length).toBe(1);
    await resetCounter(database.db, 'other');
    await pruneCounters(database.db, at(10 * SECOND));
    const keys = (await database.db.select().from(rateLimitCounters)).map((row) => row.key);
    expect(keys).toEqual(['long']);
  });
});

it('migration 0003 carries the sign-in failures of 0002 over, with the sign-in: prefix', async () => {
  const empty = databaseKind === 'postgres' ? await createEmptyPostgresDatabase() : undefined;
  const old = empty
    ? await openDatabase({ databaseUrl: empty.url, migrate: false })
    : await openDatabase({
        pglite: await PGlite.create({ extensions: pgliteExtensions }),
        migrate: false,
      });
  try {
    const [, , level2] = knownLevels();
    expect(level2!.tag).toBe('0002_sign_in_failures');
    await migrateInTransaction(old.db, level2!);
    await old.db.execute(sql`
      insert into sign_in_failures (key, failures, window_started_at)
      values ('username:abc', 7, '2026-03-01T10:00:00Z')`);
    await migrateInTransaction(old.db, latestLevel());
    expect(await old.db.select().from(rateLimitCounters)).toEqual([
      { key: 'sign-in:username:abc', hits: 7, expiresAt: new Date('2026-03-01T10:15:00Z') },
    ]);
  } finally {
    await old.close();
    await empty?.drop();
  }
});
