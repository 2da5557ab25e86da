import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eventSchema } from '@shared/schemas/event';
import { createAsset } from '../../test/factories/asset-factory';
import { createAttendee } from '../../test/factories/attendee-factory';
import { createCfpSubmission } from '../../test/factories/cfp-submission-factory';
import { createEvent } from '../../test/factories/event-factory';
import { createTalk } from '../../test/factories/talk-factory';
import { createUser, type TestUser } from '../../test/factories/user-factory';
import { actingAs } from '../../test/requests';
import { AWKWARD_TEXTS, expectListOfOwnAnswers } from '../../test/list-json';
import { createTestContext, type TestContext } from '../../test/test-app';

// The list's body is JSON text written by PostgreSQL (lib/sql-json.ts), never parsed or checked
// by Node; one event's route still reads rows and serialises them through eventSchema. Both must
// give the same bytes for the same event.

let context: TestContext;
let user: TestUser;
let api: Awaited<ReturnType<typeof actingAs>>;

beforeAll(async () => {
  context = await createTestContext();
});
afterAll(() => context.close());
beforeEach(async () => {
  await context.reset();
  user = await createUser(context.db, { name: 'Grace "Amazing" Hopper' });
  api = await actingAs(context, user);
});

async function seedAwkwardEvents() {
  const nameless = await createUser(context.db, { username: 'only-username' });
  await context.db.execute(sql`update users set name = null where id = ${nameless.id}`);
  const events = [];
  for (const [index, text] of AWKWARD_TEXTS.entries()) {
    const event = await createEvent(context.db, {
      name: `Event ${index} ${text}`,
      location: text,
      description: text,
      notes: index % 2 ? null : text,
      cfpDeadline: index % 2 ? null : '2026-02-28',
      cfpLink: index % 2 ? null : `https://cfp.example.org/?q=${encodeURIComponent(text)}`,
      earlyBirdDeadline: index === 0 ? '2026-01-31' : null,
      goal: index % 2 ? ['speaking', 'attending'] : [text],
      createdById: index === 1 ? null : user.id,
      updatedById: index === 2 ? nameless.id : null,
    });
    await createCfpSubmission(context.db, { eventId: event.id, submitterName: text, title: text });
    await createCfpSubmission(context.db, { eventId: event.id, submitterName: 'ada', title: 'B' });
    await createCfpSubmission(context.db, { eventId: event.id, submitterName: 'Ada', title: 'A' });
    if (index % 2) {
      const talk = await createTalk(context.db, { title: text });
      for (const title of ['C', 'D']) {
        await createCfpSubmission(context.db, { eventId: event.id, talkId: talk.id, title });
      }
    }
    await createAttendee(context.db, { eventId: event.id, name: text });
    await createAsset(context.db, {
      eventId: event.id,
      uploadedBy: index === 3 ? nameless.id : user.id,
      traits: ['trip-report'],
      name: text,
    });
    events.push(event);
  }
  // Microseconds (cut, as toISOString cuts) and a time given in another zone.
  await context.db.execute(
    sql`update events set created_at = '2026-03-04 23:06:07.891999-05:00' where id = ${events[0]!.id}`,
  );
  // An empty event, and one whose name came through the API with a lone surrogate.
  await createEvent(context.db, { name: 'Empty', createdById: nameless.id });
  const posted = await api.inject({
    method: 'POST',
    url: '/api/events',
    headers: { 'content-type': 'application/json' },
    payload:
      '{"name":"Lone \\ud800 surrogate","link":"https://example.org","location":"Online","startDate":"2026-05-01","endDate":"2026-05-02"}',
  });
  expect(posted.statusCode).toBe(201);
}

describe('GET /api/events as JSON text from the database', () => {
  it.each([
    'limit=500',
    'limit=500&sort=-name',
    'limit=500&sort=-attendeeCount',
    'limit=500&sort=createdAt&q=event',
    'limit=3&offset=2&sort=cfpDeadline',
  ])('answers %s with the bytes of each event’s own answer', async (query) => {
    await seedAwkwardEvents();
    const listed = await expectListOfOwnAnswers(api, '/api/events', query);
    for (const event of listed.json() as unknown[]) eventSchema.parse(event);
  });

  it('answers an empty page as [] with the total', async () => {
    await createEvent(context.db);
    const response = await api.inject({ url: '/api/events?offset=5' });
    expect(response.body).toBe('[]');
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.headers['x-total-count']).toBe('1');
  });
});
