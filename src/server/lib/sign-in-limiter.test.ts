import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { rateLimitCounters } from '../db/schema/index';
import { openTestDatabase, resetDatabase } from '../test/test-database';
import { SignInLimiter } from './sign-in-limiter';

const MINUTE = 60_000;
let database: Database;
let clock: number;
const limiterAt = () =>
  new SignInLimiter(database.db, {
    perAddress: 2,
    perUsername: 4,
    windowMs: 15 * MINUTE,
    now: () => new Date(clock),
  });

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());
beforeEach(async () => {
  await resetDatabase(database.db);
  clock = Date.parse('2026-03-01T10:00:00Z');
});

const failFrom = async (limiter: SignInLimiter, username: string, addresses: string[]) => {
  for (const address of addresses) await limiter.recordFailure(username, address);
};

describe('SignInLimiter', () => {
  it('locks a username and address pair at its limit, not the other addresses', async () => {
    const limiter = limiterAt();
    await failFrom(limiter, 'Dee', ['10.0.0.1']);
    expect(await limiter.lockedFor('dee', '10.0.0.1')).toBe(0);
    await failFrom(limiter, 'dee', ['10.0.0.1']);
    expect(await limiter.lockedFor('DEE', '10.0.0.1')).toBe(15 * MINUTE);
    expect(await limiter.lockedFor('dee', '10.0.0.2')).toBe(0);
    expect(await limiter.lockedFor('ann', '10.0.0.1')).toBe(0);
  });

  it('locks the username everywhere once failures from all addresses reach its limit', async () => {
    const limiter = limiterAt();
    await failFrom(limiter, 'dee', ['10.0.0.1', '10.0.0.2', '10.0.0.3']);
    expect(await limiter.lockedFor('dee', '10.0.0.9')).toBe(0);
    clock += 5 * MINUTE;
    await failFrom(limiter, 'dee', ['10.0.0.4']);
    expect(await limiter.lockedFor('dee', '10.0.0.9')).toBe(10 * MINUTE);
    expect(await limiter.lockedFor('ann', '10.0.0.9')).toBe(0);
  });

  it('ends a lock with its window, and counts afresh after it', async () => {
    const limiter = limiterAt();
    await failFrom(limiter, 'dee', ['10.0.0.1', '10.0.0.1', '10.0.0.2', '10.0.0.3']);
    clock += 15 * MINUTE - 1;
    expect(await limiter.lockedFor('dee', '10.0.0.1')).toBe(1);
    clock += 1;
    expect(await limiter.lockedFor('dee', '10.0.0.1')).toBe(0);
    await failFrom(limiter, 'dee', ['10.0.0.1']);
    expect(await limiter.lockedFor('dee', '10.0.0.1')).toBe(0);
    const rows = await database.db.select().from(rateLimitCounters);
    expect(rows.every((row) => row.hits === 1)).toBe(true);
  });

  it('forgets the pair on a successful sign-in, but not the failures from other addresses', async () => {
    const limiter = limiterAt();
    await failFrom(limiter, 'dee', ['10.0.0.1', '10.0.0.1', '10.0.0.2']);
    await limiter.recordSuccess('dee', '10.0.0.1');
    expect(await limiter.lockedFor('dee', '10.0.0.1')).toBe(0);
    await failFrom(limiter, 'dee', ['10.0.0.3']);
    expect(await limiter.lockedFor('dee', '10.0.0.1')).toBeGreaterThan(0);
  });

  it('shares its counts between limiters on one database, as replicas do', async () => {
    const [one, two] = [limiterAt(), limiterAt()];
    await Promise.all([failFrom(one, 'dee', ['10.0.0.1']), failFrom(two, 'dee', ['10.0.0.1'])]);
    expect(await one.lockedFor('dee', '10.0.0.1')).toBe(15 * MINUTE);
    expect(await two.lockedFor('dee', '10.0.0.1')).toBe(15 * MINUTE);
  });

  it('prunes rows whose window has ended', async () => {
    const limiter = limiterAt();
    await failFrom(limiter, 'old', ['10.0.0.1']);
    clock += 16 * MINUTE;
    await failFrom(limiter, 'new', ['10.0.0.2']);
    const rows = await database.db.select().from(rateLimitCounters).orderBy(rateLimitCounters.key);
    // Only the new failure's two rows (pair and username) remain; keys hold a digest of the name.
    expect(rows.map((row) => row.key.split(':').slice(0, 2).join(':'))).toEqual([
      'sign-in:address',
      'sign-in:username',
    ]);
    expect(rows[0]!.key.startsWith('sign-in:address:10.0.0.2|')).toBe(true);
    for (const row of rows) expect(row.expiresAt.getTime()).toBe(clock + 15 * MINUTE);
  });
});
