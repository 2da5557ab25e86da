import { eq, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import * as schema from '../../db/schema/index';
import { events } from '../../db/schema/index';
import { rowsOf } from '../../lib/sql';
import { createEvent } from '../../test/factories/event-factory';
import { createUser } from '../../test/factories/user-factory';
import { withDatabase } from '../../test/postgres-url';
import { actingAs } from '../../test/requests';
import { createTestContext, type TestContext } from '../../test/test-app';
import { databaseKind } from '../../test/test-database';

let context: TestContext;
let api: Awaited<ReturnType<typeof actingAs>>;

beforeAll(async () => {
  context = await createTestContext();
});
afterAll(() => context.close());
beforeEach(async () => {
  await context.reset();
  api = await actingAs(context, await createUser(context.db));
});

const total = async (query = '') => {
  const response = await api.inject({ url: `/api/events?limit=2${query}` });
  expect(response.statusCode).toBe(200);
  return Number(response.headers['x-total-count']);
};

describe('X-Total-Count of GET /api/events', () => {
  it('stays exact through inserts, updates and deletes that bypass the API', async () => {
    const first = await createEvent(context.db, { type: 'conference' });
    await createEvent(context.db, { type: 'conference' });
    await createEvent(context.db, { type: 'meetup' });
    expect(await total()).toBe(3);
    expect(await total('&type=meetup')).toBe(1);

    await createEvent(context.db, { type: 'meetup' });
    expect(await total()).toBe(4);
    expect(await total('&type=meetup')).toBe(2);

    await context.db.update(events).set({ type: 'meetup' }).where(eq(events.id, first.id));
    expect(await total('&type=meetup')).toBe(3);
    expect(await total('&type=conference')).toBe(1);

    await context.db.delete(events).where(eq(events.type, 'meetup'));
    expect(await total()).toBe(1);
    expect(await total('&type=meetup')).toBe(0);
  });

  it('is unchanged by a write that was rolled back, and right past the last page', async () => {
    await createEvent(context.db);
    expect(await total()).toBe(1);
    await context.db
      .transaction(async (tx) => {
        await createEvent(tx);
        tx.rollback();
      })
      .catch(() => {});
    expect(await total()).toBe(1);
    await createEvent(context.db);
    const beyond = await api.inject({ url: '/api/events?offset=50' });
    expect(beyond.json()).toEqual([]);
    expect(beyond.headers['x-total-count']).toBe('2');
  });

  it('is remembered while the events change stamp stands still, and counted again when it moves', async () => {
    await createEvent(context.db);
    expect(await total()).toBe(1);
    // A write the stamp does not see (its trigger off) shows that the total was not counted again…
    await context.db.execute(sql`alter table events disable trigger events_note_change`);
    await createEvent(context.db);
    await context.db.execute(sql`alter table events enable trigger events_note_change`);
    expect(await total()).toBe(1);
    // …and any write the stamp sees brings the exact figure back.
    await createEvent(context.db);
    expect(await total()).toBe(3);
  });

  it.runIf(databaseKind === 'postgres')(
    'counts a write of another connection once it commits, never before',
    async () => {
      const [{ name } = { name: '' }] = rowsOf<{ name: string }>(
        await context.db.execute(sql`select current_database() as name`),
      );
      const client = postgres(withDatabase(process.env.TEST_DATABASE_URL!, name), {
        max: 1,
        onnotice: () => {},
      });
      const other = drizzle(client, { schema }) as unknown as Db;
      try {
        await createEvent(context.db);
        expect(await total()).toBe(1);
        await other.transaction(async (tx) => {
          await createEvent(tx);
          await createEvent(tx);
          expect(await total()).toBe(1);
        });
        expect(await total()).toBe(3);
        await other.delete(events);
        expect(await total()).toBe(0);
      } finally {
        await client.end();
      }
    },
  );
});
