import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { approvalWorkflows, auditLog, tripLines, trips } from '../../db/schema/index';
import { createEvent } from '../../test/factories/event-factory';
import { createUser, type TestUser } from '../../test/factories/user-factory';
import { actingAs } from '../../test/requests';
import { createTestContext, type TestContext } from '../../test/test-app';

let context: TestContext;

beforeAll(async () => {
  context = await createTestContext();
});
afterAll(() => context.close());
beforeEach(() => context.reset());

const as = (user: TestUser) => actingAs(context, user);
const countRows = async () => ({
  trips: (await context.db.select().from(trips)).length,
  lines: (await context.db.select().from(tripLines)).length,
});

const threeLines = [
  { category: 'ticket', description: 'Conference pass', estimate: '$450' },
  {
    category: 'transport',
    description: 'Train Berlin–Brussels',
    estimate: '180.50',
    currency: 'EUR',
  },
  { category: 'lodging', description: 'Three nights', estimate: '2,500', currency: 'usd' },
];

async function planTrip(traveller: TestUser, overrides: Record<string, unknown> = {}) {
  const event = await createEvent(context.db, { name: 'FOSDEM' });
  const response = await (
    await as(traveller)
  ).inject({
    method: 'POST',
    url: '/api/trips',
    payload: {
      eventId: event.id,
      role: 'speaker',
      departDate: '2027-02-05',
      returnDate: '2027-02-08',
      lines: threeLines,
      ...overrides,
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: number; eventId: number; version: number };
}

async function requestApproval(traveller: TestUser, tripId: number, reviewer: TestUser) {
  return (await as(traveller)).inject({
    method: 'POST',
    url: `/api/trips/${tripId}/request-approval`,
    payload: { title: 'Travel to FOSDEM', reviewerIds: [reviewer.id] },
  });
}

async function decide(reviewer: TestUser, workflowId: number, decision: string) {
  const response = await (
    await as(reviewer)
  ).inject({
    method: 'POST',
    url: `/api/approval-workflows/${workflowId}/decisions`,
    payload: { decision },
  });
  expect(response.statusCode, response.body).toBe(200);
}

describe('POST /api/trips', () => {
  it('plans a trip for the signed-in person with its lines and totals per currency', async () => {
    const traveller = await createUser(context.db, { name: 'Grace Hopper' });
    const trip = await planTrip(traveller);
    expect(trip).toMatchObject({
      travellerId: traveller.id,
      travellerName: 'Grace Hopper',
      eventName: 'FOSDEM',
      role: 'speaker',
      status: 'draft',
      workflowId: null,
      reimbursement: 'not_claimed',
      report: null,
      lines: [
        { position: 0, category: 'ticket', currency: 'USD', estimate: 450, actual: null },
        { position: 1, category: 'transport', currency: 'EUR', estimate: 180.5 },
        { position: 2, category: 'lodging', currency: 'USD', estimate: 2500 },
      ],
      // Never converted: one total per currency.
      totals: [
        { currency: 'EUR', estimate: 180.5, actual: 0, difference: -180.5 },
        { currency: 'USD', estimate: 2950, actual: 0, difference: -2950 },
      ],
    });
    const [audit] = await context.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.recordType, 'trips'));
    expect(audit).toMatchObject({ action: 'create', actorId: traveller.id, eventId: trip.eventId });
  });

  it.each([
    [{ lines: [{ category: 'ticket', estimate: -5, currency: 'EUR' }] }, 'lines.0.estimate'],
    [{ lines: [{ category: 'ticket', estimate: '10.5', currency: 'JPY' }] }, 'lines.0.estimate'],
    [{ lines: [{ category: 'ticket', estimate: 10, currency: 'ABC' }] }, 'lines.0.currency'],
    [{ lines: [{ category: 'yacht', estimate: 10 }] }, 'lines.0.category'],
    [{ departDate: '2027-02-08', returnDate: '2027-02-05' }, 'returnDate'],
    [{ role: 'tourist' }, 'role'],
  ])('refuses %j naming %s, and writes nothing', async (overrides, field) => {
    const traveller = await createUser(context.db);
    const event = await createEvent(context.db);
    const response = await (
      await as(traveller)
    ).inject({
      method: 'POST',
      url: '/api/trips',
      payload: { eventId: event.id, role: 'attendee', ...overrides },
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors ?? {})).toContain(field);
    expect(await countRows()).toEqual({ trips: 0, lines: 0 });
  });

  it('lets only an admin plan a trip for someone else', async () => {
    const member = await createUser(context.db);
    const colleague = await createUser(context.db);
    const event = await createEvent(context.db);
    const payload = { eventId: event.id, role: 'attendee', travellerId: colleague.id };
    const refused = await (await as(member)).inject({ method: 'POST', url: '/api/trips', payload });
    expect(refused.statusCode).toBe(403);
    const admin = await createUser(context.db, { traits: ['admin'] });
    const planned = await (await as(admin)).inject({ method: 'POST', url: '/api/trips', payload });
    expect(planned.statusCode).toBe(201);
    expect(planned.json()).toMatchObject({ travellerId: colleague.id, createdById: admin.id });
  });
});

describe('who sees a trip', () => {
  it('shows the traveller, the reviewers of its workflow and admins; 404 to anyone else', async () => {
    const traveller = await createUser(context.db);
    const reviewer = await createUser(context.db);
    const other = await createUser(context.db);
    const admin = await createUser(context.db, { traits: ['admin'] });
    const trip = await planTrip(traveller);
    expect((await requestApproval(traveller, trip.id, reviewer)).statusCode).toBe(200);
    for (const user of [traveller, reviewer, admin]) {
      const api = await as(user);
      expect((await api.inject({ method: 'GET', url: `/api/trips/${trip.id}` })).statusCode).toBe(
        200,
      );
      const list = await api.inject({ method: 'GET', url: '/api/trips' });
      expect(list.headers['x-total-count']).toBe('1');
    }
    const api = await as(other);
    expect((await api.inject({ method: 'GET', url: `/api/trips/${trip.id}` })).statusCode).toBe(
      404,
    );
    const list = await api.inject({ method: 'GET', url: '/api/trips' });
    expect(list.json()).toEqual([]);
    expect(list.headers['x-total-count']).toBe('0');
  });

  it('filters by event, traveller, status and dates, in the database', async () => {
    const admin = await createUser(context.db, { traits: ['admin'] });
    const first = await planTrip(admin);
    await planTrip(admin, { role: 'attendee' });
    const api = await as(admin);
    const byEvent = await api.inject({ method: 'GET', url: `/api/trips?eventId=${first.eventId}` });
    expect(byEvent.json().map((trip: { id: number }) => trip.id)).toEqual([first.id]);
    const drafts = await api.inject({ method: 'GET', url: '/api/trips?status=draft&limit=1' });
    expect(drafts.json()).toHaveLength(1);
    expect(drafts.headers['x-total-count']).toBe('2');
    const none = await api.inject({ method: 'GET', url: '/api/trips?status=approved' });
    expect(none.json()).toEqual([]);
    const bad = await api.inject({ method: 'GET', url: '/api/trips?from=yesterday' });
    expect(bad.statusCode).toBe(400);
  });
});

describe('the trips export', () => {
  it('lists the trips the person sees, with amounts per currency', async () => {
    const traveller = await createUser(context.db, { name: 'Grace Hopper' });
    await planTrip(traveller);
    await planTrip(await createUser(context.db, { name: 'Someone Else' }));
    const csv = await (await as(traveller)).inject({ method: 'GET', url: '/api/trips/export/csv' });
    expect(csv.statusCode).toBe(200);
    const lines = csv.body.replace('\uFEFF', '').trim().split('\r\n');
    expect(lines).toEqual([
      'Traveller,Event,Event Start,Event End,Role,Departure,Return,Status,Estimate,Actual,Reimbursement',
      expect.stringMatching(
        /^Grace Hopper,FOSDEM,[-\d]+,[-\d]+,speaker,2027-02-05,2027-02-08,draft,"EUR 180\.50, USD 2,950\.00","EUR 0\.00, USD 0\.00",not_claimed$/,
      ),
    ]);
  });
});

describe('a trip and its approval workflow', () => {
  it('requests approval as a travel_request workflow and follows its decisions', async () => {
    const traveller = await createUser(context.db, { name: 'Grace Hopper' });
    const reviewer = await createUser(context.db);
    const trip = await planTrip(traveller);
    const requested = await requestApproval(traveller, trip.id, reviewer);
    expect(requested.statusCode, requested.body).toBe(200);
    const { workflowId } = requested.json() as { workflowId: number };
    expect(requested.json()).toMatchObject({ status: 'requested' });
    const [workflow] = await context.db
      .select()
      .from(approvalWorkflows)
      .where(eq(approvalWorkflows.id, workflowId));
    expect(workflow).toMatchObject({
      itemType: 'travel_request',
      itemId: trip.eventId,
      requesterId: traveller.id,
      metadata: { tripId: trip.id },
    });

    const read = async () =>
      (await (await as(traveller)).inject({ method: 'GET', url: `/api/trips/${trip.id}` })).json();
    await decide(reviewer, workflowId, 'changes_requested');
    expect(await read()).toMatchObject({ status: 'changes_requested' });

    // Editing the estimate of a trip sent back resubmits it, with the new totals.
    const edited = await (
      await as(traveller)
    ).inject({
      method: 'PUT',
      url: `/api/trips/${trip.id}`,
      payload: { lines: [{ category: 'ticket', estimate: '€300' }] },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ status: 'requested', totals: [{ currency: 'EUR' }] });
    const [resent] = await context.db
      .select()
      .from(approvalWorkflows)
      .where(eq(approvalWorkflows.id, workflowId));
    expect(resent).toMatchObject({ status: 'pending', estimatedCosts: 'EUR 300.00' });

    await decide(reviewer, workflowId, 'approved');
    expect(await read()).toMatchObject({ status: 'approved' });
  });

  it('is a draft again when its workflow is deleted', async () => {
    const traveller = await createUser(context.db);
    const reviewer = await createUser(context.db);
    const trip = await planTrip(traveller);
    const { workflowId } = (await requestApproval(traveller, trip.id, reviewer)).json();
    await (
      await as(traveller)
    ).inject({ method: 'DELETE', url: `/api/approval-workflows/${workflowId}` });
    const read = await (
      await as(traveller)
    ).inject({ method: 'GET', url: `/api/trips/${trip.id}` });
    expect(read.json()).toMatchObject({ status: 'draft', workflowId: null });
  });

  it('refuses a second request, an estimate change after approval, and changes by others', async () => {
    const traveller = await createUser(context.db);
    const reviewer = await createUser(context.db);
    const trip = await planTrip(traveller);
    const { workflowId } = (await requestApproval(traveller, trip.id, reviewer)).json();
    const again = await requestApproval(traveller, trip.id, reviewer);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('A trip that is requested cannot be sent for approval');
    await decide(reviewer, workflowId, 'approved');
    const late = await (
      await as(traveller)
    ).inject({
      method: 'PUT',
      url: `/api/trips/${trip.id}`,
      payload: { lines: [{ category: 'ticket', estimate: 1, currency: 'EUR' }] },
    });
    expect(late.statusCode).toBe(409);
    const byReviewer = await (
      await as(reviewer)
    ).inject({ method: 'PUT', url: `/api/trips/${trip.id}`, payload: { notes: 'Mine now' } });
    expect(byReviewer.statusCode).toBe(403);
    expect((await countRows()).lines).toBe(3);
  });
});

describe('the life of a trip', () => {
  it('cancels before completion, never after; deletes only a trip never sent', async () => {
    const traveller = await createUser(context.db);
    const reviewer = await createUser(context.db);
    const api = await as(traveller);
    const draft = await planTrip(traveller);
    expect((await api.inject({ method: 'DELETE', url: `/api/trips/${draft.id}` })).statusCode).toBe(
      204,
    );
    const trip = await planTrip(traveller);
    await requestApproval(traveller, trip.id, reviewer);
    expect((await api.inject({ method: 'DELETE', url: `/api/trips/${trip.id}` })).statusCode).toBe(
      409,
    );
    const early = await api.inject({ method: 'POST', url: `/api/trips/${trip.id}/complete` });
    expect(early.statusCode).toBe(409);
    const cancelled = await api.inject({ method: 'POST', url: `/api/trips/${trip.id}/cancel` });
    expect(cancelled.json()).toMatchObject({ status: 'cancelled' });
    const twice = await api.inject({ method: 'POST', url: `/api/trips/${trip.id}/cancel` });
    expect(twice.statusCode).toBe(409);
  });

  it('refuses a stale If-Match with 412 and the trip as it is', async () => {
    const traveller = await createUser(context.db);
    const trip = await planTrip(traveller);
    const api = await as(traveller);
    await api.inject({ method: 'PUT', url: `/api/trips/${trip.id}`, payload: { notes: 'First' } });
    const stale = await api.inject({
      method: 'PUT',
      url: `/api/trips/${trip.id}`,
      headers: { 'if-match': `"${trip.version}"` },
      payload: { notes: 'Second' },
    });
    expect(stale.statusCode).toBe(412);
    expect(stale.json().current).toMatchObject({ notes: 'First' });
  });

  it('answers 401 without a token and writes nothing', async () => {
    const event = await createEvent(context.db);
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/trips',
      payload: { eventId: event.id, role: 'attendee' },
    });
    expect(response.statusCode).toBe(401);
    expect(await countRows()).toEqual({ trips: 0, lines: 0 });
  });
});
