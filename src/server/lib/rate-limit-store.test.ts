import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { rateLimitCounters } from '../db/schema/index';
import { createUser } from '../test/factories/user-factory';
import { actingAs } from '../test/requests';
import { createTestContext, type TestContext } from '../test/test-app';
import { openTestDatabase, resetDatabase } from '../test/test-database';
import { databaseRateLimitStore, PRUNE_INTERVAL_MS } from './rate-limit-store';

const SECOND = 1000;
let database: Database;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());
beforeEach(() => resetDatabase(database.db));

const incr = (store: FastifyRateLimitStore, key: string, windowMs: number) =>
  new Promise<{ current: number; ttl: number }>((resolve, reject) =>
    store.incr(key, (error, result) => (error ? reject(error) : resolve(result!)), windowMs, 5),
  );

describe('the database rate-limit store', () => {
  it('counts per route and key, and starts a new window when the old one ended', async () => {
    let clock = Date.parse('2026-03-01T10:00:00Z');
    const Store = databaseRateLimitStore({ db: () => database.db, now: () => new Date(clock) });
    const routes = new Store({});
    const post = routes.child({ routeInfo: { method: 'POST', url: '/api/events' } } as never);
    const put = routes.child({ routeInfo: { method: 'PUT', url: '/api/events/:id' } } as never);

    expect(await incr(post, 'user:1', 60 * SECOND)).toEqual({ current: 1, ttl: 60 * SECOND });
    clock += 20 * SECOND;
    expect(await incr(post, 'user:1', 60 * SECOND)).toEqual({ current: 2, ttl: 40 * SECOND });
    expect(await incr(put, 'user:1', 60 * SECOND)).toEqual({ current: 1, ttl: 60 * SECOND });
    expect(await incr(post, 'user:2', 60 * SECOND)).toEqual({ current: 1, ttl: 60 * SECOND });
    clock += 40 * SECOND;
    expect(await incr(post, 'user:1', 60 * SECOND)).toEqual({ current: 1, ttl: 60 * SECOND });

    const keys = (await database.db.select().from(rateLimitCounters)).map((row) => row.key);
    expect(keys.sort()).toEqual([
      'route:POST /api/events|user:1',
      'route:POST /api/events|user:2',
      'route:PUT /api/events/:id|user:1',
    ]);
  });

  it('deletes ended counters, at most once a minute per process', async () => {
    let clock = Date.parse('2026-03-01T10:00:00Z');
    const Store = databaseRateLimitStore({ db: () => database.db, now: () => new Date(clock) });
    const store = new Store({}).child({ routeInfo: { method: 'POST', url: '/x' } } as never);
    for (const client of ['a', 'b', 'c']) await incr(store, client, 10 * SECOND);
    clock += 30 * SECOND;
    await incr(store, 'd', 10 * SECOND);
    expect(await database.db.$count(rateLimitCounters)).toBe(4);
    clock += PRUNE_INTERVAL_MS - 30 * SECOND;
    await incr(store, 'e', 10 * SECOND);
    const keys = (await database.db.select().from(rateLimitCounters)).map((row) => row.key);
    expect(keys).toEqual(['route:POST /x|e']);
  });
});

describe('two app instances on one database', () => {
  let one: TestContext;
  let two: TestContext;

  beforeAll(async () => {
    // The counts live in the database, so two apps on it stand for two processes or replicas.
    one = await createTestContext({ WRITE_RATE_LIMIT: '6' }, { database });
    two = await createTestContext({ WRITE_RATE_LIMIT: '6' }, { database });
  });
  afterAll(async () => {
    await one.app.close();
    await two.app.close();
  });

  it('share one write count per user and route: the limit hits at the same total', async () => {
    const user = await createUser(database.db);
    const [asOne, asTwo] = [await actingAs(one, user), await actingAs(two, user)];
    const post = (as: typeof asOne) =>
      as.inject({ method: 'POST', url: '/api/events', payload: {} });
    const statuses = await Promise.all([
      ...Array.from({ length: 5 }, () => post(asOne)),
      ...Array.from({ length: 5 }, () => post(asTwo)),
    ]).then((responses) => responses.map((response) => response.statusCode));
    // Every write counts, valid or not (the limit runs before validation): 6 pass, 4 are refused.
    expect(statuses.filter((status) => status === 400)).toHaveLength(6);
    expect(statuses.filter((status) => status === 429)).toHaveLength(4);

    const refused = await post(asOne);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    // Another route and another user have counts of their own.
    const put = await asTwo.inject({ method: 'PUT', url: '/api/events/1', payload: {} });
    expect(put.statusCode).toBe(404);
    const other = await actingAs(two, await createUser(database.db));
    expect(
      (await other.inject({ method: 'POST', url: '/api/events', payload: {} })).statusCode,
    ).toBe(400);
  });
});

describe('counts by client address', () => {
  // The sign-in form's POST is limited to 60 a minute per client address, before any session.
  const postFrom = (context: TestContext, forwardedFor: string) =>
    context.app.inject({
      method: 'POST',
      url: '/interaction/no-such-session/login',
      headers: { 'x-forwarded-for': forwardedFor },
      payload: { username: 'x', password: 'y' },
    });
  const sixtyFrom = async (context: TestContext, addresses: (i: number) => string) => {
    for (let i = 0; i < 60; i++)
      expect((await postFrom(context, addresses(i))).statusCode).toBe(400);
  };

  it('takes the address a trusted proxy names', async () => {
    const context = await createTestContext({ TRUST_PROXY: '127.0.0.1' }, { database });
    try {
      await sixtyFrom(context, () => '203.0.113.7');
      expect((await postFrom(context, '203.0.113.7')).statusCode).toBe(429);
      expect((await postFrom(context, '203.0.113.8')).statusCode).toBe(400);
    } finally {
      await context.app.close();
    }
  });

  it('ignores X-Forwarded-For without TRUST_PROXY: rotating it does not escape the count', async () => {
    const context = await createTestContext({}, { database });
    try {
      await sixtyFrom(context, (i) => `203.0.113.${i}`);
      expect((await postFrom(context, '198.51.100.1')).statusCode).toBe(429);
    } finally {
      await context.app.close();
    }
  });
});
