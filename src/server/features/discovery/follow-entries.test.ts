import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { auditLog, discoveredConferences, events } from '../../db/schema/index';
import { ManualClock } from '../../lib/clock';
import { FixtureSource } from '../../test/discovery-source';
import { createEvent } from '../../test/factories/event-factory';
import { createUser, type TestUser } from '../../test/factories/user-factory';
import { actingAs } from '../../test/requests';
import { createTestContext, type TestContext } from '../../test/test-app';
import { DEFAULT_FETCH_LIMITS } from './source-fetch';
import { syncFromSource } from './sync';

let context: TestContext;
let member: TestUser;
const source = new FixtureSource();
const clock = new ManualClock('2026-11-26T06:00:00Z');

beforeAll(async () => {
  context = await createTestContext();
  await source.start();
});
afterAll(async () => {
  await source.stop();
  await context.close();
});
beforeEach(async () => {
  await context.reset();
  member = await createUser(context.db, { name: 'Grace Hopper' });
});

const JSCONF = {
  name: 'JSConf',
  url: 'https://jsconf.example',
  startDate: '2027-05-10',
  endDate: '2027-05-11',
  city: 'Lyon',
  country: 'France',
  cfpUrl: 'https://jsconf.example/cfp',
  cfpEndDate: '2027-03-01',
};
type Entry = typeof JSCONF;

function sync(...entries: Entry[]) {
  source.set(2027, 'javascript', { entries });
  const discovery = loadConfig({
    DISCOVERY_SOURCE_URL: source.url,
    DISCOVERY_ALLOW_PRIVATE: '1',
    DISCOVERY_TOPICS: 'javascript',
  }).discovery;
  return syncFromSource({ db: context.db, clock, discovery, limits: DEFAULT_FETCH_LIMITS });
}

/** JSConf read by a first sync and tracked by an event (as Track leaves it), edited as `local`. */
async function tracked(local: Partial<typeof events.$inferInsert> = {}) {
  await sync(JSCONF);
  const values = {
    startDate: JSCONF.startDate,
    endDate: JSCONF.endDate,
    cfpDeadline: JSCONF.cfpEndDate,
    cfpLink: JSCONF.cfpUrl,
    link: JSCONF.url,
  };
  const event = await createEvent(context.db, {
    name: 'JSConf',
    source: 'suggested',
    ...values,
    ...local,
  });
  await context.db
    .update(discoveredConferences)
    .set({ eventId: event.id, applied: values })
    .where(eq(discoveredConferences.url, JSCONF.url));
  return event;
}

const eventRow = async (id: number) =>
  (await context.db.select().from(events).where(eq(events.id, id)))[0]!;
const conferenceOf = async (eventId: number) =>
  (
    await context.db
      .select()
      .from(discoveredConferences)
      .where(eq(discoveredConferences.eventId, eventId))
  )[0]!;
const auditRows = (eventId: number) =>
  context.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.recordType, 'events'), eq(auditLog.recordId, eventId)))
    .orderBy(asc(auditLog.id));

const as = async (user: TestUser) => actingAs(context, user);
const offerUrl = (eventId: number) => `/api/events/${eventId}/discovery-offer`;

describe('a sync keeps tracked events in step', () => {
  it('writes the changed fields of an untouched event, credited to the sync', async () => {
    const event = await tracked();
    await sync({
      ...JSCONF,
      endDate: '2027-05-12',
      cfpEndDate: '2027-03-15',
      cfpUrl: 'https://jsconf.example/papers',
    });
    const after = await eventRow(event.id);
    expect(after).toMatchObject({
      endDate: '2027-05-12',
      cfpDeadline: '2027-03-15',
      cfpLink: 'https://jsconf.example/papers',
      source: 'external_sync',
      version: event.version + 1,
    });
    const conference = await conferenceOf(event.id);
    expect(conference.applied).toMatchObject({ endDate: '2027-05-12', cfpDeadline: '2027-03-15' });
    expect(conference.offered).toEqual({});
    const update = (await auditRows(event.id)).at(-1)!;
    expect(update).toMatchObject({
      action: 'update',
      actorId: null,
      actorLabel: 'Conference data sync',
    });
    expect(update.changes).toMatchObject({
      cfpDeadline: { from: '2027-03-01', to: '2027-03-15' },
      source: { from: 'suggested', to: 'external_sync' },
    });
    const history = await (
      await as(member)
    ).inject({ url: `/api/edit-history/events/${event.id}` });
    expect(history.json()[0]).toMatchObject({ editedByName: 'Conference data sync' });
    // A second sync of the same data changes nothing more.
    await sync({
      ...JSCONF,
      endDate: '2027-05-12',
      cfpEndDate: '2027-03-15',
      cfpUrl: 'https://jsconf.example/papers',
    });
    expect((await eventRow(event.id)).version).toBe(event.version + 1);
  });

  it('offers a field edited in the app instead of overwriting it; the others still follow', async () => {
    const event = await tracked({ cfpDeadline: '2027-02-20' });
    await sync({ ...JSCONF, endDate: '2027-05-12', cfpEndDate: '2027-03-15' });
    expect(await eventRow(event.id)).toMatchObject({
      endDate: '2027-05-12',
      cfpDeadline: '2027-02-20',
    });
    expect((await conferenceOf(event.id)).offered).toEqual({ cfpDeadline: '2027-03-15' });
    const offer = await (await as(member)).inject({ url: offerUrl(event.id) });
    expect(offer.statusCode).toBe(200);
    expect(offer.json()).toMatchObject({
      changes: [{ field: 'cfpDeadline', current: '2027-02-20', offered: '2027-03-15' }],
    });
  });

  it('withdraws an offer when the entry goes back to the value last applied', async () => {
    const event = await tracked({ cfpDeadline: '2027-02-20' });
    await sync({ ...JSCONF, cfpEndDate: '2027-03-15' });
    expect((await conferenceOf(event.id)).offered).toEqual({ cfpDeadline: '2027-03-15' });
    await sync(JSCONF);
    expect((await conferenceOf(event.id)).offered).toEqual({});
    const offer = await (await as(member)).inject({ url: offerUrl(event.id) });
    expect(offer.json()).toBeNull();
  });

  it('follows a conference that moved its dates (a new key) and passes the tracking on', async () => {
    const event = await tracked();
    await sync({ ...JSCONF, startDate: '2027-06-01', endDate: '2027-06-02' });
    expect(await eventRow(event.id)).toMatchObject({
      startDate: '2027-06-01',
      endDate: '2027-06-02',
    });
    const rows = await context.db
      .select()
      .from(discoveredConferences)
      .orderBy(asc(discoveredConferences.id));
    expect(rows.map((row) => [row.startDate, row.eventId, row.goneAt !== null])).toEqual([
      ['2027-05-10', null, true],
      ['2027-06-01', event.id, false],
    ]);
  });

  it('offers dates that would break the event’s date rules', async () => {
    const event = await tracked();
    // A CFP deadline after the start: offered, not written.
    await sync({ ...JSCONF, cfpEndDate: '2027-05-11' });
    expect(await eventRow(event.id)).toMatchObject({ cfpDeadline: '2027-03-01' });
    expect((await conferenceOf(event.id)).offered).toEqual({ cfpDeadline: '2027-05-11' });
  });

  it('leaves untracked conferences’ look-alike events alone', async () => {
    await sync(JSCONF);
    const event = await createEvent(context.db, { name: 'JSConf', link: JSCONF.url });
    await sync({ ...JSCONF, endDate: '2027-05-12', cfpEndDate: '2027-03-15' });
    expect(await eventRow(event.id)).toEqual(event);
    expect(await auditRows(event.id)).toHaveLength(1);
  });
});

describe('the offer on the event page', () => {
  async function offered() {
    const event = await tracked({ cfpDeadline: '2027-02-20', cfpLink: 'https://mine.example' });
    await sync({ ...JSCONF, cfpEndDate: '2027-03-15', cfpUrl: 'https://jsconf.example/papers' });
    return event;
  }

  it('is null when nothing is waiting and 404 for an unknown event', async () => {
    const event = await tracked();
    const client = await as(member);
    const none = await client.inject({ url: offerUrl(event.id) });
    expect([none.statusCode, none.json()]).toEqual([200, null]);
    expect((await client.inject({ url: offerUrl(999_999) })).statusCode).toBe(404);
    const post = await client.inject({
      method: 'POST',
      url: offerUrl(event.id),
      payload: { fields: ['cfpDeadline'] },
    });
    expect(post.statusCode).toBe(404);
    expect(post.json().message).toBe(
      'No changes from the conference data are waiting for this event',
    );
  });

  it('applies the chosen fields as the member’s edit and keeps offering the rest', async () => {
    const event = await offered();
    const client = await as(member);
    const answer = await client.inject({
      method: 'POST',
      url: offerUrl(event.id),
      payload: { fields: ['cfpDeadline'] },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().changes).toEqual([
      {
        field: 'cfpLink',
        current: 'https://mine.example',
        offered: 'https://jsconf.example/papers',
      },
    ]);
    expect(await eventRow(event.id)).toMatchObject({
      cfpDeadline: '2027-03-15',
      cfpLink: 'https://mine.example',
    });
    expect((await auditRows(event.id)).at(-1)).toMatchObject({ actorId: member.id });
    const conference = await conferenceOf(event.id);
    expect(conference.applied).toMatchObject({ cfpDeadline: '2027-03-15' });
    expect(conference.offered).toEqual({ cfpLink: 'https://jsconf.example/papers' });
    // Applied values follow the entry again: the next change of the deadline is written.
    await sync({ ...JSCONF, cfpEndDate: '2027-03-20', cfpUrl: 'https://jsconf.example/papers' });
    expect((await eventRow(event.id)).cfpDeadline).toBe('2027-03-20');
  });

  it('dismisses: the event keeps its values and the same change is not offered again', async () => {
    const event = await offered();
    const client = await as(member);
    const answer = await client.inject({ method: 'DELETE', url: offerUrl(event.id) });
    expect(answer.statusCode).toBe(204);
    expect((await client.inject({ url: offerUrl(event.id) })).json()).toBeNull();
    await sync({ ...JSCONF, cfpEndDate: '2027-03-15', cfpUrl: 'https://jsconf.example/papers' });
    expect((await conferenceOf(event.id)).offered).toEqual({});
    expect(await eventRow(event.id)).toMatchObject({ cfpDeadline: '2027-02-20' });
    // A later change of the entry is offered again.
    await sync({ ...JSCONF, cfpEndDate: '2027-03-30', cfpUrl: 'https://jsconf.example/papers' });
    expect((await conferenceOf(event.id)).offered).toEqual({ cfpDeadline: '2027-03-30' });
  });

  it('refuses bad input and writes nothing', async () => {
    const event = await offered();
    const client = await as(member);
    const before = await eventRow(event.id);
    for (const payload of [
      { fields: [] },
      { fields: ['name'] },
      {},
      { fields: ['endDate'] }, // not offered
    ]) {
      const answer = await client.inject({ method: 'POST', url: offerUrl(event.id), payload });
      expect(answer.statusCode, JSON.stringify(payload)).toBe(400);
      expect(answer.json().message).toBeTruthy();
    }
    expect(
      (await client.inject({ method: 'POST', url: offerUrl(0), payload: {} })).statusCode,
    ).toBe(400);
    expect(await eventRow(event.id)).toEqual(before);
    expect((await conferenceOf(event.id)).offered).toEqual({
      cfpDeadline: '2027-03-15',
      cfpLink: 'https://jsconf.example/papers',
    });
  });

  it('refuses an offered date that breaks the event’s date rules, writing nothing', async () => {
    const event = await tracked({ cfpDeadline: '2027-02-20' });
    await sync({ ...JSCONF, cfpEndDate: '2027-05-20' });
    const answer = await (
      await as(member)
    ).inject({
      method: 'POST',
      url: offerUrl(event.id),
      payload: { fields: ['cfpDeadline'] },
    });
    expect(answer.statusCode).toBe(400);
    expect((await eventRow(event.id)).cfpDeadline).toBe('2027-02-20');
    expect((await conferenceOf(event.id)).offered).toEqual({ cfpDeadline: '2027-05-20' });
  });

  it('needs a signed-in person', async () => {
    const event = await offered();
    const answer = await context.app.inject({ method: 'DELETE', url: offerUrl(event.id) });
    expect(answer.statusCode).toBe(401);
    expect((await conferenceOf(event.id)).offered).not.toEqual({});
  });
});
