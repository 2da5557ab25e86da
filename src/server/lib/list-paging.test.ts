import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../db/client';
import { events } from '../db/schema/index';
import { attendeeRecords } from '../features/attendees/attendees.service';
import { createWorkflow } from '../test/factories/approval-workflow-factory';
import { createAsset } from '../test/factories/asset-factory';
import { createAttendee } from '../test/factories/attendee-factory';
import { createCfpSubmission } from '../test/factories/cfp-submission-factory';
import { createEvent } from '../test/factories/event-factory';
import { createSponsorship } from '../test/factories/sponsorship-factory';
import { createStakeholder } from '../test/factories/stakeholder-factory';
import { createUser, type TestUser } from '../test/factories/user-factory';
import { countQueries } from '../test/count-queries';
import { actingAs } from '../test/requests';
import { createTestContext, type TestContext } from '../test/test-app';

// Every list answers a page (limit 1–500, default 25; offset 0–1,000,000) of the rows its filters
// match, in a stable order, with the filtered total in X-Total-Count.

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

interface ListCase {
  path: string;
  /** Makes `count` rows; the first `matching` of them match `filter`, the others do not. */
  seed: (db: Db, owner: TestUser, count: number, matching: number) => Promise<void>;
  filter: string;
}

/** Rows of one event (made once per seed) for the lists of records that belong to an event. */
async function perEvent(
  db: Db,
  count: number,
  matching: number,
  make: (eventId: number, matches: boolean) => Promise<unknown>,
) {
  const [event, other] = [await createEvent(db), await createEvent(db)];
  for (let index = 0; index < count; index += 1) {
    const matches = index < matching;
    await make(matches ? event.id : other.id, matches);
  }
  return event;
}

/** The first event made: the one a seed's matching rows belong to. */
const eventIdOf = async (db: Db) => {
  const [first] = await db.select({ id: events.id }).from(events).orderBy(asc(events.id)).limit(1);
  return first!.id;
};

const LISTS: ListCase[] = [
  {
    path: '/api/attendees',
    seed: async (db, _owner, count, matching) => {
      await perEvent(db, count, matching, (eventId) => createAttendee(db, { eventId }));
    },
    filter: 'eventId=FIRST_EVENT',
  },
  {
    path: '/api/cfp-submissions',
    seed: async (db, _owner, count, matching) => {
      await perEvent(db, count, matching, (eventId, matches) =>
        createCfpSubmission(db, { eventId, traits: matches ? ['accepted'] : [] }),
      );
    },
    filter: 'status=accepted',
  },
  {
    path: '/api/sponsorships',
    seed: async (db, _owner, count, matching) => {
      await perEvent(db, count, matching, (eventId, matches) =>
        createSponsorship(db, { eventId, traits: matches ? ['confirmed'] : [] }),
      );
    },
    filter: 'status=confirmed',
  },
  {
    path: '/api/stakeholders',
    seed: async (db, _owner, count, matching) => {
      for (let index = 0; index < count; index += 1) {
        await createStakeholder(db, { traits: index < matching ? ['legal'] : [] });
      }
    },
    filter: 'role=legal_reviewer',
  },
  {
    path: '/api/assets',
    seed: async (db, owner, count, matching) => {
      await perEvent(db, count, matching, (eventId, matches) =>
        createAsset(db, { uploadedBy: owner.id, eventId: matches ? eventId : null }),
      );
    },
    filter: 'eventId=FIRST_EVENT',
  },
  {
    path: '/api/approval-workflows',
    seed: async (db, owner, count, matching) => {
      const reviewer = await createUser(db);
      const event = await createEvent(db);
      for (let index = 0; index < count; index += 1) {
        await createWorkflow(db, {
          requesterId: owner.id,
          itemId: event.id,
          reviewerIds: [reviewer.id],
          traits: index < matching ? ['approved'] : [],
        });
      }
    },
    filter: 'status=approved',
  },
];

async function page(query: string, path: string) {
  const response = await api.inject({ url: `${path}?${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return {
    ids: (response.json() as { id: number }[]).map((row) => row.id),
    total: Number(response.headers['x-total-count']),
  };
}

describe.each(LISTS)('GET $path', ({ path, seed, filter }) => {
  it.each([
    ['limit=0', 'limit'],
    ['limit=501', 'limit'],
    ['limit=ten', 'limit'],
    ['limit=2.5', 'limit'],
    ['offset=-1', 'offset'],
    ['offset=1000001', 'offset'],
  ])('answers 400 naming the field for %s', async (query, field) => {
    const response = await api.inject({ url: `${path}?${query}` });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toHaveProperty(field);
    expect(response.json().errors[field]).toMatch(/^Must be/);
  });

  it('pages 25 by default in a stable order, with the total; past the end is empty', async () => {
    await seed(context.db, user, 27, 3);
    const first = await page('', path);
    expect(first.ids).toHaveLength(25);
    expect(first.total).toBe(27);

    const all = await page('limit=500', path);
    expect(all.ids).toHaveLength(27);
    const pages = [
      await page('limit=10', path),
      await page('limit=10&offset=10', path),
      await page('limit=10&offset=20', path),
    ];
    expect(pages.map((one) => one.ids.length)).toEqual([10, 10, 7]);
    expect(pages.flatMap((one) => one.ids)).toEqual(all.ids);
    expect(pages.every((one) => one.total === 27)).toBe(true);

    const beyond = await page('offset=1000', path);
    expect(beyond).toEqual({ ids: [], total: 27 });
  });

  it('counts what the filters match in X-Total-Count, whatever the page', async () => {
    await seed(context.db, user, 7, 3);
    const query = filter.includes('FIRST_EVENT')
      ? filter.replace('FIRST_EVENT', String(await eventIdOf(context.db)))
      : filter;
    const filtered = await page(`${query}&limit=2`, path);
    expect(filtered.ids).toHaveLength(2);
    expect(filtered.total).toBe(3);
    expect(await page(`${query}&limit=2&offset=2`, path)).toMatchObject({ total: 3 });
    expect((await page(`${query}&limit=2&offset=2`, path)).ids).toHaveLength(1);
    expect(await page(`${query}&offset=3`, path)).toEqual({ ids: [], total: 3 });
  });

  it('answers a page and its total in at most 3 statements', async () => {
    await seed(context.db, user, 30, 3);
    await page('', path); // the first request of a subject creates or touches its users row
    const counter = countQueries(context.db);
    const answer = await page('limit=20', path);
    const queries = counter.stop();
    expect(answer).toMatchObject({ total: 30 });
    expect(queries).toBeGreaterThan(0);
    expect(queries).toBeLessThanOrEqual(3);
  });
});

describe('a list read', () => {
  it('is one statement for a page with its total, two past the end', async () => {
    const event = await createEvent(context.db);
    for (let index = 0; index < 3; index += 1) {
      await createAttendee(context.db, { eventId: event.id });
    }
    const query = { limit: 2, offset: 0 };
    let counter = countQueries(context.db);
    expect((await attendeeRecords.list(context.db, query)).total).toBe(3);
    expect(counter.stop()).toBe(1);

    counter = countQueries(context.db);
    expect(await attendeeRecords.list(context.db, { ...query, offset: 5 })).toEqual({
      rows: [],
      total: 3,
    });
    expect(counter.stop()).toBe(2);
  });
});
