import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attendees, cfpSubmissions, sponsorships, stakeholders } from '../../db/schema/index';
import { createAttendee } from '../../test/factories/attendee-factory';
import { createCfpSubmission } from '../../test/factories/cfp-submission-factory';
import { createEvent } from '../../test/factories/event-factory';
import { createSponsorship } from '../../test/factories/sponsorship-factory';
import { createStakeholder } from '../../test/factories/stakeholder-factory';
import { createUser } from '../../test/factories/user-factory';
import { actingAs } from '../../test/requests';
import { anyText } from '../../test/text-arbitraries';
import { createTestContext, type TestContext } from '../../test/test-app';
import { propertyRuns } from '../../test/property-runs';

// Random and malformed input for the cfp-submissions, attendees, sponsorships and stakeholders routes.

let context: TestContext;
let client: Awaited<ReturnType<typeof actingAs>>;
let eventId: number;
/** An event of the signed-in user's own, to move others' records into. */
let ownEventId: number;
const existing: Record<string, number> = {};

const RUNS = 40;
const RESOURCES = ['cfp-submissions', 'attendees', 'sponsorships', 'stakeholders'] as const;

beforeAll(async () => {
  context = await createTestContext();
  const user = await createUser(context.db);
  // Someone else's records: DELETE answers 403 and must leave them in place.
  const other = await createUser(context.db);
  eventId = (await createEvent(context.db)).id;
  const owned = { eventId, createdById: other.id };
  existing['cfp-submissions'] = (await createCfpSubmission(context.db, owned)).id;
  existing.attendees = (await createAttendee(context.db, owned)).id;
  existing.sponsorships = (await createSponsorship(context.db, owned)).id;
  existing.stakeholders = (await createStakeholder(context.db, { createdById: other.id })).id;
  ownEventId = (await createEvent(context.db, { createdById: user.id })).id;
  client = await actingAs(context, user);
});
afterAll(() => context.close());

async function countRows() {
  const tables = [cfpSubmissions, attendees, sponsorships, stakeholders];
  return Promise.all(tables.map(async (table) => (await context.db.select().from(table)).length));
}

/** Mostly a plausible value, sometimes anything: bodies then get far enough to reach the database. */
const usually = <T>(plausible: fc.Arbitrary<T>) =>
  fc.oneof({ weight: 4, arbitrary: plausible }, { weight: 1, arbitrary: fc.anything() });

const idLike = () =>
  fc.oneof(
    { weight: 3, arbitrary: fc.constant(0).map(() => eventId) },
    { weight: 1, arbitrary: fc.oneof(fc.integer(), anyText(), fc.constant(null)) },
  );

const recordBody = () =>
  fc.record(
    {
      eventId: usually(idLike()),
      event_id: usually(idLike()),
      title: usually(anyText()),
      abstract: usually(anyText()),
      submitterName: usually(anyText()),
      submission_date: usually(fc.constantFrom('2026-01-31', '2026-02-30', '', null)),
      status: usually(fc.constantFrom('draft', 'accepted', 'pending', 'confirmed', 'nope')),
      name: usually(anyText()),
      email: usually(fc.oneof(fc.emailAddress(), anyText())),
      role: usually(fc.oneof(fc.constantFrom('legal', 'decision_maker', 'Speaker'), anyText())),
      organization: usually(anyText()),
      sponsorName: usually(anyText()),
      tier: usually(anyText()),
      amount: usually(anyText()),
      contact_email: usually(fc.oneof(fc.emailAddress(), anyText())),
      contact_name: usually(anyText()),
      department: usually(anyText()),
      notes: usually(anyText()),
    },
    { requiredKeys: [] },
  );

/** A JSON body, any JSON value, or text that is not JSON at all. */
const rawBody = () =>
  fc.oneof(
    recordBody().map((value) => JSON.stringify(value) ?? 'null'),
    fc.anything().map((value) => JSON.stringify(value) ?? 'null'),
    anyText(),
  );

const pathId = (resource: string) =>
  fc.oneof(
    fc.constant(0).map(() => String(existing[resource])),
    fc.integer().map(String),
    fc.constantFrom('0', '-1', '1.5', '1e3', '0x10', '99999999999', 'abc', '%00', 'null'),
    fc.string({ minLength: 1 }).map(encodeURIComponent),
  );

async function expectSafe(options: InjectOptions) {
  const before = await countRows();
  const response = await client.inject(options);
  expect(response.statusCode, `${options.method} ${options.url}: ${response.body}`).toBeLessThan(
    500,
  );
  if (response.statusCode >= 400) {
    expect(await countRows()).toEqual(before);
    expect(response.json()).toHaveProperty('message');
  }
}

const json = { 'content-type': 'application/json' };

const TABLES = {
  'cfp-submissions': cfpSubmissions,
  attendees,
  sponsorships,
  stakeholders,
} as const;

/** The record as stored, version included: a refused write must leave it exactly so. */
async function storedRecord(resource: (typeof RESOURCES)[number]) {
  const table = TABLES[resource];
  return context.db.select().from(table).where(eq(table.id, existing[resource]!));
}

/** If-Match values: versions current and stale, *, and malformed ones (weak, lists, bare, junk). */
const ifMatch = () =>
  fc.oneof(
    fc.constantFrom('"1"', '"2"', '"3"', '*', '"999"', 'W/"1"', '1', '', '"1", "2"', '"0"'),
    fc.string({ unit: fc.constantFrom('"', 'W', '/', '*', ',', ' ', '0', '1', '9', 'x') }),
  );

describe.each(RESOURCES)('/api/%s under random input', (resource) => {
  it('never fails with 5xx on random query strings', async () => {
    const query = fc.dictionary(
      fc.constantFrom('eventId', 'event_id', 'status', 'role', 'tier', 'q', 'sort', 'other'),
      fc.oneof(fc.constantFrom('1', '', 'title', '-name', 'accepted', 'legal'), anyText()),
    );
    await fc.assert(
      fc.asyncProperty(query, async (params) => {
        await expectSafe({ method: 'GET', url: `/api/${resource}`, query: params });
      }),
      propertyRuns(RUNS),
    );
  });

  it('never fails with 5xx, and writes nothing when refusing, on random bodies', async () => {
    await fc.assert(
      fc.asyncProperty(rawBody(), async (payload) => {
        await expectSafe({ method: 'POST', url: `/api/${resource}`, payload, headers: json });
      }),
      propertyRuns(RUNS),
    );
  });

  it.each(['GET', 'PUT', 'DELETE'] as const)(
    '%s on an id survives random ids and bodies',
    async (method) => {
      await fc.assert(
        fc.asyncProperty(pathId(resource), rawBody(), async (id, payload) => {
          const url = `/api/${resource}/${id}`;
          if (method === 'PUT') await expectSafe({ method, url, payload, headers: json });
          else await expectSafe({ method, url });
        }),
        propertyRuns(RUNS),
      );
    },
  );

  it('PUT with a random If-Match, or moving someone else’s record, writes nothing when refused', async () => {
    await fc.assert(
      fc.asyncProperty(ifMatch(), recordBody(), fc.boolean(), async (tag, body, move) => {
        const before = await storedRecord(resource);
        const response = await client.inject({
          method: 'PUT',
          url: `/api/${resource}/${existing[resource]}`,
          payload: move && resource !== 'stakeholders' ? { ...body, eventId: ownEventId } : body,
          headers: { ...json, 'if-match': tag },
        });
        expect(response.statusCode, `If-Match ${tag}: ${response.body}`).toBeLessThan(500);
        if (response.statusCode >= 400) expect(await storedRecord(resource)).toEqual(before);
      }),
      propertyRuns(RUNS),
    );
  });
});
