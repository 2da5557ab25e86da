import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { tripLines, trips } from '../../db/schema/index';
import { createEvent } from '../../test/factories/event-factory';
import { createUser, type TestUser } from '../../test/factories/user-factory';
import { actingAs } from '../../test/requests';
import { createTestContext, type TestContext } from '../../test/test-app';

// Issue 27, parts 3 and 4: the booking checklist of an approved trip, then its actual costs and
// reimbursement.

let context: TestContext;
let traveller: TestUser;
let reviewer: TestUser;

beforeAll(async () => {
  context = await createTestContext();
});
afterAll(() => context.close());
beforeEach(async () => {
  await context.reset();
  traveller = await createUser(context.db, { name: 'Grace Hopper' });
  reviewer = await createUser(context.db);
});

const as = (user: TestUser) => actingAs(context, user);

interface TripAnswer {
  id: number;
  status: string;
  workflowId: number | null;
  version: number;
  lines: { id: number; category: string; estimate: number | null; actual: number | null }[];
}

async function send(user: TestUser, method: 'POST' | 'PUT', url: string, payload?: object) {
  return (await as(user)).inject({ method, url, payload });
}

async function planTrip(): Promise<TripAnswer> {
  const event = await createEvent(context.db, { name: 'FOSDEM' });
  const response = await send(traveller, 'POST', '/api/trips', {
    eventId: event.id,
    role: 'speaker',
    lines: [
      { category: 'ticket', estimate: '$450' },
      { category: 'transport', estimate: '180.50', currency: 'EUR' },
      { category: 'lodging', estimate: '2,500', currency: 'USD' },
    ],
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

/** A trip sent for approval and decided by its reviewer. */
async function decidedTrip(decision = 'approved'): Promise<TripAnswer> {
  const trip = await planTrip();
  const requested = await send(traveller, 'POST', `/api/trips/${trip.id}/request-approval`, {
    title: 'Travel to FOSDEM',
    reviewerIds: [reviewer.id],
  });
  expect(requested.statusCode, requested.body).toBe(200);
  const decided = await send(
    reviewer,
    'POST',
    `/api/approval-workflows/${requested.json().workflowId}/decisions`,
    { decision },
  );
  expect(decided.statusCode, decided.body).toBe(200);
  return (await (await as(traveller)).inject({ url: `/api/trips/${trip.id}` })).json();
}

const item = (state: string, note: string | null = null) => ({ state, note });
const allBooked = {
  ticket: item('booked', 'Order 42'),
  transport: item('not_needed'),
  lodging: item('booked', 'Hotel Amigo'),
};
const booking = (user: TestUser, id: number, payload: object) =>
  send(user, 'PUT', `/api/trips/${id}/booking`, payload);
const actuals = (user: TestUser, id: number, payload: object) =>
  send(user, 'PUT', `/api/trips/${id}/actuals`, payload);
const stored = async (id: number) =>
  (await context.db.select().from(trips).where(eq(trips.id, id)))[0]!;

describe('PUT /api/trips/{id}/booking', () => {
  it('keeps an approved trip approved while something is to book, books it once settled, and approves it again when an item goes back', async () => {
    const trip = await decidedTrip();
    expect(trip.status).toBe('approved');

    const partial = await booking(traveller, trip.id, { ticket: item('booked', 'Order 42') });
    expect(partial.statusCode, partial.body).toBe(200);
    // Transport and lodging are not set yet: nothing says they are settled.
    expect(partial.json()).toMatchObject({
      status: 'approved',
      booking: { ticket: { state: 'booked', note: 'Order 42' } },
    });

    const pending = await booking(traveller, trip.id, {
      transport: item('to_book'),
      lodging: item('booked', 'Hotel Amigo'),
    });
    expect(pending.json()).toMatchObject({ status: 'approved' });

    const settled = await booking(traveller, trip.id, { transport: item('not_needed') });
    expect(settled.json()).toMatchObject({
      status: 'booked',
      booking: {
        ticket: { state: 'booked', note: 'Order 42' },
        transport: { state: 'not_needed', note: null },
        lodging: { state: 'booked', note: 'Hotel Amigo' },
      },
    });

    const reopened = await booking(traveller, trip.id, { lodging: item('to_book', 'Cancelled') });
    expect(reopened.json()).toMatchObject({ status: 'approved' });
    const again = await booking(traveller, trip.id, { lodging: item('booked', 'Hotel Two') });
    expect(again.json()).toMatchObject({ status: 'booked' });
  });

  it.each(['draft', 'requested', 'rejected', 'changes_requested', 'cancelled', 'completed'])(
    'refuses the checklist of a %s trip with 409, nothing written',
    async (status) => {
      const trip = await tripIn(status);
      const before = await stored(trip.id);
      const response = await booking(traveller, trip.id, allBooked);
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toContain(`(it is ${status.replace('_', ' ')})`);
      expect(await stored(trip.id)).toMatchObject({ booking: before.booking, stage: before.stage });
    },
  );

  it('lets an admin book; refuses the reviewer (403) and anyone else (404)', async () => {
    const trip = await decidedTrip();
    const stranger = await createUser(context.db);
    expect((await booking(reviewer, trip.id, allBooked)).statusCode).toBe(403);
    expect((await booking(stranger, trip.id, allBooked)).statusCode).toBe(404);
    expect((await stored(trip.id)).booking).toEqual({});
    const admin = await createUser(context.db, { traits: ['admin'] });
    const booked = await booking(admin, trip.id, allBooked);
    expect(booked.json()).toMatchObject({ status: 'booked' });
  });

  it('refuses an unknown state with 400 naming it, and a stale If-Match with 412', async () => {
    const trip = await decidedTrip();
    const bad = await booking(traveller, trip.id, { lodging: item('maybe') });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)).toContain('lodging.state');
    const stale = await (
      await as(traveller)
    ).inject({
      method: 'PUT',
      url: `/api/trips/${trip.id}/booking`,
      headers: { 'if-match': `"${trip.version + 1}"` },
      payload: allBooked,
    });
    expect(stale.statusCode).toBe(412);
    expect((await stored(trip.id)).booking).toEqual({});
  });
});

/** A trip whose status is the one named, through the API where it can be. */
async function tripIn(status: string): Promise<TripAnswer> {
  if (status === 'draft') return planTrip();
  if (status === 'requested') {
    const trip = await planTrip();
    await send(traveller, 'POST', `/api/trips/${trip.id}/request-approval`, {
      title: 'Travel',
      reviewerIds: [reviewer.id],
    });
    return trip;
  }
  if (['rejected', 'changes_requested', 'approved'].includes(status)) return decidedTrip(status);
  const trip = await decidedTrip();
  if (status === 'cancelled') await send(traveller, 'POST', `/api/trips/${trip.id}/cancel`);
  if (['booked', 'completed', 'reported'].includes(status))
    await booking(traveller, trip.id, allBooked);
  if (status === 'completed') await send(traveller, 'POST', `/api/trips/${trip.id}/complete`);
  // A report is the other part's route: its stage is set here.
  if (status === 'reported')
    await context.db.update(trips).set({ stage: 'reported' }).where(eq(trips.id, trip.id));
  const read = (await (await as(traveller)).inject({ url: `/api/trips/${trip.id}` })).json();
  expect(read.status).toBe(status);
  return read;
}

describe('PUT /api/trips/{id}/actuals', () => {
  it('sets actuals of existing lines, adds new ones, and shows the difference per line and per currency', async () => {
    const trip = await decidedTrip();
    const [ticket, transport, lodging] = trip.lines;
    const response = await actuals(traveller, trip.id, {
      lines: [
        // An estimate sent with an existing line does not change it.
        { id: ticket!.id, category: 'ticket', estimate: 1, actual: '$430' },
        { id: transport!.id, category: 'transport', actual: '195.20 EUR' },
        { category: 'meals', description: 'Dinner', actual: '€42.30' },
      ],
      reimbursement: 'claimed',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      reimbursement: 'claimed',
      lines: [
        { id: ticket!.id, category: 'ticket', currency: 'USD', estimate: 450, actual: 430 },
        { id: transport!.id, currency: 'EUR', estimate: 180.5, actual: 195.2 },
        { id: lodging!.id, currency: 'USD', estimate: 2500, actual: null },
        { position: 3, category: 'meals', currency: 'EUR', estimate: null, actual: 42.3 },
      ],
      totals: [
        { currency: 'EUR', estimate: 180.5, actual: 237.5, difference: 57 },
        { currency: 'USD', estimate: 2950, actual: 430, difference: -2520 },
      ],
    });
  });

  it.each(['booked', 'completed', 'reported'])('takes actuals on a %s trip', async (status) => {
    const trip = await tripIn(status);
    const response = await actuals(traveller, trip.id, {
      lines: [{ id: trip.lines[0]!.id, category: 'ticket', actual: 400, currency: 'USD' }],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().lines[0]).toMatchObject({ actual: 400 });
  });

  it.each(['draft', 'requested', 'rejected', 'changes_requested', 'cancelled'])(
    'refuses actuals on a %s trip with 409, nothing written',
    async (status) => {
      const trip = await tripIn(status);
      const response = await actuals(traveller, trip.id, {
        lines: [
          { id: trip.lines[0]!.id, category: 'ticket', actual: 400, currency: 'USD' },
          { category: 'meals', actual: 10, currency: 'EUR' },
        ],
        reimbursement: 'claimed',
      });
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toContain('only once the trip is approved');
      const lines = await context.db.select().from(tripLines).where(eq(tripLines.tripId, trip.id));
      expect(lines.map((line) => line.actual)).toEqual([null, null, null]);
      expect((await stored(trip.id)).reimbursement).toBe('not_claimed');
    },
  );

  it('lets the traveller claim until an admin pays, then only admins change anything', async () => {
    const trip = await decidedTrip();
    const admin = await createUser(context.db, { traits: ['admin'] });
    const stranger = await createUser(context.db);
    const line = { id: trip.lines[0]!.id, category: 'ticket', actual: 400, currency: 'USD' };

    expect((await actuals(reviewer, trip.id, { reimbursement: 'claimed' })).statusCode).toBe(403);
    expect((await actuals(stranger, trip.id, { reimbursement: 'claimed' })).statusCode).toBe(404);
    const paidBySelf = await actuals(traveller, trip.id, { reimbursement: 'paid' });
    expect(paidBySelf.statusCode).toBe(403);
    expect(paidBySelf.json().message).toBe('Only an admin can mark a reimbursement paid');
    expect((await stored(trip.id)).reimbursement).toBe('not_claimed');

    const claimed = await actuals(traveller, trip.id, { lines: [line], reimbursement: 'claimed' });
    expect(claimed.json()).toMatchObject({ reimbursement: 'claimed' });
    const paid = await actuals(admin, trip.id, { reimbursement: 'paid' });
    expect(paid.json()).toMatchObject({ reimbursement: 'paid' });

    const late = await actuals(traveller, trip.id, { lines: [{ ...line, actual: 1 }] });
    expect(late.statusCode).toBe(403);
    expect(late.json().message).toBe(
      'The reimbursement is paid: only an admin can change these costs now',
    );
    expect((await actuals(traveller, trip.id, { reimbursement: 'claimed' })).statusCode).toBe(403);
    const [stillPaid] = await context.db.select().from(tripLines).where(eq(tripLines.id, line.id));
    expect(stillPaid!.actual).toBe(400);

    const corrected = await actuals(admin, trip.id, {
      lines: [{ ...line, actual: 410 }],
      reimbursement: 'claimed',
    });
    expect(corrected.json()).toMatchObject({ reimbursement: 'claimed' });
    expect(corrected.json().lines[0]).toMatchObject({ actual: 410 });
  });

  it.each([
    [{ lines: [{ category: 'meals', actual: -5, currency: 'EUR' }] }, 'lines.0.actual'],
    [{ lines: [{ category: 'meals', actual: '10.5', currency: 'JPY' }] }, 'lines.0.actual'],
    [{ lines: [{ category: 'meals', actual: 10.123, currency: 'EUR' }] }, 'lines.0.actual'],
    [{ lines: [{ category: 'yacht', actual: 10, currency: 'EUR' }] }, 'lines.0.category'],
    [{ lines: [{ category: 'meals', actual: 10, currency: 'ABC' }] }, 'lines.0.currency'],
    [{ reimbursement: 'maybe' }, 'reimbursement'],
  ])('refuses %j naming %s, nothing written', async (payload, field) => {
    const trip = await decidedTrip();
    const response = await actuals(traveller, trip.id, payload);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors ?? {})).toContain(field);
    expect(await context.db.select().from(tripLines)).toHaveLength(3);
  });

  it('refuses a line of another trip or in another currency with 400 naming it, nothing written', async () => {
    const trip = await decidedTrip();
    const other = await planTrip();
    const foreign = await actuals(traveller, trip.id, {
      lines: [
        { id: trip.lines[0]!.id, category: 'ticket', actual: 400, currency: 'USD' },
        { id: other.lines[0]!.id, category: 'ticket', actual: 1, currency: 'USD' },
      ],
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errors).toEqual({ 'lines.1.id': 'This trip has no line with this id' });
    const currency = await actuals(traveller, trip.id, {
      lines: [{ id: trip.lines[0]!.id, category: 'ticket', actual: '€400' }],
    });
    expect(currency.json().errors).toEqual({ 'lines.0.currency': 'This line is in USD' });
    const actualsNow = (await context.db.select().from(tripLines)).map((line) => line.actual);
    expect(actualsNow.every((actual) => actual === null)).toBe(true);
  });
});
