import ICAL from 'ical.js';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { calendarFeeds, eventFollows } from '../../db/schema/index';
import { ManualClock, MINUTE_MS } from '../../lib/clock';
import { createEvent } from '../../test/factories/event-factory';
import { createUser, type TestUser } from '../../test/factories/user-factory';
import { actingAs } from '../../test/requests';
import { createTestContext, TEST_PUBLIC_URL, type TestContext } from '../../test/test-app';

const clock = new ManualClock('2031-03-01T12:00:00Z');
let context: TestContext;

beforeAll(async () => {
  context = await createTestContext({}, { clock });
});
afterAll(() => context.close());
beforeEach(() => context.reset());

/** Makes a feed for `user` and answers its path (the URL without the origin). */
async function feedOf(user: TestUser): Promise<string> {
  const api = await actingAs(context, user);
  const made = await api.inject({ method: 'POST', url: '/api/calendar-feed' });
  expect(made.statusCode).toBe(200);
  const url = made.json<{ url: string }>().url;
  expect(url.startsWith(`${TEST_PUBLIC_URL}/api/calendar/`)).toBe(true);
  return url.slice(TEST_PUBLIC_URL.length);
}

const fetchFeed = (path: string, headers: Record<string, string> = {}) =>
  context.app.inject({ url: path, headers });

/** The feed's entries as ical.js reads them, by UID. */
function entries(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return new Map(
    calendar.getAllSubcomponents('vevent').map((vevent) => {
      const event = new ICAL.Event(vevent);
      return [event.uid, { event, vevent }] as const;
    }),
  );
}

const host = new URL(TEST_PUBLIC_URL).hostname;

describe('a calendar feed', () => {
  it('holds every event as an all-day span and its CFP deadline, as RFC 5545 that ical.js reads', async () => {
    const me = await createUser(context.db);
    const summit = await createEvent(context.db, {
      name: 'Summit, Europe; "2031"',
      link: 'https://summit.example.org/',
      location: 'Lisbon, Portugal',
      startDate: '2031-05-10',
      endDate: '2031-05-12',
      cfpDeadline: '2031-03-20',
      cfpLink: 'https://summit.example.org/cfp',
      description: `Line one\nLine two, with a comma; and a semicolon. ${'Long text '.repeat(20)}`,
    });
    const response = await fetchFeed(await feedOf(me));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    // Folded at 75 octets, CRLF line ends.
    expect(response.body.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);

    const found = entries(response.body);
    expect(found.size).toBe(2);
    const { event, vevent } = found.get(`event-${summit.id}@${host}`)!;
    expect(event.summary).toBe('Summit, Europe; "2031"');
    expect(event.location).toBe('Lisbon, Portugal');
    expect(event.description).toContain('Line one\nLine two, with a comma; and a semicolon.');
    expect(event.description).toContain(`${TEST_PUBLIC_URL}/events/${summit.id}`);
    expect(event.startDate.isDate).toBe(true);
    expect(event.startDate.toString()).toBe('2031-05-10');
    // End exclusive: a 3-day conference is 3 days long.
    expect(event.endDate.toString()).toBe('2031-05-13');
    expect(event.duration.toSeconds()).toBe(3 * 24 * 3600);
    expect(vevent.getFirstPropertyValue('url')).toBe('https://summit.example.org/');
    expect(vevent.getFirstPropertyValue('status')).toBe('CONFIRMED');
    expect(event.sequence).toBe(0);

    const cfp = found.get(`cfp-${summit.id}@${host}`)!;
    expect(cfp.event.summary).toBe('CFP closes: Summit, Europe; "2031"');
    expect(cfp.event.startDate.toString()).toBe('2031-03-20');
    expect(cfp.event.endDate.toString()).toBe('2031-03-21');
    expect(cfp.vevent.getFirstPropertyValue('url')).toBe('https://summit.example.org/cfp');
  });

  it('keeps its UIDs and raises SEQUENCE and LAST-MODIFIED when the event changes; cancelled ones say so', async () => {
    const me = await createUser(context.db);
    const event = await createEvent(context.db, { createdById: me.id, cfpDeadline: null });
    const path = await feedOf(me);
    const before = entries((await fetchFeed(path)).body).get(`event-${event.id}@${host}`)!;

    await context.db.execute(
      sql`update events set status = 'cancelled', updated_at = now() + interval '1 minute' where id = ${event.id}`,
    );
    const after = entries((await fetchFeed(path)).body).get(`event-${event.id}@${host}`)!;
    expect(after.event.sequence).toBe(before.event.sequence + 1);
    expect(after.vevent.getFirstPropertyValue('status')).toBe('CANCELLED');
    const modified = (entry: typeof before) =>
      (entry.vevent.getFirstPropertyValue('last-modified') as ICAL.Time).toJSDate().getTime();
    expect(modified(after)).toBeGreaterThan(modified(before));
  });

  it('gives the same days whatever the server’s time zone', async () => {
    const me = await createUser(context.db);
    const event = await createEvent(context.db, { startDate: '2031-01-01', endDate: '2031-01-01' });
    const path = await feedOf(me);
    const zone = process.env.TZ;
    try {
      for (const tz of ['Pacific/Auckland', 'America/Los_Angeles', 'UTC']) {
        process.env.TZ = tz;
        const entry = entries((await fetchFeed(path)).body).get(`event-${event.id}@${host}`)!;
        expect([tz, entry.event.startDate.toString(), entry.event.endDate.toString()]).toEqual([
          tz,
          '2031-01-01',
          '2031-01-02',
        ]);
      }
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });

  it('answers 304 while nothing changed, and the new feed once something did', async () => {
    const me = await createUser(context.db);
    const event = await createEvent(context.db);
    const path = await feedOf(me);
    const first = await fetchFeed(path);
    const etag = String(first.headers.etag);
    const again = await fetchFeed(path, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    await context.db.execute(sql`update events set name = 'Renamed' where id = ${event.id}`);
    const changed = await fetchFeed(path, { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.body).toContain('SUMMARY:Renamed');
  });

  it('follows its options: type, priority, CFP deadlines, followed events only', async () => {
    const me = await createUser(context.db);
    const other = await createUser(context.db);
    const mine = await createEvent(context.db, {
      createdById: me.id,
      type: 'meetup',
      priority: 'high',
      cfpDeadline: '2031-04-01',
    });
    const followed = await createEvent(context.db, { createdById: other.id, type: 'conference' });
    const unfollowed = await createEvent(context.db, { createdById: me.id, type: 'meetup' });
    const unrelated = await createEvent(context.db, { createdById: other.id, type: 'webinar' });
    await context.db.insert(eventFollows).values([
      { userId: me.id, eventId: followed.id, following: true },
      { userId: me.id, eventId: unfollowed.id, following: false },
    ]);
    const path = await feedOf(me);
    const uids = async (query: string) =>
      [...entries((await fetchFeed(`${path}?${query}`)).body).keys()].sort();
    const uid = (kind: string, id: number) => `${kind}-${id}@${host}`;

    expect(await uids('cfp=false')).toEqual(
      [mine, followed, unfollowed, unrelated].map((e) => uid('event', e.id)).sort(),
    );
    expect(await uids('events=followed&cfp=false')).toEqual(
      [mine, followed].map((e) => uid('event', e.id)).sort(),
    );
    expect(await uids('type=meetup,webinar&cfp=false')).toEqual(
      [mine, unfollowed, unrelated].map((e) => uid('event', e.id)).sort(),
    );
    expect(await uids('priority=high&cfp=false')).toEqual([uid('event', mine.id)]);
    expect(await uids('priority=high')).toEqual([uid('cfp', mine.id), uid('event', mine.id)]);
  });

  it('refuses unknown options with a message naming them', async () => {
    const path = await feedOf(await createUser(context.db));
    for (const [query, message] of [
      ['type=party', 'Unknown type "party"'],
      ['priority=urgent,high', 'Unknown priority "urgent"'],
      ['events=mine', 'events must be all or followed'],
      ['cfp=maybe', 'cfp must be true or false'],
    ]) {
      const response = await fetchFeed(`${path}?${query}`);
      expect([query, response.statusCode]).toEqual([query, 400]);
      expect(response.json().message).toContain(message);
    }
  });

  it('holds 10,000 events', async () => {
    await context.db.execute(sql`
      insert into events (name, link, start_date, end_date, location, cfp_deadline)
      select 'Event ' || n, 'https://example.org/' || n, date '2031-01-01' + n % 700,
             date '2031-01-02' + n % 700, 'Somewhere', date '2030-12-01' + n % 700
      from generate_series(1, 10000) n`);
    const response = await fetchFeed(await feedOf(await createUser(context.db)));
    expect(response.statusCode).toBe(200);
    expect(response.body.match(/^BEGIN:VEVENT\r$/gm)).toHaveLength(20_000);
  });
});

describe('the feed URL', () => {
  it('is stored only as a hash and a seed, and shown again to its owner only', async () => {
    const me = await createUser(context.db);
    const someoneElse = await createUser(context.db);
    const api = await actingAs(context, me);
    expect((await api.inject({ url: '/api/calendar-feed' })).json()).toEqual({
      active: false,
      createdAt: null,
      lastUsedAt: null,
      options: { events: 'all', cfp: true, types: [], priorities: [] },
      url: null,
    });
    const path = await feedOf(me);
    const secret = path.split('/').at(-1)!.replace('.ics', '');
    const stored = await context.db.select().from(calendarFeeds);
    expect(JSON.stringify(stored)).not.toContain(secret);
    const status = (await api.inject({ url: '/api/calendar-feed' })).json();
    expect(status).toMatchObject({ active: true, lastUsedAt: null, url: TEST_PUBLIC_URL + path });
    const theirs = await actingAs(context, someoneElse);
    const theirStatus = (await theirs.inject({ url: '/api/calendar-feed' })).json();
    expect(theirStatus).toMatchObject({ active: false, url: null });
  });

  it('made before URLs were shown again keeps working, without showing its URL', async () => {
    const me = await createUser(context.db);
    const api = await actingAs(context, me);
    const path = await feedOf(me);
    await context.db.update(calendarFeeds).set({ secretSeed: null });
    expect((await api.inject({ url: '/api/calendar-feed' })).json()).toMatchObject({
      active: true,
      url: null,
    });
    expect((await fetchFeed(path)).statusCode).toBe(200);
  });

  it('answers 404 when wrong, malformed, replaced or turned off', async () => {
    const me = await createUser(context.db);
    const api = await actingAs(context, me);
    const old = await feedOf(me);
    const current = await feedOf(me);
    expect((await fetchFeed(old)).statusCode).toBe(404);
    expect((await fetchFeed(current)).statusCode).toBe(200);
    const secret = current.split('/').at(-1)!;
    const changed = `${secret[0] === 'A' ? 'B' : 'A'}${secret.slice(1)}`;
    for (const path of [
      `/api/calendar/${changed}`,
      '/api/calendar/short.ics',
      `/api/calendar/${secret.replace('.ics', '')}`,
    ]) {
      const response = await fetchFeed(path);
      expect([path, response.statusCode]).toEqual([path, 404]);
      expect(response.json().message).toBe('No such calendar feed');
    }
    expect((await api.inject({ method: 'DELETE', url: '/api/calendar-feed' })).statusCode).toBe(
      204,
    );
    expect((await fetchFeed(current)).statusCode).toBe(404);
    expect((await api.inject({ url: '/api/calendar-feed' })).json().active).toBe(false);
  });

  it('notes its last use at most once a minute', async () => {
    const me = await createUser(context.db);
    const api = await actingAs(context, me);
    const path = await feedOf(me);
    const lastUsed = async () =>
      (await api.inject({ url: '/api/calendar-feed' })).json().lastUsedAt;

    clock.set('2031-03-01T12:00:00Z');
    await fetchFeed(path);
    expect(await lastUsed()).toBe('2031-03-01T12:00:00.000Z');
    clock.advance(MINUTE_MS / 2);
    await fetchFeed(path);
    expect(await lastUsed()).toBe('2031-03-01T12:00:00.000Z');
    clock.advance(MINUTE_MS);
    await fetchFeed(path);
    expect(await lastUsed()).toBe('2031-03-01T12:01:30.000Z');
  });

  it('needs a signed-in person to be made, seen, changed or turned off', async () => {
    for (const [method, url] of [
      ['GET', '/api/calendar-feed'],
      ['POST', '/api/calendar-feed'],
      ['DELETE', '/api/calendar-feed'],
      ['PUT', '/api/calendar-feed/options'],
    ] as const) {
      const response = await context.app.inject({ method, url, payload: ALL });
      expect([method, url, response.statusCode]).toEqual([method, url, 401]);
    }
    expect(await context.db.select().from(calendarFeeds)).toEqual([]);
  });
});

const ALL = { events: 'all', cfp: true, types: [], priorities: [] };

describe('the feed options', () => {
  it('change what the feed holds and keep its URL, secret and last use', async () => {
    const me = await createUser(context.db);
    const meetup = await createEvent(context.db, { type: 'meetup', cfpDeadline: '2031-04-01' });
    const webinar = await createEvent(context.db, { type: 'webinar', cfpDeadline: null });
    const api = await actingAs(context, me);
    const path = await feedOf(me);
    await fetchFeed(path);
    const [before] = await context.db.select().from(calendarFeeds);
    const uids = async () => [...entries((await fetchFeed(path)).body).keys()].sort();
    expect(await uids()).toEqual(
      [
        `cfp-${meetup.id}@${host}`,
        `event-${meetup.id}@${host}`,
        `event-${webinar.id}@${host}`,
      ].sort(),
    );

    const options = { events: 'all', cfp: false, types: ['webinar'], priorities: [] };
    const saved = await api.inject({
      method: 'PUT',
      url: '/api/calendar-feed/options',
      payload: options,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ active: true, options, url: TEST_PUBLIC_URL + path });
    expect(await uids()).toEqual([`event-${webinar.id}@${host}`]);

    const [after] = await context.db.select().from(calendarFeeds);
    expect(after).toMatchObject({
      secretHash: before!.secretHash,
      secretSeed: before!.secretSeed,
      createdAt: before!.createdAt,
      lastUsedAt: before!.lastUsedAt,
    });
    // After a reload, Settings reads them back.
    expect((await api.inject({ url: '/api/calendar-feed' })).json().options).toEqual(options);
  });

  it('stay with the feed when a new URL is made, unless the new one is given its own', async () => {
    const me = await createUser(context.db);
    const api = await actingAs(context, me);
    const first = await api.inject({
      method: 'POST',
      url: '/api/calendar-feed',
      payload: { ...ALL, events: 'followed' },
    });
    expect(first.json().options.events).toBe('followed');
    const remade = await api.inject({ method: 'POST', url: '/api/calendar-feed' });
    expect(remade.json().options.events).toBe('followed');
    expect(remade.json().url).not.toBe(first.json().url);
  });

  it("give way to options written in an older URL's query", async () => {
    const me = await createUser(context.db);
    const meetup = await createEvent(context.db, { type: 'meetup', cfpDeadline: null });
    const webinar = await createEvent(context.db, { type: 'webinar', cfpDeadline: null });
    const api = await actingAs(context, me);
    const path = await feedOf(me);
    await api.inject({
      method: 'PUT',
      url: '/api/calendar-feed/options',
      payload: { ...ALL, types: ['webinar'] },
    });
    const body = (await fetchFeed(`${path}?type=meetup`)).body;
    expect([...entries(body).keys()]).toEqual([`event-${meetup.id}@${host}`]);
    expect(body).not.toContain(`event-${webinar.id}@`);
  });

  it('refuse bad values with a message and change nothing; no feed is a 404', async () => {
    const me = await createUser(context.db);
    const api = await actingAs(context, me);
    const none = await api.inject({
      method: 'PUT',
      url: '/api/calendar-feed/options',
      payload: ALL,
    });
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe('You have no calendar feed: make one first');
    expect(await context.db.select().from(calendarFeeds)).toEqual([]);

    await feedOf(me);
    const [before] = await context.db.select().from(calendarFeeds);
    for (const payload of [
      { ...ALL, events: 'mine' },
      { ...ALL, types: ['party'] },
      { ...ALL, cfp: 'maybe' },
      { events: 'all' },
    ]) {
      const response = await api.inject({
        method: 'PUT',
        url: '/api/calendar-feed/options',
        payload,
      });
      expect([payload, response.statusCode]).toEqual([payload, 400]);
      expect(response.json().message).toBeTruthy();
    }
    expect(await context.db.select().from(calendarFeeds)).toEqual([before]);
  });
});

describe('Add to calendar', () => {
  it('downloads one event and its CFP deadline as an .ics file, signed in only', async () => {
    const me = await createUser(context.db);
    const event = await createEvent(context.db, {
      name: 'KubeCon / CloudNativeCon',
      cfpDeadline: '2031-02-01',
    });
    expect(
      (await context.app.inject({ url: `/api/events/${event.id}/calendar.ics` })).statusCode,
    ).toBe(401);
    const api = await actingAs(context, me);
    const response = await api.inject({ url: `/api/events/${event.id}/calendar.ics` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="KubeCon-CloudNativeCon.ics"',
    );
    expect([...entries(response.body).keys()].sort()).toEqual([
      `cfp-${event.id}@${host}`,
      `event-${event.id}@${host}`,
    ]);
    expect((await api.inject({ url: '/api/events/999999/calendar.ics' })).statusCode).toBe(404);
  });
});
