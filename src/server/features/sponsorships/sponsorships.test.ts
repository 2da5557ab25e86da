import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { events, sponsorships } from '../../db/schema/index';
import { createEvent } from '../../test/factories/event-factory';
import { createSponsorship } from '../../test/factories/sponsorship-factory';
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
const countRows = async () => (await context.db.select().from(sponsorships)).length;

const specBody = (eventId: number) => ({
  event_id: eventId,
  sponsor_name: 'ACME Corp',
  tier: 'Gold',
  amount: '10000.50',
  currency: 'eur',
  status: 'confirmed',
  contact_name: 'Wile E.',
  contact_email: 'wile@acme.example',
  notes: 'Booth 12',
});

describe('GET /api/sponsorships', () => {
  it('lists sponsorships newest first with event name and level', async () => {
    const event = await createEvent(context.db, { name: 'SCALE' });
    const first = await createSponsorship(context.db, { eventId: event.id });
    const second = await createSponsorship(context.db, { eventId: event.id, traits: ['gold'] });
    const response = await (await as()).inject({ url: '/api/sponsorships' });
    expect(response.statusCode).toBe(200);
    expect(response.json().map((row: { id: number }) => row.id)).toEqual([second.id, first.id]);
    expect(response.json()[0]).toMatchObject({
      eventName: 'SCALE',
      tier: 'gold',
      level: 'gold',
      amount: 10000,
      currency: 'USD',
      status: 'pending',
    });
  });

  it('filters by event (either spelling), tier, status and search text', async () => {
    const first = await createEvent(context.db);
    const second = await createEvent(context.db);
    await createSponsorship(context.db, { eventId: first.id, sponsorName: 'Initech' });
    await createSponsorship(context.db, { eventId: second.id, traits: ['gold', 'confirmed'] });
    await createSponsorship(context.db, { eventId: second.id, contactEmail: 'ops@globex.example' });
    const client = await as();
    const count = async (query: string) =>
      (await client.inject({ url: `/api/sponsorships?${query}` })).json().length;
    expect(await count(`eventId=${first.id}`)).toBe(1);
    expect(await count(`event_id=${second.id}`)).toBe(2);
    expect(await count('tier=GOLD')).toBe(1);
    expect(await count('status=confirmed')).toBe(1);
    expect(await count('status=pending&q=initech')).toBe(1);
    expect(await count('q=globex')).toBe(1);
  });

  it('sorts amounts as numbers within each currency (currencies A to Z), and by level', async () => {
    const event = await createEvent(context.db);
    for (const [amount, currency, tier] of [
      [5000.5, 'USD', 'b'],
      [25000, 'USD', 'a'],
      [900, 'USD', 'e'],
      [100000, 'EUR', 'c'],
      [null, null, 'd'],
    ] as const) {
      await createSponsorship(context.db, { eventId: event.id, amount, currency, tier });
    }
    const client = await as();
    const order = async (sort: string, field: 'amount' | 'level') =>
      (await client.inject({ url: `/api/sponsorships?sort=${sort}` }))
        .json()
        .map((row: Record<string, unknown>) =>
          field === 'amount' && row.amount !== null ? `${row.amount} ${row.currency}` : row[field],
        );
    expect(await order('amount', 'amount')).toEqual([
      '100000 EUR',
      '900 USD',
      '5000.5 USD',
      '25000 USD',
      null,
    ]);
    expect(await order('-amount', 'amount')).toEqual([
      '100000 EUR',
      '25000 USD',
      '5000.5 USD',
      '900 USD',
      null,
    ]);
    expect(await order('level', 'level')).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('answers 400 for an unknown status filter', async () => {
    const response = await (await as()).inject({ url: '/api/sponsorships?status=maybe' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toHaveProperty('status');
  });

  it('drops the sponsorships of a deleted event', async () => {
    const event = await createEvent(context.db);
    await createSponsorship(context.db, { eventId: event.id });
    await context.db.delete(events).where(eq(events.id, event.id));
    expect((await (await as()).inject({ url: '/api/sponsorships' })).json()).toEqual([]);
  });
});

describe('GET /api/sponsorships/:id', () => {
  it('answers one sponsorship, 404 for an unknown id and 400 for a non-numeric one', async () => {
    const sponsorship = await createSponsorship(context.db);
    const client = await as();
    const found = await client.inject({ url: `/api/sponsorships/${sponsorship.id}` });
    expect(found.json()).toMatchObject({
      id: sponsorship.id,
      sponsorName: sponsorship.sponsorName,
    });
    const missing = await client.inject({ url: '/api/sponsorships/999' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Sponsorship not found' });
    expect((await client.inject({ url: '/api/sponsorships/abc' })).statusCode).toBe(400);
  });
});

describe('POST /api/sponsorships', () => {
  it('creates a sponsorship from snake_case field names, owned by the signed-in user', async () => {
    const user = await createUser(context.db);
    const event = await createEvent(context.db);
    const response = await (
      await as(user)
    ).inject({ method: 'POST', url: '/api/sponsorships', payload: specBody(event.id) });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      eventId: event.id,
      sponsorName: 'ACME Corp',
      tier: 'Gold',
      level: 'Gold',
      amount: 10000.5,
      currency: 'EUR',
      status: 'confirmed',
      contactName: 'Wile E.',
      contactEmail: 'wile@acme.example',
      notes: 'Booth 12',
      createdById: user.id,
    });
  });

  it('defaults the status to pending and leaves optional fields empty', async () => {
    const event = await createEvent(context.db);
    const response = await (
      await as()
    ).inject({
      method: 'POST',
      url: '/api/sponsorships',
      payload: { eventId: event.id, sponsorName: 'Solo', tier: 'Bronze', contactEmail: '' },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      status: 'pending',
      amount: null,
      currency: null,
      contactName: null,
      contactEmail: null,
    });
  });

  it.each([
    ['eventId', { event_id: undefined }, 'Required'],
    ['sponsorName', { sponsor_name: '' }, 'Required'],
    ['tier', { tier: undefined }, 'Required'],
    ['status', { status: 'maybe' }, 'Must be one of: pending, confirmed, cancelled'],
    ['sponsorName', { sponsor_name: 'x'.repeat(201) }, 'At most 200 characters'],
    ['contactEmail', { contact_email: 'wile at acme' }, 'Must be a valid email'],
  ])('rejects a bad %s (%o) and writes nothing', async (field, change, message) => {
    const event = await createEvent(context.db);
    const response = await (
      await as()
    ).inject({
      method: 'POST',
      url: '/api/sponsorships',
      payload: { ...specBody(event.id), ...change },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[field]).toEqual(message);
    expect(await countRows()).toBe(0);
  });

  it('answers 400 on eventId for an event that does not exist', async () => {
    const response = await (
      await as()
    ).inject({ method: 'POST', url: '/api/sponsorships', payload: specBody(31337) });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ eventId: 'Event not found' });
    expect(await countRows()).toBe(0);
  });
});

describe('PUT /api/sponsorships/:id', () => {
  it('changes only the fields sent', async () => {
    const sponsorship = await createSponsorship(context.db, { traits: ['gold'] });
    const response = await (
      await as()
    ).inject({
      method: 'PUT',
      url: `/api/sponsorships/${sponsorship.id}`,
      payload: { status: 'confirmed' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'confirmed',
      tier: 'gold',
      amount: 10000,
      currency: 'USD',
    });
  });

  it('rejects bad input and leaves the row as it was', async () => {
    const sponsorship = await createSponsorship(context.db);
    const response = await (
      await as()
    ).inject({
      method: 'PUT',
      url: `/api/sponsorships/${sponsorship.id}`,
      payload: { tier: '', amount: '$1' },
    });
    expect(response.statusCode).toBe(400);
    expect(await context.db.select().from(sponsorships)).toEqual([sponsorship]);
  });
});

describeRecordRouteBasics({
  path: '/api/sponsorships',
  context: () => context,
  create: (createdById) => createSponsorship(context.db, { createdById }),
  body: async () => specBody((await createEvent(context.db)).id),
  patch: { tier: 'X' },
  countRows,
  otherReads: ['/api/sponsorships/tiers'],
});

describeRecordVersions({
  path: '/api/sponsorships',
  context: () => context,
  create: (createdById) => createSponsorship(context.db, { createdById }),
  patch: (n) => ({ tier: `Tier ${n}` }),
  field: 'tier',
});

describeMoveRule({
  path: '/api/sponsorships',
  context: () => context,
  create: (createdById, eventId) => createSponsorship(context.db, { createdById, eventId }),
  createEvent: (createdById) => createEvent(context.db, { createdById }),
  noun: 'sponsorship',
});
