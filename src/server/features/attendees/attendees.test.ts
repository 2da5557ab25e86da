import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { attendees, events } from '../../db/schema/index';
import { createAttendee } from '../../test/factories/attendee-factory';
import { createEvent } from '../../test/factories/event-factory';
import { createUser, type TestUser } from '../../test/factories/user-factory';
import { actingAs } from '../../test/requests';
import { describeRecordRouteBasics } from '../../test/record-route-basics';
import { createTestContext, type TestContext } from '../../test/test-app';
import { describeMoveRule, describeRecordVersions } from '../../test/record-versions';

let context: TestContext;

beforeAll(async () => {
  context = await createTestContext();
});
afterAll(() => context.close());
beforeEach(() => context.reset());

const as = async (user?: TestUser) => actingAs(context, user ?? (await createUser(context.db)));
const countRows = async () => (await context.db.select().from(attendees)).length;

describe('GET /api/attendees', () => {
  it('lists attendees newest first with their event name', async () => {
    const event = await createEvent(context.db, { name: 'All Things Open' });
    const first = await createAttendee(context.db, { eventId: event.id });
    const second = await createAttendee(context.db, { eventId: event.id });
    const response = await (await as()).inject({ url: '/api/attendees' });
    expect(response.statusCode).toBe(200);
    expect(response.json().map((row: { id: number }) => row.id)).toEqual([second.id, first.id]);
    expect(response.json()[0]).toMatchObject({
      name: second.name,
      email: second.email,
      role: 'attendee',
      eventName: 'All Things Open',
    });
  });

  it('filters by event (either spelling), role and search text', async () => {
    const first = await createEvent(context.db);
    const second = await createEvent(context.db);
    await createAttendee(context.db, { eventId: first.id, name: 'Linus', traits: ['speaker'] });
    await createAttendee(context.db, { eventId: second.id, email: 'hopper@navy.mil' });
    await createAttendee(context.db, { eventId: second.id, traits: ['anonymous'] });
    const client = await as();
    const count = async (query: string) =>
      (await client.inject({ url: `/api/attendees?${query}` })).json().length;
    expect(await count(`eventId=${first.id}`)).toBe(1);
    expect(await count(`event_id=${second.id}`)).toBe(2);
    expect(await count('role=Speaker')).toBe(1);
    expect(await count('q=linus')).toBe(1);
    expect(await count('q=NAVY')).toBe(1);
    expect(await count('role=&q=')).toBe(3);
  });

  it('sorts by name in either direction', async () => {
    const event = await createEvent(context.db);
    for (const name of ['bo', 'Al', 'cy'])
      await createAttendee(context.db, { eventId: event.id, name });
    const client = await as();
    const order = async (sort: string) =>
      (await client.inject({ url: `/api/attendees?sort=${sort}` }))
        .json()
        .map((row: { name: string }) => row.name);
    expect(await order('name')).toEqual(['Al', 'bo', 'cy']);
    expect(await order('-name')).toEqual(['cy', 'bo', 'Al']);
  });

  it('answers 400 for a non-numeric event filter', async () => {
    const response = await (await as()).inject({ url: '/api/attendees?eventId=x' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ eventId: 'Id must be a number' });
  });

  it('drops the attendees of a deleted event', async () => {
    const event = await createEvent(context.db);
    await createAttendee(context.db, { eventId: event.id });
    await context.db.delete(events).where(eq(events.id, event.id));
    expect((await (await as()).inject({ url: '/api/attendees' })).json()).toEqual([]);
  });
});

describe('GET /api/attendees/:id', () => {
  it('answers one attendee, 404 for an unknown id and 400 for a non-numeric one', async () => {
    const attendee = await createAttendee(context.db);
    const client = await as();
    const found = await client.inject({ url: `/api/attendees/${attendee.id}` });
    expect(found.json()).toMatchObject({ id: attendee.id, name: attendee.name });
    const missing = await client.inject({ url: '/api/attendees/999' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Attendee not found' });
    expect((await client.inject({ url: '/api/attendees/abc' })).statusCode).toBe(400);
  });
});

describe('POST /api/attendees', () => {
  it('creates an attendee from snake_case field names, owned by the signed-in user', async () => {
    const user = await createUser(context.db);
    const event = await createEvent(context.db);
    const response = await (
      await as(user)
    ).inject({
      method: 'POST',
      url: '/api/attendees',
      payload: {
        event_id: event.id,
        name: 'Margaret Hamilton',
        email: 'margaret@example.org',
        role: 'Speaker',
        notes: 'Keynote',
        created_by_id: 9999,
      },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      eventId: event.id,
      name: 'Margaret Hamilton',
      email: 'margaret@example.org',
      role: 'Speaker',
      notes: 'Keynote',
      userId: null,
      createdById: user.id,
    });
  });

  it('needs only the event and a name; empty optional fields become null', async () => {
    const event = await createEvent(context.db);
    const response = await (
      await as()
    ).inject({
      method: 'POST',
      url: '/api/attendees',
      payload: { eventId: event.id, name: 'Anon', email: '', role: ' ' },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ name: 'Anon', email: null, role: null, notes: null });
  });

  it.each([
    ['eventId', { eventId: undefined }, 'Required'],
    ['name', { name: undefined }, 'Required'],
    ['name', { name: '' }, 'Required'],
    ['name', { name: 'x'.repeat(201) }, 'At most 200 characters'],
    ['email', { email: 'not-an-email' }, 'Must be a valid email'],
  ])('rejects a bad %s (%o) and writes nothing', async (field, change, message) => {
    const event = await createEvent(context.db);
    const response = await (
      await as()
    ).inject({
      method: 'POST',
      url: '/api/attendees',
      payload: { eventId: event.id, name: 'Someone', ...change },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[field]).toBe(message);
    expect(await countRows()).toBe(0);
  });

  it('answers 400 on eventId for an event that does not exist', async () => {
    const response = await (
      await as()
    ).inject({ method: 'POST', url: '/api/attendees', payload: { eventId: 77, name: 'X' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ eventId: 'Event not found' });
    expect(await countRows()).toBe(0);
  });
});

describe('PUT /api/attendees/:id', () => {
  it('changes only the fields sent', async () => {
    const attendee = await createAttendee(context.db, { notes: 'vegetarian' });
    const response = await (
      await as()
    ).inject({ method: 'PUT', url: `/api/attendees/${attendee.id}`, payload: { role: 'Host' } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      role: 'Host',
      name: attendee.name,
      notes: 'vegetarian',
    });
  });

  it('rejects a bad e-mail and leaves the row as it was', async () => {
    const attendee = await createAttendee(context.db);
    const response = await (
      await as()
    ).inject({
      method: 'PUT',
      url: `/api/attendees/${attendee.id}`,
      payload: { name: 'Changed', email: 'nope' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ email: 'Must be a valid email' });
    expect(await context.db.select().from(attendees)).toEqual([attendee]);
  });
});

describeRecordRouteBasics({
  path: '/api/attendees',
  context: () => context,
  create: (createdById) => createAttendee(context.db, { createdById }),
  body: async () => ({ eventId: (await createEvent(context.db)).id, name: 'X' }),
  patch: { name: 'X' },
  countRows,
  otherReads: ['/api/attendees/roles'],
});

describeRecordVersions({
  path: '/api/attendees',
  context: () => context,
  create: (createdById) => createAttendee(context.db, { createdById }),
  patch: (n) => ({ name: `Person ${n}` }),
  field: 'name',
});

describeMoveRule({
  path: '/api/attendees',
  context: () => context,
  create: (createdById, eventId) => createAttendee(context.db, { createdById, eventId }),
  createEvent: (createdById) => createEvent(context.db, { createdById }),
  noun: 'attendee',
});
