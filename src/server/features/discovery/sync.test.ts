import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import type { Database } from '../../db/client';
import { discoveredConferences, discoveryFiles } from '../../db/schema/index';
import { ManualClock } from '../../lib/clock';
import { FixtureSource } from '../../test/discovery-source';
import { openTestDatabase, resetDatabase } from '../../test/test-database';
import { recentSyncs } from './conference-store';
import { DEFAULT_FETCH_LIMITS } from './source-fetch';
import { syncFromSource } from './sync';

let database: Database;
const source = new FixtureSource();
const clock = new ManualClock('2026-11-26T06:00:00Z');

beforeAll(async () => {
  database = await openTestDatabase();
  await source.start();
});
afterAll(async () => {
  await source.stop();
  await database.close();
});
beforeEach(async () => {
  await resetDatabase(database.db);
  for (const year of [2026, 2027]) {
    for (const topic of ['javascript', 'rust']) source.set(year, topic, undefined);
  }
  source.requests.length = 0;
});

const conference = (name: string, fields: Record<string, unknown> = {}) => ({
  name,
  url: `https://${name.toLowerCase()}.example`,
  startDate: '2027-05-10',
  endDate: '2027-05-11',
  city: 'Lyon',
  country: 'France',
  locales: 'EN',
  ...fields,
});

function sync(limits: Partial<typeof DEFAULT_FETCH_LIMITS> = {}) {
  const discovery = loadConfig({
    DISCOVERY_SOURCE_URL: source.url,
    DISCOVERY_ALLOW_PRIVATE: '1',
    DISCOVERY_TOPICS: 'javascript,rust',
  }).discovery;
  return syncFromSource({
    db: database.db,
    clock,
    discovery,
    limits: { ...DEFAULT_FETCH_LIMITS, ...limits },
  });
}

const stored = () =>
  database.db.select().from(discoveredConferences).orderBy(asc(discoveredConferences.name));
const storedFiles = () =>
  database.db.select().from(discoveryFiles).orderBy(asc(discoveryFiles.topic));

/** A first good sync: two conferences in 2027, one of them under both topics. */
async function firstSync() {
  source.set(2027, 'javascript', { entries: [conference('JSConf'), conference('Both')] });
  source.set(2027, 'rust', { entries: [conference('Both'), conference('RustConf')] });
  const first = await sync();
  expect(first).toMatchObject({ error: null, filesRead: 2, entriesRead: 4, added: 3 });
  source.requests.length = 0;
}

describe('a sync from the source', () => {
  it('reads the current and next year of each topic; a missing file is no error', async () => {
    await firstSync();
    const names = (await stored()).map((row) => [row.name, row.topics]);
    expect(names).toEqual([
      ['Both', ['javascript', 'rust']],
      ['JSConf', ['javascript']],
      ['RustConf', ['rust']],
    ]);
    const files = await storedFiles();
    expect(files.map((file) => [file.year, file.topic, file.etag !== null])).toEqual([
      [2027, 'javascript', true],
      [2027, 'rust', true],
    ]);
  });

  it('sends the last validators, and reads a file that answered 304 from what it kept', async () => {
    await firstSync();
    source.set(2027, 'javascript', { entries: [conference('JSConf', { city: 'Paris' })] });
    const again = await sync();
    expect(again).toMatchObject({ error: null, filesRead: 2, added: 0, changed: 2, gone: 0 });
    // Both lost its javascript topic (changed), JSConf moved (changed), RustConf's file: 304.
    const rust = source.requests.find((request) => request.path.endsWith('2027/rust.json'))!;
    expect(rust.headers['if-none-match']).toMatch(/^".+"$/);
    expect(rust.headers['if-modified-since']).toMatch(/GMT$/);
    const missing = source.requests.find((request) => request.path.endsWith('2026/rust.json'))!;
    expect(missing.headers['if-none-match']).toBeUndefined();
    const rows = await stored();
    expect(rows.map((row) => [row.name, row.city, row.topics, row.goneAt])).toEqual([
      ['Both', 'Lyon', ['rust'], null],
      ['JSConf', 'Paris', ['javascript'], null],
      ['RustConf', 'Lyon', ['rust'], null],
    ]);
  });

  it('changes nothing when every file answers 304', async () => {
    await firstSync();
    const before = await stored();
    const again = await sync();
    expect(again).toMatchObject({ error: null, filesRead: 2, added: 0, changed: 0, gone: 0 });
    expect(await stored()).toEqual(before);
  });

  it('marks gone what the source stops listing, a removed file included', async () => {
    await firstSync();
    source.set(2027, 'javascript', { entries: [conference('Both')] });
    source.set(2027, 'rust', undefined);
    clock.advance(60_000);
    const again = await sync();
    expect(again).toMatchObject({ error: null, filesRead: 1, changed: 1, gone: 2 });
    const rows = await stored();
    expect(rows.map((row) => [row.name, row.goneAt !== null])).toEqual([
      ['Both', false],
      ['JSConf', true],
      ['RustConf', true],
    ]);
    expect((await storedFiles()).map((file) => file.topic)).toEqual(['javascript']);
  });
});

describe('a sync that fails keeps the previous data', () => {
  const failures: [
    string,
    Parameters<typeof source.set>[2],
    RegExp,
    Parameters<typeof sync>[0]?,
  ][] = [
    ['a 500', { status: 500 }, /2027\/rust\.json: the source answered 500/],
    ['a 403', { status: 403 }, /the source answered 403/],
    ['invalid JSON', { raw: '[{"name": "RustConf",' }, /2027\/rust\.json: not valid JSON/],
    ['an object instead of a list', { raw: '{}' }, /2027\/rust\.json: not a JSON array/],
    [
      'an answer that never ends',
      { hang: true },
      /2027\/rust\.json: no complete answer within 0\.3 s/,
      { timeoutMs: 300 },
    ],
    [
      'a 50 MB answer (limit 5 MB)',
      { endlessBytes: 50 * 1024 * 1024 },
      /2027\/rust\.json: larger than 5120 KB, not read/,
    ],
  ];

  for (const [what, file, message, limits] of failures) {
    it(`on ${what}`, async () => {
      await firstSync();
      const [conferences, files] = [await stored(), await storedFiles()];
      source.set(2027, 'javascript', { entries: [conference('New')] });
      source.set(2027, 'rust', file);
      const failed = await sync(limits);
      expect(failed.error).toMatch(message);
      expect(failed).toMatchObject({ added: 0, changed: 0, gone: 0 });
      expect(await stored()).toEqual(conferences);
      expect(await storedFiles()).toEqual(files);
      const [latest, first] = await recentSyncs(database.db);
      expect(latest!.id).toBe(failed.id);
      expect(first!.error).toBeNull();
    });
  }

  it('refuses a private address unless allowed, checking the connection itself', async () => {
    const discovery = loadConfig({ DISCOVERY_ALLOW_PRIVATE: '1' }).discovery;
    // A public-looking name that leads to loopback: the check runs at connection time.
    const failed = await syncFromSource({
      db: database.db,
      clock,
      discovery: {
        ...discovery,
        sourceUrl: source.url.replace('127.0.0.1', 'localhost'),
        allowPrivate: false,
        topics: ['rust'],
      },
      limits: DEFAULT_FETCH_LIMITS,
    });
    expect(failed.error).toMatch(/localhost resolves to a private or loopback address/);
    expect(source.requests).toEqual([]);
  });
});
