import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createAsset } from '../test/factories/asset-factory';
import { createAttendee } from '../test/factories/attendee-factory';
import { createCfpSubmission } from '../test/factories/cfp-submission-factory';
import { createEvent } from '../test/factories/event-factory';
import { createSponsorship } from '../test/factories/sponsorship-factory';
import { createStakeholder } from '../test/factories/stakeholder-factory';
import { createUser, type TestUser } from '../test/factories/user-factory';
import { actingAs } from '../test/requests';
import { AWKWARD_TEXTS, expectListOfOwnAnswers } from '../test/list-json';
import { createTestContext, type TestContext } from '../test/test-app';

// Attendees, CFP submissions, sponsorships and stakeholders list their pages as JSON text
// written by PostgreSQL (eventRecords' listJson, listStakeholdersJson, listAssetsJson); one
// record's route still serialises it through its zod schema.
// Both must give the same bytes for the same record.

let context: TestContext;
let user: TestUser;
let api: Awaited<ReturnType<typeof actingAs>>;

beforeAll(async () => {
  context = await createTestContext();
});
afterAll(() => context.close());
beforeEach(async () => {
  await context.reset();
  user = await createUser(context.db);
  api = await actingAs(context, user);
});

async function seed() {
  const events = [
    await createEvent(context.db, { name: AWKWARD_TEXTS[0] }),
    await createEvent(context.db, { name: AWKWARD_TEXTS[3] }),
  ];
  for (const [index, text] of AWKWARD_TEXTS.entries()) {
    const eventId = events[index % 2]!.id;
    await createAttendee(context.db, {
      eventId,
      name: text,
      email: index % 2 ? null : `a${index}@example.org`,
      role: index % 2 ? null : text,
      notes: index === 2 ? null : text,
      userId: index === 0 ? user.id : null,
      createdById: index === 1 ? null : user.id,
    });
    await createSponsorship(context.db, {
      eventId,
      sponsorName: text,
      tier: text,
      // Trailing zeros, a fraction, none, zero and the column's largest value.
      ...([
        { amount: 5000.5, currency: 'EUR' },
        { amount: null, currency: null },
        { amount: 0, currency: 'USD' },
        { amount: 999_999_999_999.999, currency: 'JPY' },
      ][index] ?? {}),
      contactName: index % 2 ? null : text,
      contactEmail: index % 2 ? null : `s${index}@example.org`,
      notes: text,
      createdById: index === 1 ? null : user.id,
    });
    await createStakeholder(context.db, {
      name: text,
      email: `h${index}@example.org`,
      organization: text,
      department: index % 2 ? null : text,
      notes: index === 2 ? null : text,
      userId: index === 0 ? user.id : null,
      createdById: index === 1 ? null : user.id,
      ...(index === 3 ? { role: 'finance' } : {}),
    });
    await createCfpSubmission(context.db, {
      eventId,
      title: text,
      abstract: text,
      submitterName: text,
      notes: index % 2 ? null : text,
      submitterId: index === 3 ? null : user.id,
      submissionDate: `2026-0${index + 1}-0${index + 2}`,
    });
  }
  // Microseconds (cut, as toISOString cuts) and a time given in another zone.
  await context.db.execute(
    sql`update attendees set created_at = '2026-03-04 23:06:07.891999-05:00'`,
  );
  await context.db.execute(
    sql`update cfp_submissions set updated_at = '2026-03-04 23:06:07.000500+09:00'`,
  );
  await context.db.execute(
    sql`update stakeholders set created_at = '2026-03-04 23:06:07.891999-05:00'`,
  );
  await context.db.execute(
    sql`update sponsorships set updated_at = '2026-03-04 23:06:07.000500+09:00'`,
  );
}

describe.each(['/api/attendees', '/api/cfp-submissions', '/api/sponsorships', '/api/stakeholders'])(
  'GET %s as JSON text',
  (path) => {
    const ordered = path === '/api/stakeholders' ? 'sort=-name' : 'sort=eventName';
    it.each(['limit=500', 'limit=500&sort=-createdAt', `limit=2&offset=1&${ordered}`, 'q=é'])(
      'answers %s with the bytes of each record’s own answer',
      async (query) => {
        await seed();
        await expectListOfOwnAnswers(api, path, query);
      },
    );

    it('answers a page past the end as [] with the total', async () => {
      await seed();
      const response = await api.inject({ url: `${path}?offset=50` });
      expect(response.body).toBe('[]');
      expect(response.headers['x-total-count']).toBe('4');
    });
  },
);

describe('GET /api/stakeholders by role as JSON text', () => {
  it.each(['/api/stakeholders?role=finance', '/api/stakeholders/role/finance'])(
    '%s answers the role’s stakeholders as their own answers',
    async (url) => {
      await seed();
      const listed = await api.inject({ url });
      const one = await api.inject({ url: `/api/stakeholders/${listed.json()[0].id}` });
      expect(listed.body).toBe(`[${one.body}]`);
      expect(listed.headers['x-total-count']).toBe('1');
    },
  );
});

describe('GET /api/assets as JSON text', () => {
  async function seedAssets() {
    const event = await createEvent(context.db, { name: AWKWARD_TEXTS[1] });
    // An uploader without a name is shown by username.
    const nameless = await createUser(context.db);
    await context.db.execute(sql`update users set name = null where id = ${nameless.id}`);
    for (const [index, text] of AWKWARD_TEXTS.entries()) {
      await createAsset(context.db, {
        uploadedBy: index === 2 ? nameless.id : user.id,
        traits: index % 2 ? ['pdf'] : index === 2 ? ['trip-report'] : [],
        name: text,
        description: index === 3 ? null : text,
        ...(index % 2 ? {} : { content: text }),
        eventId: index === 1 ? null : event.id,
        createdById: index === 3 ? null : user.id,
      });
    }
    await context.db.execute(
      sql`update assets set uploaded_at = '2026-03-04 23:06:07.891999-05:00' where id % 2 = 0`,
    );
    return event;
  }

  it.each(['limit=500', 'limit=2&offset=1', 'q=é', 'q=trip%20report', 'type=presentation'])(
    'answers %s with the bytes of each asset’s own answer, signed links included',
    async (query) => {
      await seedAssets();
      await expectListOfOwnAnswers(api, '/api/assets', query);
    },
  );

  it('filters by event and by not linked to it, and signs each file’s link', async () => {
    const event = await seedAssets();
    const linked = await expectListOfOwnAnswers(api, '/api/assets', `eventId=${event.id}`);
    expect(linked.headers['x-total-count']).toBe('3');
    const unlinked = await expectListOfOwnAnswers(api, '/api/assets', `unlinked=${event.id}`);
    expect(unlinked.json()).toEqual([
      expect.objectContaining({ fileUrl: expect.stringMatching(/^\/api\/files\/.+signature=/) }),
    ]);
  });
});
