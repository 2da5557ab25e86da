import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createEvent } from '../../test/factories/event-factory';
import { createSponsorship } from '../../test/factories/sponsorship-factory';
import { createUser } from '../../test/factories/user-factory';
import { actingAs } from '../../test/requests';
import { createTestContext, type TestContext } from '../../test/test-app';

let context: TestContext;

beforeAll(async () => {
  context = await createTestContext();
});
afterAll(() => context.close());
beforeEach(() => context.reset());

const tiers = async () =>
  (await actingAs(context, await createUser(context.db))).inject({
    url: '/api/sponsorships/tiers',
  });

describe('GET /api/sponsorships/tiers', () => {
  it('answers the tiers in use, one per spelling ignoring case, most used first then A to Z', async () => {
    const event = await createEvent(context.db);
    for (const tier of ['gold', 'Gold', 'Gold', 'Bronze', 'Silver', 'Silver', 'Community']) {
      await createSponsorship(context.db, { eventId: event.id, tier });
    }
    const response = await tiers();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      { value: 'Gold', uses: 3 },
      { value: 'Silver', uses: 2 },
      { value: 'Bronze', uses: 1 },
      { value: 'Community', uses: 1 },
    ]);
  });

  it('comes only from existing records, across events', async () => {
    expect((await tiers()).json()).toEqual([]);
    await createSponsorship(context.db, { tier: 'Media' });
    await createSponsorship(context.db, { tier: 'media' });
    expect((await tiers()).json()).toEqual([{ value: 'Media', uses: 2 }]);
  });

  it('answers 401 without a token', async () => {
    await createSponsorship(context.db, { tier: 'Gold' });
    const response = await context.app.inject({ url: '/api/sponsorships/tiers' });
    expect(response.statusCode).toBe(401);
  });
});
