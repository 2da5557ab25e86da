import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { SearchResult } from '@shared/schemas/search';
import { events, speakers, trips, users } from '../../db/schema/index';
import { rowsOf } from '../../lib/sql';
import { createEvent } from '../../test/factories/event-factory';
import { createSpeaker } from '../../test/factories/talk-factory';
import { createUser, type TestUser } from '../../test/factories/user-factory';
import { actingAs } from '../../test/requests';
import { createTestContext, type TestContext } from '../../test/test-app';

// What a search reads, `search_entries`, is kept by triggers (migration 0031): these tests change
// records in the database directly, as imports, cascades and every service do.
let context: TestContext;
let me: TestUser;

beforeAll(async () => {
  context = await createTestContext();
});
afterAll(() => context.close());
beforeEach(async () => {
  await context.reset();
  me = await createUser(context.db, { name: 'Mia Member', username: 'mia' });
});

async function found(q: string, kinds = ''): Promise<[string, string][]> {
  const api = await actingAs(context, me);
  const url = `/api/search?q=${encodeURIComponent(q)}&limit=50${kinds && `&kinds=${kinds}`}`;
  const response = await api.inject({ url });
  expect(response.statusCode, response.body).toBe(200);
  return response
    .json<{ results: SearchResult[] }>()
    .results.map((result) => [result.kind, result.title]);
}

const entries = async (kind: string) =>
  rowsOf<{ count: number }>(
    await context.db.execute(
      sql`select count(*)::int as count from search_entries where kind = ${kind}`,
    ),
  )[0]!.count;

describe('search entries', () => {
  it('follow renames (a trip with its event and traveller), deletions and speakers', async () => {
    const event = await createEvent(context.db, { name: 'Quokka Conf' });
    await context.db
      .insert(trips)
      .values({ eventId: event.id, travellerId: me.id, role: 'speaker', createdById: me.id });
    const speaker = await createSpeaker(context.db, { name: 'Quokka Speaker' });
    expect(await found('quokka')).toHaveLength(3);

    await context.db.update(events).set({ name: 'Wombat Conf' }).where(eq(events.id, event.id));
    expect(await found('quokka')).toEqual([['speaker', 'Quokka Speaker']]);
    expect(await found('wombat', 'event,trip')).toEqual([
      ['event', 'Wombat Conf'],
      ['trip', 'Mia Member → Wombat Conf'],
    ]);

    await context.db.update(users).set({ name: 'Mia Numbat' }).where(eq(users.id, me.id));
    expect(await found('numbat', 'trip')).toEqual([['trip', 'Mia Numbat → Wombat Conf']]);

    // A speaker linked to an account is found as the person, no longer as a speaker.
    await context.db.update(speakers).set({ userId: me.id }).where(eq(speakers.id, speaker.id));
    expect(await found('quokka')).toEqual([]);

    await context.db.delete(events).where(eq(events.id, event.id));
    expect(await found('wombat')).toEqual([]);
    expect(await entries('trip')).toBe(0);
  });

  it('are written for many rows of one statement, as an import writes them', async () => {
    const event = await createEvent(context.db, { name: 'Gopher Summit' });
    await context.db.execute(sql`insert into attendees (event_id, name)
      select ${event.id}, 'Visitor ' || n from generate_series(1, 300) n`);
    expect(await entries('attendee')).toBe(300);
    expect(await found('visitor')).toHaveLength(50);
    expect(await found('"visitor 299"')).toEqual([['attendee', 'Visitor 299']]);
  });
});
