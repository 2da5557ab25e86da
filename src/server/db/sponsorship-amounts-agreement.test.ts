import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../lib/sql';
import { createUser } from '../test/factories/user-factory';
import {
  databaseMigratedFromOldAmounts,
  OLD_AMOUNTS,
  UNREADABLE_OLD_AMOUNTS,
} from '../test/old-sponsorship-amounts';
import { actingAs } from '../test/requests';
import { createTestContext, type TestContext } from '../test/test-app';

// One database: migration 0013 reads the old amounts, then the API, with the same
// DEFAULT_CURRENCY (CHF), is sent each of them as text.
let context: TestContext;
let client: Awaited<ReturnType<typeof actingAs>>;
/** What the migration made of each old amount, in OLD_AMOUNTS then UNREADABLE_OLD_AMOUNTS order. */
let byMigration: { amount: number | null; currency: string | null }[];

beforeAll(async () => {
  const database = await databaseMigratedFromOldAmounts({ warn: () => {} });
  context = await createTestContext({ DEFAULT_CURRENCY: 'CHF' }, { database });
  client = await actingAs(context, await createUser(context.db));
  byMigration = rowsOf<{ amount: string | null; currency: string | null }>(
    await context.db.execute(sql`select amount, currency from sponsorships order by id`),
  ).map(({ amount, currency }) => ({ amount: amount === null ? null : Number(amount), currency }));
});
afterAll(() => context?.close());

const post = (amount: string | null) =>
  client.inject({
    method: 'POST',
    url: '/api/sponsorships',
    payload: { eventId: 1, sponsorName: 'New', tier: 'gold', amount },
  });

describe('amounts as text: the API reads them as migration 0013 did', () => {
  it('gives every old amount the migration read the same amount and currency', async () => {
    const byApi = [];
    for (const [text] of OLD_AMOUNTS) {
      const response = await post(text);
      expect(response.statusCode, `${text}: ${response.body}`).toBe(201);
      const { amount, currency } = response.json();
      byApi.push({ amount, currency });
    }
    expect(byApi).toEqual(byMigration.slice(0, OLD_AMOUNTS.length));
    // Not vacuous: every amount the case list says the migration reads was read.
    expect(byApi.map(({ amount }) => amount)).toEqual(
      OLD_AMOUNTS.map(([, amount]) => (amount === null ? null : Number(amount))),
    );
  });

  it('refuses, naming amount, every old amount the migration could not read', async () => {
    expect(byMigration.slice(OLD_AMOUNTS.length)).toEqual(
      UNREADABLE_OLD_AMOUNTS.map(() => ({ amount: null, currency: null })),
    );
    for (const text of UNREADABLE_OLD_AMOUNTS) {
      const response = await post(text);
      expect(response.statusCode, text).toBe(400);
      expect(Object.keys(response.json().errors), text).toEqual(['amount']);
    }
  });
});
