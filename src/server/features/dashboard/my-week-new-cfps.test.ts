import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { MyWeek } from '@shared/schemas/my-week';
import { ManualClock } from '../../lib/clock';
import {
  createDiscoveredConference,
  markConference,
  saveDiscoveryInterests,
} from '../../test/factories/discovered-conference-factory';
import { createEvent } from '../../test/factories/event-factory';
import { createUser, type TestUser } from '../../test/factories/user-factory';
import { countQueries } from '../../test/count-queries';
import { actingAs } from '../../test/requests';
import { createTestContext, type TestContext } from '../../test/test-app';

// Issue 26: My week lists discovered CFPs matching my interests, not dismissed, not tracked,
// closing within 30 days. The clock stands on 2031-03-17: the window is 03-17 to 04-16.
const clock = new ManualClock('2031-03-17T10:00:00Z');
let context: TestContext;
let me: TestUser;

beforeAll(async () => {
  context = await createTestContext({}, { clock });
});
afterAll(() => context.close());
beforeEach(async () => {
  await context.reset();
  clock.set('2031-03-17T10:00:00Z');
  me = await createUser(context.db);
});

async function weekOf(user: TestUser): Promise<MyWeek> {
  const response = await (await actingAs(context, user)).inject({ url: '/api/me/week' });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}
const newCfps = (week: MyWeek) => week.sections.find((item) => item.kind === 'newCfps')!;

const conference = (name: string, values: Parameters<typeof createDiscoveredConference>[1] = {}) =>
  createDiscoveredConference(context.db, { name, ...values });

describe('My week: new CFPs for me', () => {
  it('lists matching CFPs closing within 30 days, soonest first, not dismissed or tracked', async () => {
    await saveDiscoveryInterests(context.db, me.id, {
      topics: ['javascript', 'rust'],
      countries: ['Germany'],
      online: true,
      languages: ['EN'],
    });
    const soonest = await conference('Remote Rust', {
      topics: ['rust'],
      online: true,
      city: null,
      country: null,
      cfpEndDate: '2031-03-17',
      cfpUrl: null,
    });
    const berlin = await conference('JS Berlin', { cfpEndDate: '2031-04-16' });
    await conference('Too Late', { cfpEndDate: '2031-04-17' });
    await conference('Closed', { cfpEndDate: '2031-03-16' });
    await conference('No CFP', { cfpEndDate: null });
    await conference('In Paris', { country: 'France', city: 'Paris' });
    await conference('Python', { topics: ['python'] });
    await conference('Lowercase locale', { locales: ['en', 'de'], cfpEndDate: '2031-04-15' });
    await conference('Only German', { locales: ['DE'] });
    await conference('Gone', { goneAt: new Date('2031-03-10T00:00:00Z') });
    const tracked = await createEvent(context.db, { name: 'Tracked' });
    await conference('Tracked one', { eventId: tracked.id });
    const dismissed = await conference('Dismissed');
    await markConference(context.db, me.id, dismissed.id, 'dismissed');
    const interested = await conference('Interested', { cfpEndDate: '2031-04-02' });
    await markConference(context.db, me.id, interested.id, 'interested');

    const colleague = await createUser(context.db);
    await saveDiscoveryInterests(context.db, colleague.id, { topics: ['javascript'] });

    const section = newCfps(await weekOf(me));
    expect(section).toMatchObject({ title: 'New CFPs for you', dateLabel: 'Deadline', total: 4 });
    expect(section.lines.map((line) => line.title)).toEqual([
      'Remote Rust',
      'Interested',
      'Lowercase locale',
      'JS Berlin',
    ]);
    expect(section.lines[0]).toMatchObject({
      id: soonest.id,
      discoveryId: soonest.id,
      days: 0,
      detail: 'Online',
      externalLink: soonest.url,
    });
    expect(section.lines[3]).toMatchObject({
      discoveryId: berlin.id,
      date: '2031-04-16',
      days: 30,
      detail: 'Berlin, Germany',
      externalLink: berlin.cfpUrl,
    });
    // My dismissal is mine: the colleague with the same topic still sees it.
    expect(newCfps(await weekOf(colleague)).lines.map((line) => line.title)).toContain('Dismissed');
  });

  it('is empty for someone without interests', async () => {
    await conference('Anything');
    expect(newCfps(await weekOf(me))).toMatchObject({ total: 0, lines: [] });
  });

  it('caps the list at 10 and reads it in the one statement of My week', async () => {
    await saveDiscoveryInterests(context.db, me.id, { topics: ['javascript'] });
    const api = await actingAs(context, me);
    await api.inject({ url: '/api/me/week' }); // the first request of a subject touches its row
    const count = async () => {
      const counter = countQueries(context.db);
      const response = await api.inject({ url: '/api/me/week' });
      return { queries: counter.stop(), section: newCfps(response.json()) };
    };
    await conference('One');
    const one = await count();
    for (let index = 0; index < 14; index += 1) await conference(`More ${index}`);
    const many = await count();
    expect(one.section.total).toBe(1);
    expect(many.section).toMatchObject({ total: 15 });
    expect(many.section.lines).toHaveLength(10);
    expect(many.queries).toBe(one.queries);
    expect(many.queries).toBeLessThanOrEqual(5);
  });
});
