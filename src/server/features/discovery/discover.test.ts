import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { plainUrl } from '@shared/plain-text';
import { auditLog, discoveredConferences, discoveryMarks, events } from '../../db/schema/index';
import { ManualClock } from '../../lib/clock';
import { countQueries } from '../../test/count-queries';
import { createEvent } from '../../test/factories/event-factory';
import { createUser, type TestUser } from '../../test/factories/user-factory';
import { actingAs } from '../../test/requests';
import { createTestContext, type TestContext } from '../../test/test-app';

// Discover as people use it: the list (order, filters, paging, marks per person), one
// conference, Track (a new event or an existing one) and the export, at a fixed app clock.

const clock = new ManualClock('2026-11-26T10:00:00Z');
let context: TestContext;
let alice: TestUser;
let bob: TestUser;

beforeAll(async () => {
  context = await createTestContext({}, { clock });
});
afterAll(async () => context.close());
beforeEach(async () => {
  await context.reset();
  clock.set('2026-11-26T10:00:00Z');
  alice = await createUser(context.db, { name: 'Alice' });
  bob = await createUser(context.db, { name: 'Bob' });
});

type NewConference = typeof discoveredConferences.$inferInsert;

/** A conference row as a sync stores it: in Lyon, 2027-03-10 to 11, no CFP unless given. */
async function conference(name: string, fields: Partial<NewConference> = {}) {
  const url = fields.url ?? `https://${name.toLowerCase().replace(/\W+/g, '-')}.example/`;
  const startDate = fields.startDate ?? '2027-03-10';
  const [row] = await context.db
    .insert(discoveredConferences)
    .values({
      key: `${plainUrl(url)} ${startDate}`,
      name,
      url,
      startDate,
      endDate: fields.endDate ?? startDate,
      city: 'Lyon',
      country: 'France',
      locales: ['EN'],
      topics: ['javascript'],
      ...fields,
    })
    .returning();
  return row!;
}

const as = async (user: TestUser) => actingAs(context, user);

async function list(user: TestUser, query = '') {
  const response = await (await as(user)).inject({ url: `/api/discover${query}` });
  expect(response.statusCode, response.body).toBe(200);
  const rows = response.json() as { name: string; [key: string]: unknown }[];
  return { names: rows.map((row) => row.name), rows, total: response.headers['x-total-count'] };
}

const eventCount = async () => (await context.db.select({ n: count() }).from(events))[0]!.n;

describe('GET /api/discover', () => {
  beforeEach(async () => {
    await conference('Later CFP', { cfpEndDate: '2026-12-20', startDate: '2027-03-01' });
    await conference('Sooner CFP', { cfpEndDate: '2026-12-01', startDate: '2027-05-01' });
    await conference('No CFP', { startDate: '2027-01-15' });
    await conference('Closed CFP', { cfpEndDate: '2026-11-01', startDate: '2027-02-01' });
    await conference('Ends today', { startDate: '2026-11-25', endDate: '2026-11-26' });
    await conference('CFP closes today', { cfpEndDate: '2026-11-26', startDate: '2027-06-01' });
    await conference('Ended', { startDate: '2026-11-20', endDate: '2026-11-21' });
    await conference('Gone', { cfpEndDate: '2026-12-02', goneAt: new Date('2026-11-25') });
  });

  it('lists open CFPs first, soonest deadline first, then the rest by start date', async () => {
    const { names, total } = await list(alice);
    expect(names).toEqual([
      'CFP closes today',
      'Sooner CFP',
      'Later CFP',
      'Ends today',
      'No CFP',
      'Closed CFP',
    ]);
    expect(total).toBe('6');
  });

  it('follows the app clock', async () => {
    clock.set('2026-12-05T10:00:00Z');
    const { names } = await list(alice);
    expect(names).toEqual(['Later CFP', 'No CFP', 'Closed CFP', 'Sooner CFP', 'CFP closes today']);
  });

  it('pages in the database with the filtered total', async () => {
    const second = await list(alice, '?limit=2&offset=2');
    expect(second.names).toEqual(['Later CFP', 'Ends today']);
    expect(second.total).toBe('6');
    const past = await list(alice, '?limit=2&offset=10');
    expect(past.names).toEqual([]);
    expect(past.total).toBe('6');
  });

  it('answers each conference with its fields', async () => {
    const { rows } = await list(alice, '?q=sooner');
    expect(rows).toEqual([
      {
        id: expect.any(Number),
        name: 'Sooner CFP',
        url: 'https://sooner-cfp.example/',
        startDate: '2027-05-01',
        endDate: '2027-05-01',
        city: 'Lyon',
        country: 'France',
        online: false,
        locales: ['EN'],
        topics: ['javascript'],
        cfpUrl: null,
        cfpEndDate: '2026-12-01',
        cocUrl: null,
        handles: {},
        gone: false,
        event: null,
        likelyMatch: null,
        mark: null,
      },
    ]);
  });
});

describe('the filters', () => {
  beforeEach(async () => {
    await conference('RustLab', {
      topics: ['rust', 'devops'],
      city: 'Florence',
      country: 'Italy',
      locales: ['EN', 'IT'],
      cfpEndDate: '2026-12-10',
      startDate: '2027-04-01',
    });
    await conference('JSWorld', { cfpEndDate: '2027-02-01', startDate: '2027-04-02' });
    await conference('Remote Conf', {
      city: null,
      country: null,
      online: true,
      locales: ['DE'],
      cfpUrl: 'https://remote.example/cfp',
      startDate: '2027-04-03',
    });
    await conference('Quiet Days', { country: 'Italy', city: 'Rome', startDate: '2027-04-04' });
  });

  it.each([
    ['?q=rust', ['RustLab']],
    ['?q=florence', ['RustLab']],
    ['?q=devops', ['RustLab']],
    ['?q=ital', ['RustLab', 'Quiet Days']],
    ['?topic=Rust', ['RustLab']],
    ['?place=italy', ['RustLab', 'Quiet Days']],
    ['?place=online', ['Remote Conf']],
    ['?closingWithinDays=14', ['RustLab']],
    ['?closingWithinDays=90', ['RustLab', 'JSWorld']],
    ['?language=it', ['RustLab']],
    ['?language=DE', ['Remote Conf']],
    ['?hasCfp=true', ['RustLab', 'JSWorld', 'Remote Conf']],
    ['?hasCfp=false', ['Quiet Days']],
    ['?topic=javascript&hasCfp=true', ['JSWorld', 'Remote Conf']],
  ])('%s', async (query, expected) => {
    const { names, total } = await list(alice, query);
    expect(names).toEqual(expected);
    expect(total).toBe(String(expected.length));
  });

  it('refuses a bad query with a message', async () => {
    for (const query of ['closingWithinDays=soon', 'hasCfp=maybe', 'show=all', 'limit=0']) {
      const response = await (await as(alice)).inject({ url: `/api/discover?${query}` });
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message, query).toEqual(expect.any(String));
    }
  });

  it('offers the topics, countries and languages of the conferences still listed', async () => {
    await conference('Gone Conf', {
      topics: ['go'],
      country: 'Spain',
      goneAt: new Date('2026-11-01'),
    });
    const response = await (await as(alice)).inject({ url: '/api/discover/options' });
    expect(response.json()).toEqual({
      topics: ['devops', 'javascript', 'rust'],
      countries: ['France', 'Italy'],
      languages: ['DE', 'EN', 'IT'],
    });
  });
});

describe('marks: Interested and Dismissed, for each person alone', () => {
  const mark = async (user: TestUser, id: number, value: string | null) =>
    (await as(user)).inject({
      method: 'PUT',
      url: `/api/discover/${id}/mark`,
      payload: { mark: value },
    });

  it('hides my dismissed ones from me only, and show brings them back', async () => {
    const kept = await conference('Kept');
    const hidden = await conference('Hidden');
    const answer = await mark(alice, hidden.id, 'dismissed');
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ id: hidden.id, mark: 'dismissed' });
    expect((await list(alice)).names).toEqual(['Kept']);
    expect((await list(bob)).names).toEqual(['Kept', 'Hidden']);
    const shown = await list(alice, '?show=dismissed');
    expect(shown.rows.map((row) => [row.name, row.mark])).toEqual([
      ['Kept', null],
      ['Hidden', 'dismissed'],
    ]);
    // Bob's dismissing the one Alice keeps does not hide it from her.
    await mark(bob, kept.id, 'dismissed');
    expect((await list(alice)).names).toEqual(['Kept']);
    await mark(alice, hidden.id, null);
    expect((await list(alice)).names).toEqual(['Kept', 'Hidden']);
  });

  it('lists only my Interested ones with show=interested', async () => {
    const one = await conference('One');
    await conference('Two');
    await mark(alice, one.id, 'interested');
    const mine = await list(alice, '?show=interested');
    expect(mine.rows.map((row) => [row.name, row.mark])).toEqual([['One', 'interested']]);
    expect(mine.total).toBe('1');
    expect((await list(bob, '?show=interested')).names).toEqual([]);
    await mark(alice, one.id, 'dismissed');
    expect((await list(alice, '?show=interested')).names).toEqual([]);
    const rows = await context.db.select().from(discoveryMarks);
    expect(rows).toMatchObject([{ userId: alice.id, conferenceId: one.id, mark: 'dismissed' }]);
  });

  it('refuses an unknown conference or mark, writing nothing', async () => {
    const one = await conference('One');
    expect((await mark(alice, 999_999, 'interested')).statusCode).toBe(404);
    const bad = await mark(alice, one.id, 'loved');
    expect(bad.statusCode).toBe(400);
    expect(await context.db.select().from(discoveryMarks)).toEqual([]);
  });
});

describe('POST /api/discover/:id/track', () => {
  const track = async (user: TestUser, id: number, payload: Record<string, unknown>) =>
    (await as(user)).inject({ method: 'POST', url: `/api/discover/${id}/track`, payload });

  it('makes an event of it, credited to the person, and links them', async () => {
    const found = await conference('NodeConf EU', {
      url: 'https://www.nodeconf.example/',
      cfpUrl: 'https://nodeconf.example/cfp',
      cfpEndDate: '2026-12-15',
      startDate: '2027-03-10',
      endDate: '2027-03-12',
    });
    const response = await track(alice, found.id, { priority: 'high', goals: ['speaking'] });
    expect(response.statusCode, response.body).toBe(201);
    const answer = response.json();
    expect(answer).toMatchObject({
      created: true,
      event: { id: expect.any(Number), name: 'NodeConf EU' },
      conference: { id: found.id, event: { name: 'NodeConf EU' }, likelyMatch: null },
    });
    const [event] = await context.db.select().from(events);
    expect(event).toMatchObject({
      id: answer.event.id,
      name: 'NodeConf EU',
      type: 'conference',
      source: 'suggested',
      link: 'https://www.nodeconf.example/',
      startDate: '2027-03-10',
      endDate: '2027-03-12',
      cfpDeadline: '2026-12-15',
      cfpLink: 'https://nodeconf.example/cfp',
      location: 'Lyon, France',
      priority: 'high',
      goal: ['speaking'],
      createdById: alice.id,
    });
    const [linked] = await context.db
      .select()
      .from(discoveredConferences)
      .where(eq(discoveredConferences.id, found.id));
    expect(linked).toMatchObject({
      eventId: event!.id,
      applied: {
        startDate: '2027-03-10',
        endDate: '2027-03-12',
        cfpDeadline: '2026-12-15',
        cfpLink: 'https://nodeconf.example/cfp',
        link: 'https://www.nodeconf.example/',
      },
    });
    const audit = await context.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.recordType, 'events'), eq(auditLog.recordId, event!.id)));
    expect(audit).toMatchObject([{ action: 'create', actorId: alice.id }]);
    // The list now shows its event.
    const { rows } = await list(bob);
    expect(rows[0]).toMatchObject({ event: { id: event!.id, name: 'NodeConf EU' } });
  });

  it('places an online conference Online and takes the default priority and goal', async () => {
    const found = await conference('Remote Conf', { city: null, country: null, online: true });
    expect((await track(bob, found.id, {})).statusCode).toBe(201);
    const [event] = await context.db.select().from(events);
    expect(event).toMatchObject({ location: 'Online', priority: 'medium', goal: ['attending'] });
  });

  it('refuses to track it twice, naming the event', async () => {
    const found = await conference('Twice Conf');
    await track(alice, found.id, {});
    const again = await track(bob, found.id, {});
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Already tracked by the event "Twice Conf"');
    expect(await eventCount()).toBe(1);
  });

  it('links an existing event instead, with the values it holds', async () => {
    const found = await conference('Linked Conf');
    const existing = await createEvent(context.db, {
      name: 'Our Linked Conf',
      startDate: '2027-03-09',
      endDate: '2027-03-10',
      cfpDeadline: null,
      link: 'https://ours.example',
    });
    const response = await track(alice, found.id, { eventId: existing.id });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      created: false,
      event: { id: existing.id, name: 'Our Linked Conf' },
      conference: { event: { id: existing.id } },
    });
    expect(await eventCount()).toBe(1);
    const [linked] = await context.db
      .select()
      .from(discoveredConferences)
      .where(eq(discoveredConferences.id, found.id));
    expect(linked!.applied).toEqual({
      startDate: '2027-03-09',
      endDate: '2027-03-10',
      cfpDeadline: null,
      cfpLink: null,
      link: 'https://ours.example',
    });
    // An event follows one conference.
    const other = await conference('Other Conf');
    const twice = await track(alice, other.id, { eventId: existing.id });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('The event "Our Linked Conf" already follows "Linked Conf"');
  });

  it('refuses bad input with a message, writing nothing', async () => {
    const found = await conference('Careful Conf');
    const cases: [number, Record<string, unknown>, number][] = [
      [999_999, {}, 404],
      [found.id, { priority: 'urgent' }, 400],
      [found.id, { goals: ['dancing'] }, 400],
      [found.id, { eventId: 999_999 }, 404],
      [found.id, { eventId: 'seven' }, 400],
    ];
    for (const [id, payload, status] of cases) {
      const response = await track(alice, id, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(status);
      expect(response.json().message).toEqual(expect.any(String));
    }
    const notFound = await track(alice, 999_999, {});
    expect(notFound.json().message).toBe('No such conference in Discover');
    expect(await eventCount()).toBe(0);
    const [row] = await context.db.select().from(discoveredConferences);
    expect(row).toMatchObject({ eventId: null, applied: {} });
  });

  it('refuses a conference the event form would refuse, writing nothing', async () => {
    const found = await conference('Odd Conf', { cfpEndDate: '2027-04-01' });
    const response = await track(alice, found.id, {});
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      'This conference cannot become an event: CFP deadline should be before the event start date',
    );
    expect(await eventCount()).toBe(0);
  });
});

describe('likely matches', () => {
  it('offers an event on the same dates with a similar name, or at the same link', async () => {
    const similar = await conference('KubeCon Europe 2027', {
      startDate: '2027-03-10',
      endDate: '2027-03-12',
    });
    const sameLink = await conference('Vue Days', { url: 'https://vuedays.example' });
    const unlike = await conference('Totally Different', {
      startDate: '2027-03-10',
      endDate: '2027-03-12',
    });
    const kube = await createEvent(context.db, {
      name: 'KubeCon Europe 27',
      startDate: '2027-03-10',
      endDate: '2027-03-12',
    });
    await createEvent(context.db, {
      name: 'KubeCon North America',
      startDate: '2027-03-10',
      endDate: '2027-03-12',
    });
    const vue = await createEvent(context.db, {
      name: 'Our Vue trip',
      link: 'http://www.VueDays.example/',
      startDate: '2027-09-01',
      endDate: '2027-09-02',
    });
    const { rows } = await list(alice);
    const matchOf = (id: number) => rows.find((row) => row.id === id)!.likelyMatch;
    expect(matchOf(similar.id)).toEqual({ id: kube.id, name: 'KubeCon Europe 27' });
    expect(matchOf(sameLink.id)).toEqual({ id: vue.id, name: 'Our Vue trip' });
    expect(matchOf(unlike.id)).toBeNull();
    const one = await (await as(alice)).inject({ url: `/api/discover/${similar.id}` });
    expect(one.json().likelyMatch).toEqual({ id: kube.id, name: 'KubeCon Europe 27' });
    // Once tracked, the conference shows its event instead.
    await (
      await as(alice)
    ).inject({
      method: 'POST',
      url: `/api/discover/${sameLink.id}/track`,
      payload: { eventId: vue.id },
    });
    const tracked = await (await as(alice)).inject({ url: `/api/discover/${sameLink.id}` });
    expect(tracked.json()).toMatchObject({ event: { id: vue.id }, likelyMatch: null });
  });
});

describe('GET /api/discover/:id', () => {
  it('answers a gone or past one too; 404 and 400 for unknown and bad ids', async () => {
    const gone = await conference('Gone', { goneAt: new Date('2026-11-01') });
    const one = await (await as(alice)).inject({ url: `/api/discover/${gone.id}` });
    expect(one.json()).toMatchObject({ name: 'Gone', gone: true });
    const missing = await (await as(alice)).inject({ url: '/api/discover/999999' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('No such conference in Discover');
    expect((await (await as(alice)).inject({ url: '/api/discover/abc' })).statusCode).toBe(400);
  });

  it('answers 401 without a token, writing nothing', async () => {
    const found = await conference('Private');
    for (const [method, url] of [
      ['GET', '/api/discover'],
      ['GET', '/api/discover/options'],
      ['GET', `/api/discover/${found.id}`],
      ['POST', `/api/discover/${found.id}/track`],
      ['PUT', `/api/discover/${found.id}/mark`],
      ['GET', '/api/discover/export/csv'],
    ] as const) {
      const response = await context.app.inject({ method, url, payload: {} });
      expect(response.statusCode, url).toBe(401);
    }
    expect(await eventCount()).toBe(0);
  });
});

describe('GET /api/discover/export/:format', () => {
  it('exports what the filters select, as CSV and JSON', async () => {
    await conference('Exported', { cfpEndDate: '2026-12-01', topics: ['go', 'rust'] });
    await conference('Filtered out', { topics: ['java'] });
    const client = await as(alice);
    const csv = await client.inject({ url: '/api/discover/export/csv?topic=rust' });
    expect(csv.statusCode).toBe(200);
    const lines = csv.body.replace('\uFEFF', '').trim().split('\r\n');
    expect(lines[0]).toBe(
      'Name,Start Date,End Date,City,Country,Online,Languages,Topics,CFP Deadline,CFP Link,' +
        'Link,Code of Conduct,Event,My Mark',
    );
    expect(lines.slice(1)).toEqual([
      'Exported,2027-03-10,2027-03-10,Lyon,France,no,EN,"go, rust",2026-12-01,,' +
        'https://exported.example/,,,',
    ]);
    const json = await client.inject({ url: '/api/discover/export/json' });
    expect(json.json().map((row: { name: string }) => row.name)).toEqual([
      'Exported',
      'Filtered out',
    ]);
  });
});

describe('statements', () => {
  it('reads the first page, the person included, in at most 3 statements', async () => {
    for (let i = 0; i < 30; i++) {
      await conference(`Conf ${i}`, { cfpEndDate: i % 2 ? '2026-12-20' : null });
    }
    await createEvent(context.db, { startDate: '2027-03-10', endDate: '2027-03-10' });
    const client = await as(alice);
    await client.inject({ url: '/api/discover' });
    const counter = countQueries(context.db);
    const response = await client.inject({ url: '/api/discover?limit=25' });
    const statements = counter.stop();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toHaveLength(25);
    expect(statements).toBeLessThanOrEqual(3);
  });
});
