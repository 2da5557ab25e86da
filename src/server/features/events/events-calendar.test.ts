import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CALENDAR_MAX_EVENTS, calendarEventSchema } from '@shared/schemas/event-calendar';
import { events } from '../../db/schema/index';
import { countQueries } from '../../test/count-queries';
import { createAsset } from '../../test/factories/asset-factory';
import { createAttendee } from '../../test/factories/attendee-factory';
import { createCfpSubmission } from '../../test/factories/cfp-submission-factory';
import { createEvent } from '../../test/factories/event-factory';
import { createUser, type TestUser } from '../../test/factories/user-factory';
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
  user = await createUser(context.db);
  api = await actingAs(context, user);
});

const calendar = async (query: string) => {
  const response = await api.inject({ url: `/api/events/calendar?${query}` });
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json() as Record<string, unknown>[];
  return {
    body,
    names: body.map((event) => event.name),
    total: Number(response.headers['x-total-count']),
  };
};

const MARCH = 'from=2027-03-01&to=2027-03-31';

describe('GET /api/events/calendar', () => {
  it('answers 401 without a token', async () => {
    const response = await context.app.inject({ url: `/api/events/calendar?${MARCH}` });
    expect(response.statusCode).toBe(401);
  });

  it('shows events running on a day of the range and those whose CFP deadline falls in it', async () => {
    const span = (name: string, startDate: string, endDate: string, cfpDeadline?: string) =>
      createEvent(context.db, { name, startDate, endDate, cfpDeadline: cfpDeadline ?? null });
    await span('Inside', '2027-03-10', '2027-03-12');
    await span('Starts before', '2027-02-27', '2027-03-01');
    await span('Ends after', '2027-03-31', '2027-04-02');
    await span('Spans the month', '2027-02-20', '2027-04-10');
    await span('Only its CFP', '2027-06-01', '2027-06-03', '2027-03-15');
    await span('CFP on the last day', '2027-07-01', '2027-07-01', '2027-03-31');
    await span('Before', '2027-02-01', '2027-02-28', '2027-01-10');
    await span('After', '2027-04-01', '2027-04-02', '2027-02-01');

    const page = await calendar(MARCH);
    expect(page.names).toEqual([
      'Spans the month',
      'Starts before',
      'Inside',
      'Ends after',
      'Only its CFP',
      'CFP on the last day',
    ]);
    expect(page.total).toBe(6);
  });

  it('carries each event with its counts and none of the lists behind them', async () => {
    const uploader = await createUser(context.db);
    const event = await createEvent(context.db, {
      name: 'KubeCon',
      startDate: '2027-03-02',
      endDate: '2027-03-04',
      cfpDeadline: '2027-01-15',
      goal: ['speaking', 'sponsoring'],
      notes: 'Booth 7',
    });
    await createCfpSubmission(context.db, { eventId: event.id });
    await createCfpSubmission(context.db, { eventId: event.id, submitterName: 'Other' });
    await createAttendee(context.db, { eventId: event.id });
    for (const traits of [['trip-report'], ['trip-report']] as const) {
      await createAsset(context.db, {
        eventId: event.id,
        uploadedBy: uploader.id,
        traits: [...traits],
      });
    }
    await createAsset(context.db, { eventId: event.id, uploadedBy: uploader.id, type: 'bio' });

    const [listed] = (await calendar(MARCH)).body;
    expect(listed).toEqual({
      id: event.id,
      name: 'KubeCon',
      link: event.link,
      location: event.location,
      startDate: '2027-03-02',
      endDate: '2027-03-04',
      cfpDeadline: '2027-01-15',
      priority: event.priority,
      type: event.type,
      status: event.status,
      goal: ['speaking', 'sponsoring'],
      notes: 'Booth 7',
      version: 1,
      cfpCount: 2,
      attendeeCount: 1,
      tripReportCount: 2,
    });
    expect(Object.keys(listed!).sort()).toEqual(Object.keys(calendarEventSchema.shape).sort());
  });

  it('applies the list filters: text, type, priority and status', async () => {
    const march = { startDate: '2027-03-05', endDate: '2027-03-06' };
    await createEvent(context.db, { ...march, name: 'RustConf', type: 'conference' });
    await createEvent(context.db, {
      ...march,
      name: 'Go Meetup',
      location: 'Rustavi',
      type: 'meetup',
      priority: 'high',
      status: 'confirmed',
    });
    await createEvent(context.db, { ...march, name: 'PyCon', priority: 'low' });

    expect((await calendar(`${MARCH}&q=rust`)).names).toEqual(['Go Meetup', 'RustConf']);
    expect((await calendar(`${MARCH}&type=meetup`)).names).toEqual(['Go Meetup']);
    expect((await calendar(`${MARCH}&priority=low`)).names).toEqual(['PyCon']);
    expect((await calendar(`${MARCH}&status=confirmed&q=go`)).names).toEqual(['Go Meetup']);
    expect(await calendar(`${MARCH}&q=nothing`)).toMatchObject({ names: [], total: 0 });
  });

  it(`answers at most ${CALENDAR_MAX_EVENTS} events and the full count in X-Total-Count`, async () => {
    const rows = Array.from({ length: CALENDAR_MAX_EVENTS + 5 }, (_, index) => ({
      name: `Busy ${String(index).padStart(4, '0')}`,
      link: 'https://example.org',
      location: 'Online',
      startDate: '2027-03-09',
      endDate: '2027-03-09',
    }));
    for (let start = 0; start < rows.length; start += 500) {
      await context.db.insert(events).values(rows.slice(start, start + 500));
    }
    const page = await calendar(MARCH);
    expect(page.body).toHaveLength(CALENDAR_MAX_EVENTS);
    expect(page.total).toBe(CALENDAR_MAX_EVENTS + 5);
    expect(page.names[0]).toBe('Busy 0000');
  });

  it('answers with one SQL statement besides the sign-in lookup', async () => {
    for (let day = 1; day <= 20; day += 1) {
      const event = await createEvent(context.db, {
        startDate: `2027-03-${String(day).padStart(2, '0')}`,
        endDate: '2027-03-28',
      });
      await createAttendee(context.db, { eventId: event.id });
      await createCfpSubmission(context.db, { eventId: event.id });
    }
    await calendar(MARCH); // the first request of a subject creates its users row
    const counter = countQueries(context.db);
    const page = await calendar(MARCH);
    const queries = counter.stop();
    expect(page.body).toHaveLength(20);
    expect(queries).toBeGreaterThan(0);
    expect(queries).toBeLessThanOrEqual(2);
  });

  it.each([
    ['to=2027-03-31', 'from', 'From date is required'],
    ['from=2027-03-01', 'to', 'To date is required'],
    ['from=2027-02-30&to=2027-03-31', 'from', 'Date must be a real date written YYYY-MM-DD'],
    ['from=2027-03-31&to=2027-03-01', 'to', 'To date cannot be before from date'],
    ['from=2027-01-01&to=2027-04-03', 'to', 'A calendar range covers at most 92 days'],
    [`${MARCH}&type=party`, 'type', undefined],
    [`${MARCH}&q=a%00b`, 'q', undefined],
  ])('answers 400 for %s', async (query, field, message) => {
    const response = await api.inject({ url: `/api/events/calendar?${query}` });
    expect(response.statusCode).toBe(400);
    const { errors } = response.json() as { errors: Record<string, string> };
    expect(errors).toHaveProperty(field);
    if (message) expect(errors[field]).toBe(message);
  });

  it('accepts a range of exactly 92 days', async () => {
    await createEvent(context.db, { name: 'Edge', startDate: '2027-04-02', endDate: '2027-04-02' });
    expect((await calendar('from=2027-01-01&to=2027-04-02')).names).toEqual(['Edge']);
    expect((await calendar('from=2027-01-01&to=2027-04-01')).names).toEqual([]);
  });
});
