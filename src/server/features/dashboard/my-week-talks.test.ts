import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { MyWeek } from '@shared/schemas/my-week';
import { ManualClock } from '../../lib/clock';
import { createCfpSubmission } from '../../test/factories/cfp-submission-factory';
import { createEvent } from '../../test/factories/event-factory';
import { createSpeaker, createTalk } from '../../test/factories/talk-factory';
import { createUser, type TestUser } from '../../test/factories/user-factory';
import { countQueries } from '../../test/count-queries';
import { actingAs } from '../../test/requests';
import { createTestContext, type TestContext } from '../../test/test-app';

// Issue 25: My week lists drafts of talks I give whose CFP closes within 14 days. The clock
// stands on 2026-06-15, so the window is 2026-06-15 to 2026-06-29.
const clock = new ManualClock('2026-06-15T10:00:00Z');
let context: TestContext;
let me: TestUser;

beforeAll(async () => {
  context = await createTestContext({}, { clock });
});
afterAll(() => context.close());
beforeEach(async () => {
  await context.reset();
  clock.set('2026-06-15T10:00:00Z');
  me = await createUser(context.db, { name: 'Sam Speaker' });
});

async function weekOf(user: TestUser): Promise<MyWeek> {
  const response = await (await actingAs(context, user)).inject({ url: '/api/me/week' });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}
const drafts = (week: MyWeek) => week.sections.find((item) => item.kind === 'talkDrafts')!;

const event = (name: string, cfpDeadline: string, values: Parameters<typeof createEvent>[1] = {}) =>
  createEvent(context.db, {
    name,
    cfpDeadline,
    startDate: '2026-09-01',
    endDate: '2026-09-02',
    ...values,
  });

describe('My week: drafts of my talks', () => {
  it('lists drafts of talks I give, whoever made them, whose CFP closes within 14 days', async () => {
    const colleague = await createUser(context.db);
    const mine = await createSpeaker(context.db, { userId: me.id, name: 'Sam Speaker' });
    const guest = await createSpeaker(context.db);
    const talk = await createTalk(context.db, { speakerIds: [guest.id, mine.id] });
    const notMine = await createTalk(context.db, { speakerIds: [guest.id] });
    const soon = await event('Soon', '2026-06-20', { cfpLink: 'https://cfp.example.org' });
    const today = await event('Today', '2026-06-15');
    const later = await event('Later', '2026-06-30');
    const past = await event('Past', '2026-06-14');
    const cancelled = await event('Cancelled', '2026-06-18', { status: 'cancelled' });
    const draft = (eventId: number, title: string, talkId = talk.id, status?: 'submitted') =>
      createCfpSubmission(context.db, {
        eventId,
        title,
        talkId,
        submitterId: colleague.id,
        ...(status ? { traits: [status] } : {}),
      });
    const first = await draft(today.id, 'Closes today');
    await draft(soon.id, 'Closes soon');
    await draft(soon.id, 'Already sent', talk.id, 'submitted');
    await draft(soon.id, 'Someone else’s talk', notMine.id);
    await draft(later.id, 'Outside the window');
    await draft(past.id, 'Closed');
    await draft(cancelled.id, 'Event cancelled');

    const section = drafts(await weekOf(me));
    expect(section).toMatchObject({ title: 'Drafts of your talks, CFP closing', total: 2 });
    expect(section.lines.map((line) => line.title)).toEqual(['Closes today', 'Closes soon']);
    expect(section.lines[0]).toMatchObject({
      id: first.id,
      href: `/talks/${talk.id}`,
      date: '2026-06-15',
      days: 0,
      detail: 'Today',
    });
    expect(section.lines[1]).toMatchObject({ externalLink: 'https://cfp.example.org', days: 5 });
    // The colleague submitted them but does not give the talk.
    expect(drafts(await weekOf(colleague)).total).toBe(0);
  });

  it('adds no SQL statement: My week stays at most 5 with a talk draft in it', async () => {
    const talk = await createTalk(context.db, {
      speakerIds: [(await createSpeaker(context.db, { userId: me.id })).id],
    });
    await createCfpSubmission(context.db, {
      eventId: (await event('Soon', '2026-06-20')).id,
      talkId: talk.id,
    });
    const api = await actingAs(context, me);
    await api.inject({ url: '/api/me/week' }); // the first request of a subject touches its row
    const counter = countQueries(context.db);
    const response = await api.inject({ url: '/api/me/week' });
    const queries = counter.stop();
    expect(drafts(response.json()).total).toBe(1);
    expect(queries).toBeGreaterThan(0);
    expect(queries).toBeLessThanOrEqual(5);
  });
});
