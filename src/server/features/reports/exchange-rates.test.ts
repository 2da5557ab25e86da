import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ExchangeRate } from '@shared/schemas/exchange-rate';
import { auditLog, exchangeRates } from '../../db/schema/index';
import { createUser, type TestUser } from '../../test/factories/user-factory';
import { actingAs } from '../../test/requests';
import { createTestContext, type TestContext } from '../../test/test-app';

let context: TestContext;
let admin: TestUser;
let member: TestUser;

beforeAll(async () => {
  context = await createTestContext();
});
afterAll(() => context.close());
beforeEach(async () => {
  await context.reset();
  admin = await createUser(context.db, { traits: ['admin'] });
  member = await createUser(context.db);
});

const put = async (user: TestUser, payload: Record<string, unknown>) =>
  (await actingAs(context, user)).inject({
    method: 'PUT',
    url: '/api/admin/exchange-rates',
    payload,
  });
const rows = () => context.db.select().from(exchangeRates);

describe('Admin → Exchange rates', () => {
  it('sets, replaces, lists and deletes a month’s rate, with an audit entry', async () => {
    const first = await put(admin, { base: 'usd', quote: 'EUR', month: '2026-07', rate: '0.92' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ base: 'USD', quote: 'EUR', month: '2026-07', rate: 0.92 });
    const again = await put(admin, { base: 'USD', quote: 'EUR', month: '2026-07', rate: 0.9 });
    expect(again.json()).toMatchObject({ id: first.json().id, rate: 0.9, version: 2 });
    await put(admin, { base: 'GBP', quote: 'EUR', month: '2026-08', rate: 1.17 });
    const api = await actingAs(context, admin);
    const list: ExchangeRate[] = (await api.inject({ url: '/api/admin/exchange-rates' })).json();
    expect(list.map((rate) => [rate.base, rate.month, rate.rate])).toEqual([
      ['GBP', '2026-08', 1.17],
      ['USD', '2026-07', 0.9],
    ]);
    const removed = await api.inject({
      method: 'DELETE',
      url: `/api/admin/exchange-rates/${first.json().id}`,
    });
    expect(removed.statusCode).toBe(204);
    expect(
      (await api.inject({ method: 'DELETE', url: `/api/admin/exchange-rates/${first.json().id}` }))
        .statusCode,
    ).toBe(404);
    expect(await rows()).toHaveLength(1);
    const audited = await context.db.select().from(auditLog);
    expect(audited.filter((entry) => entry.recordType === 'exchange_rates')).toHaveLength(4);
  });

  it.each([
    [{ rate: 0 }, 'rate'],
    [{ rate: -1.5 }, 'rate'],
    [{ rate: 'lots' }, 'rate'],
    [{ base: 'ABC' }, 'base'],
    [{ quote: 'ZZZ' }, 'quote'],
    [{ quote: 'USD' }, 'quote'],
    [{ month: '2026-13' }, 'month'],
  ])('refuses %o with 400 naming %s, writing nothing', async (change, field) => {
    const response = await put(admin, {
      base: 'USD',
      quote: 'EUR',
      month: '2026-07',
      rate: 0.9,
      ...change,
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(Object.keys(response.json().errors)).toEqual([field]);
    expect(await rows()).toHaveLength(0);
  });

  it('is for admins only: a member can neither read nor write', async () => {
    const api = await actingAs(context, member);
    expect((await api.inject({ url: '/api/admin/exchange-rates' })).statusCode).toBe(403);
    const response = await put(member, { base: 'USD', quote: 'EUR', month: '2026-07', rate: 1 });
    expect(response.statusCode).toBe(403);
    expect(
      (await api.inject({ method: 'DELETE', url: '/api/admin/exchange-rates/1' })).statusCode,
    ).toBe(403);
    expect(await rows()).toHaveLength(0);
  });
});
