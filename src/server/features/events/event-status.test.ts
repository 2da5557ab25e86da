import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ApiTokenCreated } from '@shared/schemas/api-token';
import {
  auditLog,
  eventFollows,
  events,
  notificationOutbox,
  notifications,
} from '../../db/schema/index';
import { createAttendee } from '../../test/factories/attendee-factory';
import { createEvent } from '../../test/factories/event-factory';
import { createUser, type TestUser } from '../../test/factories/user-factory';
import { actingAs } from '../../test/requests';
import { createTestContext, type TestContext } from '../../test/test-app';

// An event's status is changed one at a time (PUT /api/events/{id} with a status, from the event
// page or the edit dialog) or for several events at once (POST /api/events/status, from the
// table): audited, followers told, all or nothing.

let context: TestContext;
let grace: TestUser;
let linus: TestUser;

beforeAll(async () => {
  context = await createTestContext();
});
afterAll(() => context.close());
beforeEach(async () => {
  await context.reset();
  grace = await createUser(context.db, { name: 'Grace Hopper' });
  linus = await createUser(context.db, { name: 'Linus Torvalds' });
});

async function send(user: TestUser, method: 'POST' | 'PUT', url: string, payload: unknown) {
  const api = await actingAs(context, user);
  return api.inject({ method, url, payload: payload as object });
}

const bulk = (user: TestUser, payload: unknown) =>
  send(user, 'POST', '/api/events/status', payload);

const statuses = async (ids: number[]) =>
  (
    await context.db
      .select({ id: events.id, status: events.status })
      .from(events)
      .where(inArray(events.id, ids))
      .orderBy(asc(events.id))
  ).map((row) => row.status);

async function notices() {
  return context.db
    .select({
      kind: notificationOutbox.kind,
      subject: notificationOutbox.subject,
      userId: notificationOutbox.userId,
      title: notifications.title,
      body: notifications.body,
      link: notifications.link,
    })
    .from(notificationOutbox)
    .innerJoin(notifications, eq(notifications.outboxId, notificationOutbox.id))
    .orderBy(asc(notificationOutbox.userId), asc(notificationOutbox.subject));
}

describe('POST /api/events/status', () => {
  it('sets the status of every event named, by a plain member on others’ events', async () => {
    const [first, second, third] = [
      await createEvent(context.db, { createdById: linus.id }),
      await createEvent(context.db, { createdById: linus.id, status: 'confirmed' }),
      await createEvent(context.db, { createdById: null }),
    ];
    const response = await bulk(grace, {
      ids: [third.id, first.id, second.id],
      status: 'confirmed',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      changed: 2,
      events: [
        { id: first.id, name: first.name, status: 'confirmed', version: 2 },
        { id: second.id, name: second.name, status: 'confirmed', version: 1 },
        { id: third.id, name: third.name, status: 'confirmed', version: 2 },
      ],
    });
    const [row] = await context.db.select().from(events).where(eq(events.id, first.id));
    expect(row!.updatedById).toBe(grace.id);
  });

  it('writes one history entry per changed event, crediting the person', async () => {
    const [first, second] = [
      await createEvent(context.db, { name: 'KubeCon' }),
      await createEvent(context.db, { name: 'FOSDEM', status: 'cancelled' }),
    ];
    await bulk(grace, { ids: [first.id, second.id], status: 'cancelled' });
    const entries = await context.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'update'))
      .orderBy(asc(auditLog.id));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actorId: grace.id,
      recordType: 'events',
      recordId: first.id,
      changes: { status: { from: 'planning', to: 'cancelled' } },
    });
    const history = await (
      await actingAs(context, linus)
    ).inject({ url: `/api/history?type=events&id=${first.id}` });
    expect(history.json()[0]).toMatchObject({
      actorName: 'Grace Hopper',
      description: 'Changed status from planning to cancelled',
    });
  });

  it('tells each event’s followers, not the person who changed it nor those who unfollowed', async () => {
    const [attendee, quitter] = [await createUser(context.db), await createUser(context.db)];
    const kubecon = await createEvent(context.db, { name: 'KubeCon', createdById: linus.id });
    const fosdem = await createEvent(context.db, { name: 'FOSDEM', createdById: grace.id });
    await createAttendee(context.db, { eventId: fosdem.id, userId: attendee.id });
    await createAttendee(context.db, { eventId: kubecon.id, userId: quitter.id });
    await context.db
      .insert(eventFollows)
      .values({ userId: quitter.id, eventId: kubecon.id, following: false });

    const response = await bulk(grace, { ids: [kubecon.id, fosdem.id], status: 'confirmed' });
    expect(response.statusCode, response.body).toBe(200);
    expect(await notices()).toEqual([
      {
        kind: 'event_status',
        subject: `event:${kubecon.id}`,
        userId: linus.id,
        title: 'KubeCon is now confirmed',
        body: 'Grace Hopper changed the status of KubeCon from in planning to confirmed.',
        link: `/events/${kubecon.id}`,
      },
      {
        kind: 'event_status',
        subject: `event:${fosdem.id}`,
        userId: attendee.id,
        title: 'FOSDEM is now confirmed',
        body: 'Grace Hopper changed the status of FOSDEM from in planning to confirmed.',
        link: `/events/${fosdem.id}`,
      },
    ]);
  });

  it('changes nothing when one event does not exist, and names it', async () => {
    const event = await createEvent(context.db, { createdById: linus.id });
    const response = await bulk(grace, { ids: [event.id, 999_999], status: 'completed' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'No such event: 999999. Nothing was changed.',
      errors: { ids: 'No such event: 999999. Nothing was changed.' },
    });
    expect(await statuses([event.id])).toEqual(['planning']);
    expect(await context.db.$count(auditLog, eq(auditLog.action, 'update'))).toBe(0);
    expect(await context.db.$count(notificationOutbox)).toBe(0);
  });

  it.each([
    ['no events', { ids: [], status: 'confirmed' }, 'ids', 'Choose at least one event'],
    ['no ids', { status: 'confirmed' }, 'ids', 'Choose at least one event'],
    [
      'an unknown status',
      { ids: [1], status: 'done' },
      'status',
      'Status must be one of: planning, confirmed, completed, cancelled',
    ],
    [
      'an id that is no number',
      { ids: ['x'], status: 'confirmed' },
      'ids.0',
      'Id must be a number',
    ],
    [
      '501 events',
      { ids: Array.from({ length: 501 }, (_, index) => index + 1), status: 'confirmed' },
      'ids',
      'At most 500 events at once',
    ],
  ])('answers 400 to %s, changing nothing', async (_case, payload, field, message) => {
    const event = await createEvent(context.db);
    const response = await bulk(grace, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[field]).toBe(message);
    expect(await statuses([event.id])).toEqual(['planning']);
  });

  it('refuses a read-only API token and an anonymous caller, changing nothing', async () => {
    const event = await createEvent(context.db, { createdById: grace.id });
    const made = await send(grace, 'POST', '/api/tokens', { name: 'Reports', access: 'read' });
    const { token } = made.json<ApiTokenCreated>();
    const readOnly = await context.app.inject({
      method: 'POST',
      url: '/api/events/status',
      headers: { authorization: `Bearer ${token}` },
      payload: { ids: [event.id], status: 'cancelled' },
    });
    expect(readOnly.statusCode).toBe(403);
    const anonymous = await context.app.inject({
      method: 'POST',
      url: '/api/events/status',
      payload: { ids: [event.id], status: 'cancelled' },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(await statuses([event.id])).toEqual(['planning']);
  });
});

describe('PUT /api/events/{id} with a status', () => {
  it('is in the history and tells the followers, once per change', async () => {
    const event = await createEvent(context.db, { name: 'KubeCon', createdById: linus.id });
    const first = await send(grace, 'PUT', `/api/events/${event.id}`, { status: 'cancelled' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().status).toBe('cancelled');
    // Saving the same status again changes nothing and tells nobody.
    await send(grace, 'PUT', `/api/events/${event.id}`, { status: 'cancelled' });
    expect(await notices()).toEqual([
      expect.objectContaining({ userId: linus.id, title: 'KubeCon is now cancelled' }),
    ]);
    // The creator changing it tells nobody else (nobody else follows).
    await send(linus, 'PUT', `/api/events/${event.id}`, { status: 'planning' });
    expect(await notices()).toHaveLength(1);
    const history = await (
      await actingAs(context, grace)
    ).inject({ url: `/api/history?type=events&id=${event.id}` });
    const descriptions = history.json().map((entry: { description: string }) => entry.description);
    expect(descriptions.slice(0, 2)).toEqual([
      'Changed status from cancelled to planning',
      'Changed status from planning to cancelled',
    ]);
  });
});
