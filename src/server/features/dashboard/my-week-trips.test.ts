import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { MyWeek } from '@shared/schemas/my-week';
import { ManualClock } from '../../lib/clock';
import { createEvent } from '../../test/factories/event-factory';
import { createUser, type TestUser } from '../../test/factories/user-factory';
import { actingAs } from '../../test/requests';
import { createTestContext, type TestContext } from '../../test/test-app';

// Issue 27: My week lists my trips still to book, the trip reports I owe and, for reviewers, the
// trips waiting for their approval. The clock stands on 2026-06-15.
const clock = new ManualClock('2026-06-15T10:00:00Z');
let context: TestContext;
let traveller: TestUser;
let reviewer: TestUser;

beforeAll(async () => {
  context = await createTestContext({}, { clock });
});
afterAll(() => context.close());
beforeEach(async () => {
  await context.reset();
  traveller = await createUser(context.db, { name: 'Tess Traveller' });
  reviewer = await createUser(context.db, { name: 'Rae Reviewer' });
});

const as = (user: TestUser) => actingAs(context, user);

async function send(user: TestUser, method: 'POST' | 'PUT', url: string, payload: object) {
  const response = await (await as(user)).inject({ method, url, payload });
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response.json() as { id: number; workflowId?: number };
}

async function trip(eventName: string, dates: { startDate: string; endDate: string }) {
  const event = await createEvent(context.db, { name: eventName, location: 'Brussels', ...dates });
  const lines = [{ category: 'ticket', estimate: '$450' }];
  return send(traveller, 'POST', '/api/trips', { eventId: event.id, role: 'attendee', lines });
}

async function requested(tripId: number) {
  return send(traveller, 'POST', `/api/trips/${tripId}/request-approval`, {
    title: 'Travel',
    reviewerIds: [reviewer.id],
  });
}

async function approved(tripId: number) {
  const { workflowId } = await requested(tripId);
  await send(reviewer, 'POST', `/api/approval-workflows/${workflowId}/decisions`, {
    decision: 'approved',
  });
}

async function weekOf(user: TestUser): Promise<MyWeek> {
  const response = await (await as(user)).inject({ url: '/api/me/week' });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}
const section = (week: MyWeek, kind: string) => week.sections.find((item) => item.kind === kind)!;
const titles = (week: MyWeek, kind: string) => section(week, kind).lines.map((line) => line.title);

describe('My week: trips', () => {
  it('lists my approved trips until nothing is left to book', async () => {
    const soon = await trip('Soon', { startDate: '2026-07-01', endDate: '2026-07-02' });
    const later = await trip('Later', { startDate: '2026-09-01', endDate: '2026-09-02' });
    await trip('Draft', { startDate: '2026-07-05', endDate: '2026-07-06' });
    await approved(later.id);
    await approved(soon.id);

    let week = await weekOf(traveller);
    expect(titles(week, 'tripsToBook')).toEqual(['Soon', 'Later']);
    expect(section(week, 'tripsToBook').lines[0]).toMatchObject({
      href: `/trips/${soon.id}`,
      date: '2026-07-01',
      detail: 'Brussels',
    });
    expect(section(await weekOf(reviewer), 'tripsToBook').total).toBe(0);

    const done = { state: 'booked', note: 'Ref 42' };
    await send(traveller, 'PUT', `/api/trips/${soon.id}/booking`, {
      ticket: done,
      transport: done,
      lodging: { state: 'not_needed' },
    });
    week = await weekOf(traveller);
    expect(titles(week, 'tripsToBook')).toEqual(['Later']);
  });

  it('lists the trip reports I owe once the event has ended, until reported', async () => {
    const ended = await trip('Ended', { startDate: '2026-06-01', endDate: '2026-06-03' });
    const endsToday = await trip('Ends today', { startDate: '2026-06-14', endDate: '2026-06-15' });
    const cancelled = await trip('Cancelled', { startDate: '2026-06-01', endDate: '2026-06-02' });
    await trip('Never asked', { startDate: '2026-06-01', endDate: '2026-06-02' });
    for (const each of [ended, endsToday, cancelled]) await approved(each.id);
    await send(traveller, 'POST', `/api/trips/${cancelled.id}/cancel`, {});

    let week = await weekOf(traveller);
    expect(titles(week, 'tripReportsOwed')).toEqual(['Ended']);
    expect(section(week, 'tripReportsOwed')).toMatchObject({ overdue: true, total: 1 });

    await send(traveller, 'PUT', `/api/trips/${ended.id}/report`, { summary: 'Met 40 people.' });
    week = await weekOf(traveller);
    expect(section(week, 'tripReportsOwed').total).toBe(0);
  });

  it('shows reviewers the trips waiting for their approval instead of the bare request', async () => {
    const pending = await trip('Pending', { startDate: '2026-07-01', endDate: '2026-07-02' });
    const { workflowId } = await requested(pending.id);

    let week = await weekOf(reviewer);
    expect(section(week, 'tripApprovals').lines).toEqual([
      expect.objectContaining({
        title: 'Pending',
        href: `/trips/${pending.id}`,
        detail: 'Tess Traveller',
        decideWorkflowId: workflowId,
      }),
    ]);
    expect(section(week, 'approvals').total).toBe(0);
    expect(section(await weekOf(traveller), 'tripApprovals').total).toBe(0);

    await send(reviewer, 'POST', `/api/approval-workflows/${workflowId}/decisions`, {
      decision: 'approved',
    });
    week = await weekOf(reviewer);
    expect(section(week, 'tripApprovals').total).toBe(0);
  });
});
