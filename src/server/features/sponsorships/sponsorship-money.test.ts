import fc from 'fast-check';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AMOUNT_MESSAGE, CURRENCY_MESSAGE, isCurrencyCode } from '@shared/money';
import { sponsorships } from '../../db/schema/index';
import { createEvent } from '../../test/factories/event-factory';
import { createSponsorship } from '../../test/factories/sponsorship-factory';
import { createUser } from '../../test/factories/user-factory';
import { actingAs } from '../../test/requests';
import { createTestContext, type TestContext } from '../../test/test-app';

let context: TestContext;

// EUR by configuration, so that the default is seen to come from DEFAULT_CURRENCY.
beforeAll(async () => {
  context = await createTestContext({ DEFAULT_CURRENCY: 'EUR' });
});
afterAll(() => context.close());
beforeEach(() => context.reset());

const as = async () => actingAs(context, await createUser(context.db));
const rows = () => context.db.select().from(sponsorships);

const body = (eventId: number, money: object) => ({
  eventId,
  sponsorName: 'ACME',
  tier: 'Gold',
  ...money,
});

describe('sponsorship amounts', () => {
  it('tells the web app the default currency', async () => {
    const response = await context.app.inject({ url: '/api/version' });
    expect(response.json()).toMatchObject({ defaultCurrency: 'EUR' });
  });

  it('stores an amount without a currency in DEFAULT_CURRENCY, and no currency without an amount', async () => {
    const event = await createEvent(context.db);
    const client = await as();
    const post = (money: object) =>
      client.inject({ method: 'POST', url: '/api/sponsorships', payload: body(event.id, money) });
    expect((await post({ amount: '2500.5' })).json()).toMatchObject({
      amount: 2500.5,
      currency: 'EUR',
    });
    expect((await post({ amount: 7, currency: 'usd' })).json()).toMatchObject({
      amount: 7,
      currency: 'USD',
    });
    expect((await post({ amount: '', currency: 'USD' })).json()).toMatchObject({
      amount: null,
      currency: null,
    });
  });

  it('reads an amount written as people write it; the currency it names wins over the default', async () => {
    const event = await createEvent(context.db);
    const client = await as();
    const post = async (money: object) => {
      const response = await client.inject({
        method: 'POST',
        url: '/api/sponsorships',
        payload: body(event.id, money),
      });
      expect(response.statusCode, response.body).toBe(201);
      const { amount, currency } = response.json();
      return { amount, currency };
    };
    expect(await post({ amount: '$5,000' })).toEqual({ amount: 5000, currency: 'USD' });
    expect(await post({ amount: '1 500 €' })).toEqual({ amount: 1500, currency: 'EUR' });
    expect(await post({ amount: '5k' })).toEqual({ amount: 5000, currency: 'EUR' });
    expect(await post({ amount: 'USD 300', currency: 'usd' })).toEqual({
      amount: 300,
      currency: 'USD',
    });
    expect(await post({ amount: '2.500,50' })).toEqual({ amount: 2500.5, currency: 'EUR' });
  });

  it.each([
    ['words', { amount: 'TBD' }, 'amount', AMOUNT_MESSAGE],
    ['a negative text', { amount: '-5' }, 'amount', AMOUNT_MESSAGE],
    ['two decimal marks', { amount: '5,000.00.00' }, 'amount', AMOUNT_MESSAGE],
    [
      'a symbol that disagrees with the currency',
      { amount: '$5,000', currency: 'EUR' },
      'amount',
      'Written in USD but the currency is EUR: leave one out or make them agree',
    ],
    ['a negative amount', { amount: -5 }, 'amount', 'Must be at least 0'],
    [
      'three decimals in USD',
      { amount: '1010.505', currency: 'USD' },
      'amount',
      'At most 2 decimal places for USD',
    ],
    [
      'three decimals in the default currency',
      { amount: 10.505 },
      'amount',
      'At most 2 decimal places for EUR',
    ],
    [
      'decimals in JPY',
      { amount: 1.5, currency: 'JPY' },
      'amount',
      'Must be a whole number for JPY',
    ],
    ...['ABC', 'EURO', '€', 'us'].map((currency): [string, object, string, string] => [
      `the currency ${currency}`,
      { amount: 5, currency },
      'currency',
      CURRENCY_MESSAGE,
    ]),
  ])(
    'answers 400 naming the field for %s, and writes nothing',
    async (_what, money, field, message) => {
      const event = await createEvent(context.db);
      const response = await (
        await as()
      ).inject({ method: 'POST', url: '/api/sponsorships', payload: body(event.id, money) });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message, errors: { [field]: message } });
      expect(await rows()).toEqual([]);
    },
  );

  it('checks a changed amount against the currency the sponsorship already has', async () => {
    const sponsorship = await createSponsorship(context.db, { amount: 5000, currency: 'JPY' });
    const client = await as();
    const put = (payload: object) =>
      client.inject({ method: 'PUT', url: `/api/sponsorships/${sponsorship.id}`, payload });
    const refused = await put({ amount: '12.5' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({ amount: 'Must be a whole number for JPY' });
    expect((await put({ currency: 'USD' })).json()).toMatchObject({
      amount: 5000,
      currency: 'USD',
    });
    expect((await put({ amount: '12.5' })).json()).toMatchObject({
      amount: 12.5,
      currency: 'USD',
    });
    const toYen = await put({ currency: 'JPY' });
    expect(toYen.statusCode).toBe(400);
    expect(toYen.json().errors).toEqual({ amount: 'Must be a whole number for JPY' });
    expect((await put({ amount: null })).json()).toMatchObject({ amount: null, currency: null });
  });

  it('on update, an amount naming its currency moves the sponsorship to it; a disagreeing or bad currency is refused', async () => {
    const sponsorship = await createSponsorship(context.db, { amount: 5000, currency: 'USD' });
    const client = await as();
    const put = (payload: object) =>
      client.inject({ method: 'PUT', url: `/api/sponsorships/${sponsorship.id}`, payload });
    expect((await put({ amount: '€2.500' })).json()).toMatchObject({
      amount: 2500,
      currency: 'EUR',
    });
    const before = await rows();
    for (const [payload, field] of [
      [{ amount: '£10', currency: 'EUR' }, 'amount'],
      [{ amount: '5,000.00.00' }, 'amount'],
      [{ amount: 10, currency: 'EURO' }, 'currency'],
      [{ amount: '10', currency: '€' }, 'currency'],
      [{ currency: 'us' }, 'currency'],
    ] as const) {
      const response = await put(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(Object.keys(response.json().errors)).toEqual([field]);
    }
    expect(await rows()).toEqual(before);
  });

  it('never answers 5xx to any text as currency, with or without an amount, and writes nothing when refusing', async () => {
    const event = await createEvent(context.db);
    const sponsorship = await createSponsorship(context.db, { eventId: event.id });
    const client = await as();
    const amount = fc.option(fc.oneof(fc.nat(), fc.constantFrom('5000', '$5,000', '2.500 €')), {
      nil: undefined,
    });
    const currency = fc.oneof(
      fc.string(),
      fc.string({ unit: 'binary' }),
      fc.constantFrom('EURO', '€', 'us', 'usd', 'JPY', 'xyz', ' ', ''),
    );
    await fc.assert(
      fc.asyncProperty(fc.boolean(), currency, amount, async (update, code, money) => {
        const before = await rows();
        const payload = { ...body(event.id, {}), currency: code, amount: money };
        const response = await client.inject(
          update
            ? { method: 'PUT', url: `/api/sponsorships/${sponsorship.id}`, payload }
            : { method: 'POST', url: '/api/sponsorships', payload },
        );
        expect(response.statusCode, `${JSON.stringify(payload)}: ${response.body}`).toBeLessThan(
          500,
        );
        if (response.statusCode >= 400) {
          const known = code.trim() === '' || isCurrencyCode(code.trim().toUpperCase());
          // A known code is refused only when the amount's own symbol or code disagrees with it.
          expect(Object.keys(response.json().errors)).toEqual([known ? 'amount' : 'currency']);
          expect(await rows()).toEqual(before);
        }
      }),
      { numRuns: 60, seed: 22 },
    );
  });
});

describe('GET /api/sponsorships/totals', () => {
  it('adds the amounts up per currency for the same filters as the list', async () => {
    const first = await createEvent(context.db);
    const second = await createEvent(context.db);
    for (const [eventId, amount, currency, status, sponsorName] of [
      [first.id, 5000.5, 'USD', 'confirmed', 'Initech'],
      [first.id, 25000, 'USD', 'pending', 'Globex'],
      [first.id, 900, 'EUR', 'confirmed', 'Umbrella'],
      [first.id, null, null, 'confirmed', 'Hooli'],
      [second.id, 1000, 'USD', 'confirmed', 'Initrode'],
    ] as const) {
      await createSponsorship(context.db, { eventId, amount, currency, status, sponsorName });
    }
    const client = await as();
    const totals = async (query: string) => {
      const response = await client.inject({ url: `/api/sponsorships/totals?${query}` });
      expect(response.statusCode).toBe(200);
      return response.json();
    };
    expect(await totals('')).toEqual([
      { currency: 'EUR', amount: 900, count: 1 },
      { currency: 'USD', amount: 31000.5, count: 3 },
    ]);
    expect(await totals(`eventId=${first.id}&status=confirmed`)).toEqual([
      { currency: 'EUR', amount: 900, count: 1 },
      { currency: 'USD', amount: 5000.5, count: 1 },
    ]);
    expect(await totals('q=initr')).toEqual([{ currency: 'USD', amount: 1000, count: 1 }]);
    expect(await totals('tier=none')).toEqual([]);
  });

  it('answers 400 for a bad filter and 401 without a session', async () => {
    const response = await (await as()).inject({ url: '/api/sponsorships/totals?status=maybe' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toHaveProperty('status');
    expect((await context.app.inject({ url: '/api/sponsorships/totals' })).statusCode).toBe(401);
  });
});
