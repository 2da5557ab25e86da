import { count } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { discoveredConferences } from '../../db/schema/index';
import { DAY_MS, ManualClock } from '../../lib/clock';
import { FixtureSource } from '../../test/discovery-source';
import { createUser } from '../../test/factories/user-factory';
import { actingAs } from '../../test/requests';
import { createTestContext, type TestContext } from '../../test/test-app';
import { databaseKind } from '../../test/test-database';
import { recentSyncs } from './conference-store';

// The daily sync runs once across processes: two apps on one database stand for two replicas
// (each sees only the database), driven by one ManualClock, against a source on 127.0.0.1.

const source = new FixtureSource();
const clock = new ManualClock('2026-11-26T06:00:00Z');
let one: TestContext;
let other: TestContext;

const conference = (name: string) => ({
  name,
  url: `https://${name.toLowerCase()}.example`,
  startDate: '2027-05-10',
  endDate: '2027-05-11',
  online: true,
});

beforeAll(async () => {
  await source.start();
  const env = {
    DISCOVERY: 'on',
    DISCOVERY_SOURCE_URL: source.url,
    DISCOVERY_ALLOW_PRIVATE: '1',
    DISCOVERY_TOPICS: 'javascript,rust',
  };
  one = await createTestContext(env, { clock, discoveryLimits: { timeoutMs: 500 } });
  const database = { db: one.db, kind: databaseKind, close: async () => {} } as const;
  other = await createTestContext(env, { clock, database, discoveryLimits: { timeoutMs: 500 } });
});
afterAll(async () => {
  await other.close();
  await one.close();
  await source.stop();
});
beforeEach(async () => {
  await one.reset();
  clock.set('2026-11-26T06:00:00Z');
  source.set(2027, 'javascript', { entries: [conference('JSConf')] });
  source.set(2027, 'rust', { entries: [conference('RustConf')] });
  source.requests.length = 0;
});

const conferences = async () =>
  (await one.db.select({ rows: count() }).from(discoveredConferences))[0]!.rows;

describe('the daily sync', () => {
  it('stores the shipped snapshot first on a fresh install, then reads the source', async () => {
    const sync = await one.app.discovery.runDue();
    expect(sync).toMatchObject({ source: source.url, error: null, added: 2 });
    const [live, snapshot] = await recentSyncs(one.db);
    expect(live!.id).toBe(sync!.id);
    expect(snapshot).toMatchObject({ source: 'snapshot', added: 396 });
    // The live files replace the snapshot's conferences of those years: marked gone, kept.
    expect(live!.gone).toBe(396);
    expect(await conferences()).toBe(398);
  });

  it('runs once a day across two app instances, and again the next day', async () => {
    const [a, b] = await Promise.all([one.app.discovery.runDue(), other.app.discovery.runDue()]);
    expect([a, b].filter(Boolean)).toHaveLength(1);
    const requests = source.requests.length;
    expect(requests).toBe(4);

    clock.advance(6 * 3_600_000);
    expect(await Promise.all([one.app.discovery.runDue(), other.app.discovery.runDue()])).toEqual([
      null,
      null,
    ]);
    expect(source.requests).toHaveLength(requests);

    clock.advance(DAY_MS);
    const next = await Promise.all([one.app.discovery.runDue(), other.app.discovery.runDue()]);
    expect(next.filter(Boolean)).toHaveLength(1);
    expect(source.requests).toHaveLength(2 * requests);
    // One snapshot and two live syncs in all.
    expect((await recentSyncs(one.db)).map((sync) => sync.source)).toEqual([
      source.url,
      source.url,
      'snapshot',
    ]);
  });

  it('is taken over when the process that claimed it died before finishing', async () => {
    await one.db.execute(
      `insert into discovery_claims (key, lease_until) values ('daily:2026-11-26', '2026-11-26T06:10:00Z')`,
    );
    expect(await one.app.discovery.runDue()).toBeNull();
    clock.set('2026-11-26T06:10:00Z');
    expect(await other.app.discovery.runDue()).toMatchObject({ error: null });
  });
});

describe('the admin routes', () => {
  it('let an admin sync now and list the last ten syncs', async () => {
    const admin = await actingAs(one, await createUser(one.db, { traits: ['admin'] }));
    const synced = await admin.inject({ method: 'POST', url: '/api/admin/discovery/sync' });
    expect(synced.statusCode).toBe(200);
    expect(synced.json()).toMatchObject({ source: source.url, added: 2, error: null });
    for (let i = 0; i < 10; i += 1) {
      clock.advance(60_000);
      await admin.inject({ method: 'POST', url: '/api/admin/discovery/sync' });
    }
    const listed = await admin.inject({ url: '/api/admin/discovery/syncs' });
    expect(listed.statusCode).toBe(200);
    const syncs = listed.json<{ startedAt: string; source: string }[]>();
    expect(syncs).toHaveLength(10);
    expect(syncs[0]!.startedAt).toBe(clock.now().toISOString());
    expect(syncs.every((sync) => sync.source === source.url)).toBe(true);
  });

  it('answer a failed sync with its error, the conferences unchanged', async () => {
    const admin = await actingAs(one, await createUser(one.db, { traits: ['admin'] }));
    await admin.inject({ method: 'POST', url: '/api/admin/discovery/sync' });
    const before = await conferences();
    source.set(2027, 'rust', { status: 502 });
    const failed = await admin.inject({ method: 'POST', url: '/api/admin/discovery/sync' });
    expect(failed.statusCode).toBe(200);
    expect(failed.json().error).toMatch(/2027\/rust\.json: the source answered 502/);
    expect(await conferences()).toBe(before);
  });

  it('refuse a second sync while one runs', async () => {
    const admin = await actingAs(one, await createUser(one.db, { traits: ['admin'] }));
    source.set(2027, 'rust', { hang: true });
    const running = admin.inject({ method: 'POST', url: '/api/admin/discovery/sync' });
    await expect.poll(() => source.requests.length).toBeGreaterThan(0);
    const second = await actingAs(other, await createUser(one.db, { traits: ['admin'] }));
    const refused = await second.inject({ method: 'POST', url: '/api/admin/discovery/sync' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/already running/);
    expect((await running).json().error).toMatch(/no complete answer within 0\.5 s/);
  });

  it('refuse a member (403) and the signed-out (401)', async () => {
    const member = await actingAs(one, await createUser(one.db));
    for (const [method, url] of [
      ['POST', '/api/admin/discovery/sync'],
      ['GET', '/api/admin/discovery/syncs'],
    ] as const) {
      const refused = await member.inject({ method, url });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe('Only an admin can run or list discovery syncs');
      expect((await one.app.inject({ method, url })).statusCode).toBe(401);
    }
    expect(source.requests).toEqual([]);
    expect(await recentSyncs(one.db)).toEqual([]);
  });
});

describe('with DISCOVERY=off (the test default)', () => {
  it('schedules nothing and answers the admin that it is off', async () => {
    const off = await createTestContext({}, { clock });
    try {
      expect(await off.app.discovery.runDue()).toBeNull();
      const admin = await actingAs(off, await createUser(off.db, { traits: ['admin'] }));
      const refused = await admin.inject({ method: 'POST', url: '/api/admin/discovery/sync' });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe('Discovery is off on this server (DISCOVERY=off)');
      expect(await recentSyncs(off.db)).toEqual([]);
    } finally {
      await off.close();
    }
  });
});
