import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { discoveredConferences } from '../../db/schema/index';
import { ManualClock } from '../../lib/clock';
import { rowsOf } from '../../lib/sql';
import { createEvent } from '../../test/factories/event-factory';
import { openTestDatabase, resetDatabase } from '../../test/test-database';
import { recentSyncs, recordFailedSync, storeReading } from './conference-store';
import { storeSnapshot } from './snapshot';
import { readTopicFiles, type TopicFile } from './topic-files';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());
beforeEach(() => resetDatabase(database.db));

const clock = new ManualClock('2026-11-26T06:00:00Z');

const conference = (name: string, fields: Record<string, unknown> = {}) => ({
  name,
  url: `https://${name.toLowerCase().replace(/\W+/g, '')}.example`,
  startDate: '2027-05-10',
  endDate: '2027-05-11',
  city: 'Lyon',
  country: 'France',
  online: false,
  locales: 'EN,FR',
  ...fields,
});

function store(files: Record<string, unknown[]>, years = [2027]) {
  const topicFiles: TopicFile[] = Object.entries(files).map(([topic, entries]) => ({
    year: 2027,
    topic,
    text: JSON.stringify(entries),
  }));
  return storeReading(database.db, readTopicFiles(topicFiles), {
    source: 'https://source.example/conferences',
    years,
    filesRead: topicFiles.length,
    startedAt: clock.now(),
    finishedAt: clock.now(),
  });
}

const stored = () =>
  database.db.select().from(discoveredConferences).orderBy(asc(discoveredConferences.name));

describe('storing a reading of the source', () => {
  it('adds new conferences with every field and counts them', async () => {
    const sync = await store({
      javascript: [conference('JSConf', { cfpEndDate: '2027-02-01', cfpUrl: 'https://cfp.ex' })],
      general: [conference('JSConf'), conference('DevFest', { online: true, city: undefined })],
    });
    expect(sync).toMatchObject({ entriesRead: 3, added: 2, changed: 0, gone: 0, error: null });
    const [devFest, jsConf] = await stored();
    expect(jsConf).toMatchObject({
      key: 'jsconf.example 2027-05-10',
      startDate: '2027-05-10',
      locales: ['EN', 'FR'],
      topics: ['general', 'javascript'],
      cfpEndDate: '2027-02-01',
      cfpUrl: 'https://cfp.ex',
      goneAt: null,
    });
    expect(devFest).toMatchObject({ online: true, city: null, country: 'France' });
  });

  it('updates what changed, leaves the rest unwritten, and marks the missing as gone', async () => {
    await store({ general: [conference('A'), conference('B'), conference('C')] });
    const before = await stored();
    clock.advance(86_400_000);
    const sync = await store({
      general: [conference('A'), conference('B', { cfpEndDate: '2027-03-01' })],
    });
    expect(sync).toMatchObject({ added: 0, changed: 1, gone: 1 });
    const [a, b, c] = await stored();
    expect(a!.updatedAt).toEqual(before[0]!.updatedAt);
    expect(b).toMatchObject({ cfpEndDate: '2027-03-01', updatedAt: clock.now() });
    expect(c!.goneAt).toEqual(clock.now());
    expect(c!.id).toBe(before[2]!.id);
  });

  it('brings a gone conference back when the source lists it again', async () => {
    await store({ general: [conference('A')] });
    await store({ general: [] });
    const sync = await store({ general: [conference('A')] });
    expect(sync).toMatchObject({ added: 0, changed: 1, gone: 0 });
    const [a] = await stored();
    expect(a!.goneAt).toBeNull();
  });

  it('marks gone only conferences of the years read', async () => {
    await store({
      general: [conference('Old', { startDate: '2026-01-05', endDate: '2026-01-05' })],
    });
    const sync = await store({ general: [conference('New')] });
    expect(sync.gone).toBe(0);
    expect((await stored()).every((row) => row.goneAt === null)).toBe(true);
  });

  it('keeps the event tracking a conference when the source changes it', async () => {
    await store({ general: [conference('A')] });
    const event = await createEvent(database.db);
    await database.db
      .update(discoveredConferences)
      .set({ eventId: event.id })
      .where(eq(discoveredConferences.name, 'A'));
    await store({ general: [conference('A', { city: 'Paris' })] });
    const [a] = await stored();
    expect(a).toMatchObject({ city: 'Paris', eventId: event.id });
  });

  it('counts skipped entries', async () => {
    const sync = await store({
      general: [conference('A'), conference('B', { startDate: 'soon' })],
    });
    expect(sync).toMatchObject({ entriesRead: 2, added: 1, skipped: 1 });
  });

  it('records a failed reading and changes no conference', async () => {
    await store({ general: [conference('A')] });
    await recordFailedSync(database.db, {
      source: 'https://source.example/conferences',
      filesRead: 0,
      startedAt: clock.now(),
      finishedAt: clock.now(),
      error: 'The source answered 500',
    });
    const [failed, first] = await recentSyncs(database.db);
    expect(failed).toMatchObject({ error: 'The source answered 500', added: 0 });
    expect(first!.added).toBe(1);
    expect(await stored()).toHaveLength(1);
  });
});

describe('the shipped snapshot', () => {
  it('stores every conference of the snapshot once, and a second time writes nothing', async () => {
    const first = await storeSnapshot(database.db, clock);
    expect(first).toMatchObject({
      source: 'snapshot',
      filesRead: 36,
      entriesRead: 533,
      added: 396,
    });
    const again = await storeSnapshot(database.db, clock);
    expect(again).toMatchObject({ added: 0, changed: 0, gone: 0 });
    const [row] = rowsOf<{ open: number }>(
      await database.db.execute(
        sql`select count(*)::int as open from discovered_conferences where cfp_end_date is not null`,
      ),
    );
    expect(row!.open).toBe(186);
  });
});
