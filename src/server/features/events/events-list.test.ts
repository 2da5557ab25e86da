import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createAsset } from '../../test/factories/asset-factory';
import { createAttendee } from '../../test/factories/attendee-factory';
import { createCfpSubmission } from '../../test/factories/cfp-submission-factory';
import { createEvent } from '../../test/factories/event-factory';
import { createUser, type TestUser } from '../../test/factories/user-factory';
import { countQueries } from '../../test/count-queries';
import { actingAs } from '../../test/requests';
import { createTestContext, type TestContext } from '../../test/test-app';

let context: TestContext;
let user: TestUser;
let api: Awaited<ReturnType<typeof actingAs>>;

beforeAll(async () => {
  context = await createTestContext();
});
afterAll(() => context.close());
beforeEach(async () => {
  await context.reset();
  user = await createUser(context.db, { name: 'Grace Hopper' });
  api = await actingAs(context, user);
});

const list = async (query = '') => {
  const response = await api.inject({ url: `/api/events${query}` });
  expect(response.statusCode).toBe(200);
  return {
    names: (response.json() as { name: string }[]).map((event) => event.name),
    total: Number(response.headers['x-total-count']),
    body: response.json() as Record<string, unknown>[],
  };
};

describe('GET /api/events', () => {
  it('answers 401 without a token', async () => {
    const response = await context.app.inject({ url: '/api/events' });
    expect(response.statusCode).toBe(401);
  });

  it('pages 12 by default, sorted by name without regard to case, with the total', async () => {
    for (const name of ['delta', 'Alpha', 'charlie', 'Bravo']) {
      await createEvent(context.db, { name });
    }
    for (let index = 0; index < 10; index += 1) {
      await createEvent(context.db, { name: `Zeta ${String(index).padStart(2, '0')}` });
    }
    const page = await list();
    expect(page.names.slice(0, 5)).toEqual(['Alpha', 'Bravo', 'charlie', 'delta', 'Zeta 00']);
    expect(page.names).toHaveLength(12);
    expect(page.total).toBe(14);

    const last = await list('?limit=5&offset=10');
    expect(last.names).toEqual(['Zeta 06', 'Zeta 07', 'Zeta 08', 'Zeta 09']);
    expect(last.total).toBe(14);

    const beyond = await list('?offset=100');
    expect(beyond.names).toEqual([]);
    expect(beyond.total).toBe(14);
  });

  it('filters by text over name and location, type, priority, status and dates', async () => {
    await createEvent(context.db, {
      name: 'RustConf',
      location: 'Portland',
      type: 'conference',
      priority: 'high',
      startDate: '2026-09-01',
      endDate: '2026-09-03',
    });
    await createEvent(context.db, {
      name: 'Go Meetup',
      location: 'Berlin',
      type: 'meetup',
      priority: 'low',
      status: 'confirmed',
      startDate: '2026-05-01',
      endDate: '2026-05-01',
    });
    await createEvent(context.db, {
      name: '100% Open',
      location: 'Rustavi',
      type: 'webinar',
      priority: 'high',
      startDate: '2026-06-10',
      endDate: '2026-06-12',
    });

    expect((await list('?q=rust')).names).toEqual(['100% Open', 'RustConf']);
    expect((await list('?q=BERLIN')).names).toEqual(['Go Meetup']);
    expect((await list('?q=%25')).names).toEqual(['100% Open']);
    expect((await list('?q=_')).names).toEqual([]);
    expect((await list('?type=meetup')).names).toEqual(['Go Meetup']);
    expect((await list('?priority=high')).names).toEqual(['100% Open', 'RustConf']);
    expect((await list('?status=confirmed')).names).toEqual(['Go Meetup']);
    expect((await list('?from=2026-06-12&to=2026-09-01')).names).toEqual(['100% Open', 'RustConf']);
    const combined = await list('?q=rust&priority=high&type=conference');
    expect(combined).toMatchObject({ names: ['RustConf'], total: 1 });
  });

  it('lists upcoming (not over by `today`) or past events, paged, sorted by start date', async () => {
    const dates: [string, string, string][] = [
      ['Ended yesterday', '2027-03-01', '2027-03-09'],
      ['Ends today', '2027-03-08', '2027-03-10'],
      ['Starts tomorrow', '2027-03-11', '2027-03-12'],
      ['Long ago', '2026-01-01', '2026-01-02'],
      ['Next year', '2028-01-01', '2028-01-02'],
    ];
    for (const [name, startDate, endDate] of dates) {
      await createEvent(context.db, { name, startDate, endDate });
    }
    const today = '&today=2027-03-10';
    const upcoming = await list(`?when=upcoming&sort=startDate${today}`);
    expect(upcoming).toMatchObject({
      names: ['Ends today', 'Starts tomorrow', 'Next year'],
      total: 3,
    });
    const secondPage = await list(`?when=upcoming&sort=startDate&limit=2&offset=2${today}`);
    expect(secondPage).toMatchObject({ names: ['Next year'], total: 3 });
    const past = await list(`?when=past&sort=-startDate${today}`);
    expect(past).toMatchObject({ names: ['Ended yesterday', 'Long ago'], total: 2 });
    // All is the default (the specification's counts), and so is an explicit 'all'.
    expect((await list(`?when=all${today}`)).total).toBe(5);
    expect((await list()).total).toBe(5);
    // Another day, another answer: totals remembered for one day are not reused for the next.
    expect((await list('?when=upcoming&today=2027-03-11')).total).toBe(2);
    expect((await list('?when=past&today=2027-03-11')).total).toBe(3);

    const bad = await api.inject({ url: '/api/events?when=soon&today=2027-02-30' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['today', 'when']);
  });

  describe('sorting', () => {
    const seed = async () => {
      const rows = [
        [
          'alpha',
          'Zurich',
          'workshop',
          'low',
          'confirmed',
          '2026-05-01',
          '2026-05-10',
          '2026-04-01',
        ],
        [
          'Bravo',
          'amsterdam',
          'conference',
          'essential',
          'planning',
          '2026-04-01',
          '2026-04-02',
          null,
        ],
        [
          'charlie',
          'Berlin',
          'meetup',
          'nice to have',
          'cancelled',
          '2026-06-01',
          '2026-06-01',
          '2026-03-01',
        ],
        [
          'Delta',
          'copenhagen',
          'hackathon',
          'high',
          'completed',
          '2026-03-01',
          '2026-07-01',
          '2026-02-01',
        ],
      ] as const;
      for (const [index, row] of rows.entries()) {
        const [name, location, type, priority, status, startDate, endDate, cfpDeadline] = row;
        await createEvent(context.db, {
          name,
          location,
          type,
          priority,
          status,
          startDate,
          endDate,
          cfpDeadline,
          createdAt: new Date(Date.UTC(2026, 0, 1 + index)),
        });
      }
    };

    it.each([
      ['name', ['alpha', 'Bravo', 'charlie', 'Delta']],
      ['location', ['Bravo', 'charlie', 'Delta', 'alpha']],
      ['type', ['Bravo', 'Delta', 'charlie', 'alpha']],
      ['priority', ['Bravo', 'Delta', 'alpha', 'charlie']],
      ['status', ['Bravo', 'alpha', 'Delta', 'charlie']],
      ['startDate', ['Delta', 'Bravo', 'alpha', 'charlie']],
      ['endDate', ['Bravo', 'alpha', 'charlie', 'Delta']],
      ['createdAt', ['alpha', 'Bravo', 'charlie', 'Delta']],
    ])('sorts by %s in both directions', async (key, ascending) => {
      await seed();
      expect((await list(`?sort=${key}`)).names).toEqual(ascending);
      expect((await list(`?sort=-${key}`)).names).toEqual([...ascending].reverse());
      expect((await list(`?sort=${key}&order=desc`)).names).toEqual([...ascending].reverse());
    });

    it('sorts by CFP deadline with events without one last in both directions', async () => {
      await seed();
      expect((await list('?sort=cfpDeadline')).names).toEqual([
        'Delta',
        'charlie',
        'alpha',
        'Bravo',
      ]);
      expect((await list('?sort=cfp_deadline&order=desc')).names).toEqual([
        'alpha',
        'charlie',
        'Delta',
        'Bravo',
      ]);
    });

    it('sorts by goals as shown and by attendee, CFP and trip-report counts, both ways', async () => {
      const uploader = await createUser(context.db);
      const seedCounts = async (
        name: string,
        goal: string[],
        [attendees, submissions, reports]: [number, number, number],
      ) => {
        const event = await createEvent(context.db, { name, goal });
        for (let index = 0; index < attendees; index += 1) {
          await createAttendee(context.db, { eventId: event.id });
        }
        for (let index = 0; index < submissions; index += 1) {
          await createCfpSubmission(context.db, { eventId: event.id });
        }
        for (let index = 0; index < reports; index += 1) {
          await createAsset(context.db, {
            eventId: event.id,
            uploadedBy: uploader.id,
            traits: ['trip-report'],
          });
        }
        // Assets of other types are not trip reports.
        await createAsset(context.db, { eventId: event.id, uploadedBy: uploader.id, type: 'bio' });
      };
      await seedCounts('A', ['speaking'], [2, 0, 1]);
      await seedCounts('B', ['attending', 'speaking'], [0, 3, 0]);
      await seedCounts('C', ['sponsoring'], [1, 1, 2]);
      await seedCounts('D', ['attending'], [3, 2, 0]);

      const both = async (key: string, ascending: string[]) => {
        expect((await list(`?sort=${key}`)).names, key).toEqual(ascending);
        expect((await list(`?sort=-${key}`)).names, `-${key}`).toEqual([...ascending].reverse());
      };
      await both('goal', ['D', 'B', 'A', 'C']);
      await both('attendeeCount', ['B', 'C', 'A', 'D']);
      await both('cfp_count', ['A', 'C', 'D', 'B']);
      await both('tripReportCount', ['B', 'D', 'A', 'C']);
      // The page is cut after sorting every event, not sorted after the cut.
      expect((await list('?sort=-attendeeCount&limit=1')).names).toEqual(['D']);
      expect((await list('?sort=-cfpCount&limit=1&offset=1')).names).toEqual(['D']);
      expect((await list('?sort=-tripReportCount&limit=1')).names).toEqual(['C']);
      // Ties (B and D have no trip report) keep the id order in both directions.
      expect((await list('?sort=tripReportCount&limit=2')).names).toEqual(['B', 'D']);
    });

    it('breaks ties by id', async () => {
      const first = await createEvent(context.db, { name: 'Same' });
      const second = await createEvent(context.db, { name: 'same' });
      const ids = (await list()).body.map((event) => event.id);
      expect(ids).toEqual([first.id, second.id]);
    });
  });

  it.each([
    ['sort=password', 'sort'],
    ['limit=0', 'limit'],
    ['limit=501', 'limit'],
    ['offset=-1', 'offset'],
    ['type=party', 'type'],
    ['from=2026-13-01', 'from'],
    ['q=a%00b', 'q'],
  ])('answers 400 for %s', async (query, field) => {
    const response = await api.inject({ url: `/api/events?${query}` });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toHaveProperty(field);
  });

  it('carries counts, speakers with their submissions, attendees and trip reports', async () => {
    const uploader = await createUser(context.db, { name: 'Lin Yu' });
    const event = await createEvent(context.db, { name: 'FOSDEM', createdById: user.id });
    const other = await createEvent(context.db, { name: 'Other' });
    const first = await createCfpSubmission(context.db, {
      eventId: event.id,
      submitterName: 'Bob',
      title: 'Talk A',
      status: 'accepted',
      submissionDate: '2026-01-01',
    });
    const second = await createCfpSubmission(context.db, {
      eventId: event.id,
      submitterName: 'Bob',
      title: 'Talk B',
      submissionDate: '2026-01-02',
    });
    const third = await createCfpSubmission(context.db, {
      eventId: event.id,
      submitterName: 'Ada',
      title: 'Talk C',
      status: 'rejected',
    });
    await createCfpSubmission(context.db, { eventId: other.id });
    const zoe = await createAttendee(context.db, { eventId: event.id, name: 'Zoe' });
    const amy = await createAttendee(context.db, { eventId: event.id, name: 'amy' });
    const report = await createAsset(context.db, {
      eventId: event.id,
      uploadedBy: uploader.id,
      traits: ['trip-report'],
      name: 'Our trip',
    });
    await createAsset(context.db, { eventId: event.id, uploadedBy: uploader.id, type: 'bio' });
    await createAsset(context.db, {
      eventId: other.id,
      uploadedBy: uploader.id,
      traits: ['trip-report'],
    });

    const [listed] = (await list('?q=FOSDEM')).body;
    expect(listed).toMatchObject({
      id: event.id,
      createdById: user.id,
      createdByName: 'Grace Hopper',
      createdByAvatar: null,
      cfpCount: 3,
      speakersCount: 2,
      attendeeCount: 2,
      speakers: [
        { name: 'Ada', submissions: [{ id: third.id, title: 'Talk C', status: 'rejected' }] },
        {
          name: 'Bob',
          submissions: [
            { id: first.id, title: 'Talk A', status: 'accepted' },
            { id: second.id, title: 'Talk B', status: 'draft' },
          ],
        },
      ],
      attendees: [
        { id: amy.id, name: 'amy' },
        { id: zoe.id, name: 'Zoe' },
      ],
      tripReports: [{ id: report.id, name: 'Our trip', uploadedByName: 'Lin Yu' }],
    });
    const empty = (await list('?q=Other')).body[0]!;
    expect(empty).toMatchObject({ cfpCount: 1, attendeeCount: 0, attendees: [] });
  });

  it('reads calendar dates back exactly as stored', async () => {
    await createEvent(context.db, {
      startDate: '2026-03-01',
      endDate: '2026-03-01',
      cfpDeadline: '2026-01-31',
    });
    const [event] = (await list()).body;
    expect(event).toMatchObject({
      startDate: '2026-03-01',
      endDate: '2026-03-01',
      cfpDeadline: '2026-01-31',
    });
  });

  it('answers a page of 30 events with children in at most 3 SQL statements, sign-in included', async () => {
    for (let index = 0; index < 30; index += 1) {
      const event = await createEvent(context.db);
      await createCfpSubmission(context.db, { eventId: event.id });
      await createCfpSubmission(context.db, { eventId: event.id, submitterName: 'Other Speaker' });
      await createAttendee(context.db, { eventId: event.id });
      await createAsset(context.db, {
        eventId: event.id,
        uploadedBy: user.id,
        traits: ['trip-report'],
      });
    }
    await list(); // the first request of a subject creates or touches its users row
    const counter = countQueries(context.db);
    const page = await list('?limit=30');
    const queries = counter.stop();
    expect(page.total).toBe(30);
    expect(page.body.every((event) => event.cfpCount === 2 && event.attendeeCount === 1)).toBe(
      true,
    );
    expect(queries).toBeGreaterThan(0);
    expect(queries).toBeLessThanOrEqual(3);
  });
});
