import { eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, events } from '../../db/schema/index';
import { createEvent } from '../../test/factories/event-factory';
import { createUser, type TestUser } from '../../test/factories/user-factory';
import { actingAs } from '../../test/requests';
import { createTestContext, type TestContext } from '../../test/test-app';
import { describeRecordVersions } from '../../test/record-versions';

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

const valid = {
  name: 'KubeCon Europe',
  link: 'https://events.example.org/kubecon',
  location: 'Paris, France',
  startDate: '2026-03-01',
  endDate: '2026-03-03',
};

const post = (payload: object) => api.inject({ method: 'POST', url: '/api/events', payload });
const put = (id: number | string, payload: object) =>
  api.inject({ method: 'PUT', url: `/api/events/${id}`, payload });
const rowCounts = async () => ({
  events: await context.db.$count(events),
  history: await context.db.$count(auditLog, isNotNull(auditLog.actorId)),
});

describe('POST /api/events', () => {
  it('creates the event with defaults, the signed-in creator and a history entry', async () => {
    const response = await post({ ...valid, goals: '["speaking","attending"]', createdById: 999 });
    expect(response.statusCode).toBe(201);
    const event = response.json();
    expect(event).toMatchObject({
      ...valid,
      id: expect.any(Number),
      goal: ['speaking', 'attending'],
      priority: 'medium',
      type: 'conference',
      status: 'planning',
      source: 'manual',
      cfpDeadline: null,
      createdById: user.id,
      createdByName: 'Grace Hopper',
      updatedById: user.id,
      cfpCount: 0,
      speakers: [],
    });
    const history = await context.db.select().from(auditLog).where(isNotNull(auditLog.actorId));
    expect(history).toMatchObject([
      {
        action: 'create',
        recordType: 'events',
        recordId: event.id,
        eventId: event.id,
        actorId: user.id,
        label: 'KubeCon Europe',
      },
    ]);
  });

  it.each([
    ['a JSON string under goals', { goals: '["exhibiting"]' }],
    ['a list under goal', { goal: ['exhibiting'] }],
    ['a single value under goals', { goals: 'exhibiting' }],
  ])('accepts the goal list as %s', async (_form, goals) => {
    const response = await post({ ...valid, ...goals });
    expect(response.statusCode).toBe(201);
    expect(response.json().goal).toEqual(['exhibiting']);
  });

  it('accepts snake_case field names and keeps calendar dates as sent', async () => {
    const response = await post({
      name: 'FOSDEM',
      link: 'https://fosdem.org',
      location: 'Brussels',
      start_date: '2026-02-01',
      end_date: '2026-02-02',
      cfp_deadline: '2025-12-01',
      cfp_link: 'https://fosdem.org/cfp',
      early_bird_deadline: '2025-11-01',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      startDate: '2026-02-01',
      endDate: '2026-02-02',
      cfpDeadline: '2025-12-01',
      cfpLink: 'https://fosdem.org/cfp',
      earlyBirdDeadline: '2025-11-01',
    });
  });

  it.each([
    ['name', { name: undefined }, 'Event name is required'],
    ['name', { name: 'Ab' }, 'Event name must be at least 3 characters'],
    ['link', { link: 'events example org' }, 'Must be a valid URL'],
    ['link', { link: 'ftp://events.example.org' }, 'Must be a valid URL'],
    ['cfpLink', { cfpLink: 'nope' }, 'Must be a valid URL'],
    ['location', { location: '' }, 'Location is required'],
    ['location', { location: 'NY' }, 'Location must be at least 3 characters'],
    ['startDate', { startDate: undefined }, 'Start date is required'],
    ['endDate', { endDate: undefined }, 'End date is required'],
    ['endDate', { endDate: '2026-02-28' }, 'End date cannot be before start date'],
    [
      'cfpDeadline',
      { cfpDeadline: '2026-03-02' },
      'CFP deadline should be before the event start date',
    ],
    ['goals', { goals: [] }, 'Select at least one goal'],
    ['goal', { goal: '[]' }, 'Select at least one goal'],
    ['goals.0', { goals: ['learning'] }, undefined],
    ['priority', { priority: 'important' }, undefined],
    ['type', { type: 'summit' }, undefined],
    ['startDate', { startDate: '2026-02-30' }, 'Date must be a real date written YYYY-MM-DD'],
    ['notes', { notes: 'a\u0000b' }, 'Text must not contain NUL characters'],
  ])('answers 400 on %s (%j) and writes nothing', async (field, change, message) => {
    const response = await post({ ...valid, ...change });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(Object.keys(body.errors)).toContain(field);
    if (message) expect(body.errors[field]).toBe(message);
    expect(body.message).toEqual(expect.any(String));
    expect(await rowCounts()).toEqual({ events: 0, history: 0 });
  });

  it('gives a link typed without a scheme https:// and stores it so', async () => {
    const response = await post({
      ...valid,
      link: 'events.example.org/kubecon',
      cfpLink: 'cfp.example.org',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      link: 'https://events.example.org/kubecon',
      cfpLink: 'https://cfp.example.org',
    });
    const [stored] = await context.db.select().from(events);
    expect([stored!.link, stored!.cfpLink]).toEqual([
      'https://events.example.org/kubecon',
      'https://cfp.example.org',
    ]);
  });

  it('answers 400 for a body that is not an object', async () => {
    const response = await api.inject({
      method: 'POST',
      url: '/api/events',
      headers: { 'content-type': 'application/json' },
      payload: '"text"',
    });
    expect(response.statusCode).toBe(400);
  });

  it('answers 401 without a token', async () => {
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/events',
      payload: valid,
    });
    expect(response.statusCode).toBe(401);
    expect(await rowCounts()).toEqual({ events: 0, history: 0 });
  });
});

describe('GET /api/events/:id', () => {
  it('answers the event with who created and last updated it', async () => {
    const editor = await createUser(context.db, { name: 'Lin Yu' });
    const event = await createEvent(context.db, {
      createdById: user.id,
      updatedById: editor.id,
      description: 'Yearly',
      notes: 'Book early',
    });
    const response = await api.inject({ url: `/api/events/${event.id}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: event.id,
      description: 'Yearly',
      notes: 'Book early',
      createdByName: 'Grace Hopper',
      updatedByName: 'Lin Yu',
    });
  });

  it('answers 404 for an unknown id and 400 for a non-numeric one', async () => {
    expect((await api.inject({ url: '/api/events/4242' })).statusCode).toBe(404);
    const response = await api.inject({ url: '/api/events/abc' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.id).toBe('Id must be a number');
  });
});

describe('PUT /api/events/:id', () => {
  const seed = () =>
    createEvent(context.db, {
      ...valid,
      location: 'Berlin',
      cfpDeadline: '2026-01-15',
      createdById: user.id,
    });

  it('changes only the fields sent, lets any member edit, and records what changed', async () => {
    const event = await seed();
    const other = await createUser(context.db, { name: 'Lin Yu' });
    const response = await (
      await actingAs(context, other)
    ).inject({
      method: 'PUT',
      url: `/api/events/${event.id}`,
      payload: { location: 'Lyon', goals: ['speaking'], notes: 'Hotel booked', name: valid.name },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      ...valid,
      location: 'Lyon',
      goal: ['speaking'],
      notes: 'Hotel booked',
      createdById: user.id,
      updatedById: other.id,
      updatedByName: 'Lin Yu',
    });
    const [entry] = await context.db.select().from(auditLog).where(isNotNull(auditLog.actorId));
    expect(entry).toMatchObject({
      action: 'update',
      recordId: event.id,
      actorId: other.id,
      changes: {
        location: { from: 'Berlin', to: 'Lyon' },
        goal: { from: ['attending'], to: ['speaking'] },
        notes: { from: null, to: 'Hotel booked' },
      },
    });
  });

  it('writes nothing for an update that changes nothing', async () => {
    const event = await seed();
    const response = await put(event.id, { location: 'Berlin', goal: 'attending' });
    expect(response.statusCode).toBe(200);
    expect(await context.db.$count(auditLog, isNotNull(auditLog.actorId))).toBe(0);
    const [row] = await context.db.select().from(events).where(eq(events.id, event.id));
    expect(row!.updatedAt).toEqual(event.updatedAt);
  });

  it('gives a link changed without a scheme https:// and keeps http:// links as sent', async () => {
    const event = await seed();
    const response = await put(event.id, {
      link: 'www.example.org',
      cfpLink: 'http://cfp.example.org',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      link: 'https://www.example.org',
      cfpLink: 'http://cfp.example.org',
    });
  });

  it('clears optional fields sent as null', async () => {
    const event = await seed();
    const response = await put(event.id, { cfpDeadline: null });
    expect(response.statusCode).toBe(200);
    expect(response.json().cfpDeadline).toBeNull();
  });

  it.each([
    [{ endDate: '2026-02-01' }, 'endDate', 'End date cannot be before start date'],
    [{ startDate: '2026-03-05' }, 'endDate', 'End date cannot be before start date'],
    [
      { cfpDeadline: '2026-03-02' },
      'cfpDeadline',
      'CFP deadline should be before the event start date',
    ],
    [
      { startDate: '2026-01-10', endDate: '2026-01-11' },
      'cfpDeadline',
      'CFP deadline should be before the event start date',
    ],
    [{ name: 'Ab' }, 'name', 'Event name must be at least 3 characters'],
    [{ location: 'NY' }, 'location', 'Location must be at least 3 characters'],
    [{ link: 'nope' }, 'link', 'Must be a valid URL'],
  ])(
    'applies the rules to the event as it would be (%j) and writes nothing',
    async (patch, field, message) => {
      const event = await seed();
      const response = await put(event.id, patch);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message, errors: { [field]: message } });
      const [row] = await context.db.select().from(events).where(eq(events.id, event.id));
      expect(row).toEqual(event);
      expect(await context.db.$count(auditLog, isNotNull(auditLog.actorId))).toBe(0);
    },
  );

  it('answers 404 for an unknown id, 400 for a non-numeric one, 401 without a token', async () => {
    expect((await put(4242, { name: 'Renamed' })).statusCode).toBe(404);
    expect((await put('abc', { name: 'Renamed' })).statusCode).toBe(400);
    const event = await seed();
    const anonymous = await context.app.inject({
      method: 'PUT',
      url: `/api/events/${event.id}`,
      payload: { name: 'Renamed' },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(await context.db.$count(auditLog, isNotNull(auditLog.actorId))).toBe(0);
  });
});

describeRecordVersions({
  path: '/api/events',
  context: () => context,
  create: (createdById) => createEvent(context.db, { createdById }),
  patch: (n) => ({ notes: `Note ${n}` }),
  field: 'notes',
});
