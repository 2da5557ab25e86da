import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { MyWeek, MyWeekSection } from '@shared/schemas/my-week';
import { eventFollows } from '../../db/schema/index';
import { ManualClock } from '../../lib/clock';
import { createWorkflow } from '../../test/factories/approval-workflow-factory';
import { createAttendee } from '../../test/factories/attendee-factory';
import { createCfpSubmission } from '../../test/factories/cfp-submission-factory';
import { createEvent } from '../../test/factories/event-factory';
import { createUser, type TestUser } from '../../test/factories/user-factory';
import { countQueries } from '../../test/count-queries';
import { actingAs } from '../../test/requests';
import { createTestContext, type TestContext } from '../../test/test-app';

// My week reads "today" from the app's clock (or the browser's `today`): the clock stands on
// 2026-06-15, so every date below is fixed.
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
  me = await createUser(context.db, { name: 'Rita Reviewer', traits: ['reviewer'] });
});

async function weekOf(user: TestUser, query = ''): Promise<MyWeek> {
  const response = await (await actingAs(context, user)).inject({ url: `/api/me/week${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const section = (week: MyWeek, kind: string): MyWeekSection => {
  const found = week.sections.find((item) => item.kind === kind);
  if (!found) throw new Error(`no section ${kind}`);
  return found;
};
const titles = (week: MyWeek, kind: string) => section(week, kind).lines.map((line) => line.title);

const event = (name: string, values: Parameters<typeof createEvent>[1] = {}) =>
  createEvent(context.db, { name, startDate: '2026-09-01', endDate: '2026-09-02', ...values });

describe('GET /api/me/week', () => {
  it('answers every list, empty, with what would appear there, as of the clock', async () => {
    const week = await weekOf(me);
    expect(week).toMatchObject({ today: '2026-06-15', until: '2026-06-29' });
    expect(week.sections.map((item) => item.kind)).toEqual([
      'approvals',
      'tripApprovals',
      'myRequests',
      'cfpWithoutSubmission',
      'cfpWithSubmission',
      'talkDrafts',
      'newCfps',
      'events',
      'tripsToBook',
      'overdueWorkflows',
      'overdueDrafts',
      'tripReportsOwed',
      'needsWrapUp',
    ]);
    for (const item of week.sections) {
      expect(item).toMatchObject({ total: 0, lines: [] });
      expect(item.empty.length).toBeGreaterThan(20);
    }
    clock.set('2026-07-01T23:59:00Z');
    expect((await weekOf(me)).today).toBe('2026-07-01');
    expect((await weekOf(me, '?today=2026-07-02')).today).toBe('2026-07-02');
  });

  it('lists approvals waiting for my decision, oldest first, never others’ or decided ones', async () => {
    const requester = await createUser(context.db, { name: 'Ana Asker' });
    const other = await createUser(context.db, { traits: ['reviewer'] });
    const older = await createWorkflow(context.db, {
      title: 'Older',
      requesterId: requester.id,
      reviewerIds: [me.id, other.id],
      dueDate: '2026-06-20',
      createdAt: new Date('2026-06-01T09:00:00Z'),
    });
    await createWorkflow(context.db, {
      title: 'Newer',
      requesterId: requester.id,
      reviewerIds: [me.id],
      createdAt: new Date('2026-06-10T09:00:00Z'),
    });
    await createWorkflow(context.db, { title: 'Not mine', reviewerIds: [other.id] });
    await createWorkflow(context.db, {
      title: 'Decided by me',
      reviewerIds: [me.id],
      traits: ['approved'],
    });
    await createWorkflow(context.db, {
      title: 'Rejected by another',
      reviewerIds: [other.id, me.id],
      traits: ['rejected'],
    });

    const week = await weekOf(me);
    expect(titles(week, 'approvals')).toEqual(['Older', 'Newer']);
    expect(section(week, 'approvals').lines[0]).toMatchObject({
      id: older.id,
      href: `/approval-workflows/${older.id}`,
      date: '2026-06-20',
      days: 5,
      since: '2026-06-01',
      detail: 'Requested by Ana Asker',
      decideWorkflowId: older.id,
    });
    // The other reviewer sees only what waits for them; the requester sees none to decide.
    expect(titles(await weekOf(other), 'approvals')).toEqual(['Older', 'Not mine']);
    expect(titles(await weekOf(requester), 'approvals')).toEqual([]);
  });

  it('lists my requests waiting on others with the reviewers still to decide', async () => {
    const first = await createUser(context.db, { name: 'Bea First', traits: ['reviewer'] });
    const second = await createUser(context.db, { name: 'Cy Second', traits: ['reviewer'] });
    const plain = await createUser(context.db, { name: 'Plain User' });
    const waiting = await createWorkflow(context.db, {
      title: 'Ticket',
      requesterId: plain.id,
      reviewerIds: [second.id, first.id],
      traits: ['urgent'],
    });
    await createWorkflow(context.db, {
      title: 'Sent back',
      requesterId: plain.id,
      reviewerIds: [first.id],
      traits: ['changes-requested'],
    });
    await createWorkflow(context.db, { title: 'Someone else’s', reviewerIds: [first.id] });

    const week = await weekOf(plain);
    expect(titles(week, 'myRequests')).toEqual(['Ticket']);
    expect(section(week, 'myRequests').lines[0]).toMatchObject({
      href: `/approval-workflows/${waiting.id}`,
      people: ['Bea First', 'Cy Second'],
      morePeople: 0,
      decideWorkflowId: null,
    });
    // A plain user is never anyone's reviewer here.
    expect(section(week, 'approvals').total).toBe(0);
  });

  it('splits CFPs closing in 14 days of speaking events by whether we have a submission', async () => {
    const speaking = { goal: ['speaking', 'attending'] };
    await event('Day 14', { ...speaking, cfpDeadline: '2026-06-29', cfpLink: 'https://cfp.test' });
    await event('Today', { ...speaking, cfpDeadline: '2026-06-15' });
    await event('Day 15', { ...speaking, cfpDeadline: '2026-06-30' });
    await event('Yesterday', { ...speaking, cfpDeadline: '2026-06-14' });
    await event('Only attending', { goal: ['attending'], cfpDeadline: '2026-06-20' });
    await event('Cancelled', { ...speaking, cfpDeadline: '2026-06-20', status: 'cancelled' });
    const submitted = await event('Submitted', { ...speaking, cfpDeadline: '2026-06-18' });
    await createCfpSubmission(context.db, {
      eventId: submitted.id,
      submitterName: 'Zoe',
      traits: ['submitted'],
    });
    await createCfpSubmission(context.db, { eventId: submitted.id, submitterName: 'Al' });
    const withdrawn = await event('Withdrawn only', { ...speaking, cfpDeadline: '2026-06-19' });
    await createCfpSubmission(context.db, { eventId: withdrawn.id, traits: ['withdrawn'] });

    const week = await weekOf(me);
    expect(titles(week, 'cfpWithoutSubmission')).toEqual(['Today', 'Withdrawn only', 'Day 14']);
    expect(section(week, 'cfpWithoutSubmission').lines[2]).toMatchObject({
      date: '2026-06-29',
      days: 14,
      externalLink: 'https://cfp.test',
    });
    expect(titles(week, 'cfpWithSubmission')).toEqual(['Submitted']);
    expect(section(week, 'cfpWithSubmission').lines[0]).toMatchObject({
      href: `/events/${submitted.id}`,
      people: ['Al (draft)', 'Zoe (submitted)'],
    });
  });

  it('lists events in the next 14 days I follow or attend, with who from the team goes', async () => {
    const created = await event('Created by me', {
      startDate: '2026-06-20',
      endDate: '2026-06-21',
      createdById: me.id,
    });
    for (const name of ['Noor', 'Ben'])
      await createAttendee(context.db, { eventId: created.id, name });
    const attending = await event('Attending by email', { startDate: '2026-06-15' });
    await createAttendee(context.db, { eventId: attending.id, email: me.email!.toUpperCase() });
    const followed = await event('Followed', { startDate: '2026-06-29' });
    const unfollowed = await event('Unfollowed', { startDate: '2026-06-16', createdById: me.id });
    await context.db.insert(eventFollows).values([
      { userId: me.id, eventId: followed.id, following: true },
      { userId: me.id, eventId: unfollowed.id, following: false },
    ]);
    await event('Not mine', { startDate: '2026-06-17' });
    await event('Too far', { startDate: '2026-06-30', createdById: me.id });
    await event('Cancelled', { startDate: '2026-06-17', createdById: me.id, status: 'cancelled' });

    const week = await weekOf(me);
    expect(titles(week, 'events')).toEqual(['Attending by email', 'Created by me', 'Followed']);
    expect(section(week, 'events').lines[1]).toMatchObject({
      href: `/events/${created.id}`,
      date: '2026-06-20',
      days: 5,
      people: ['Ben', 'Noor'],
    });
  });

  it('lists overdue workflows and drafts past their CFP deadline, mine only', async () => {
    const other = await createUser(context.db, { traits: ['reviewer'] });
    const mineLate = await createWorkflow(context.db, {
      title: 'My late request',
      requesterId: me.id,
      reviewerIds: [other.id],
      dueDate: '2026-06-10',
    });
    const toDecide = await createWorkflow(context.db, {
      title: 'Late, mine to decide',
      reviewerIds: [me.id],
      dueDate: '2026-06-12',
    });
    await createWorkflow(context.db, {
      title: 'Due today',
      requesterId: me.id,
      dueDate: '2026-06-15',
    });
    await createWorkflow(context.db, { title: 'Not mine', dueDate: '2026-06-01' });
    await createWorkflow(context.db, {
      title: 'Approved late',
      requesterId: me.id,
      dueDate: '2026-06-01',
      traits: ['approved'],
    });
    const closed = await event('Closed CFP', { cfpDeadline: '2026-06-10' });
    const open = await event('Open CFP', { cfpDeadline: '2026-06-15' });
    await createCfpSubmission(context.db, {
      eventId: closed.id,
      title: 'My draft',
      submitterId: me.id,
    });
    await createCfpSubmission(context.db, {
      eventId: closed.id,
      title: 'Made by me',
      createdById: me.id,
    });
    await createCfpSubmission(context.db, {
      eventId: closed.id,
      title: 'My submitted one',
      submitterId: me.id,
      traits: ['submitted'],
    });
    await createCfpSubmission(context.db, {
      eventId: open.id,
      title: 'Still open',
      submitterId: me.id,
    });
    await createCfpSubmission(context.db, { eventId: closed.id, title: 'Someone else’s draft' });

    const week = await weekOf(me);
    expect(section(week, 'overdueWorkflows').lines).toMatchObject([
      { id: mineLate.id, days: -5, detail: 'Your request', decideWorkflowId: null },
      {
        id: toDecide.id,
        days: -3,
        detail: 'Waiting for your decision',
        decideWorkflowId: toDecide.id,
      },
    ]);
    expect(titles(week, 'overdueDrafts').sort()).toEqual(['Made by me', 'My draft']);
    expect(section(week, 'overdueDrafts').lines[0]).toMatchObject({
      href: `/cfp-submissions?eventId=${closed.id}`,
      detail: 'Closed CFP',
      date: '2026-06-10',
    });
    expect(section(await weekOf(other), 'overdueDrafts').total).toBe(0);
  });

  it('flags events I follow that ended while still planning or confirmed as needing wrap-up', async () => {
    const mine = { createdById: me.id };
    await event('Ended planning', { ...mine, startDate: '2026-06-10', endDate: '2026-06-12' });
    await event('Ended confirmed', {
      ...mine,
      startDate: '2026-06-13',
      endDate: '2026-06-14',
      status: 'confirmed',
    });
    await event('Ends today', { ...mine, startDate: '2026-06-14', endDate: '2026-06-15' });
    await event('Completed', {
      ...mine,
      startDate: '2026-06-01',
      endDate: '2026-06-02',
      status: 'completed',
    });
    await event('Cancelled', {
      ...mine,
      startDate: '2026-06-01',
      endDate: '2026-06-02',
      status: 'cancelled',
    });
    await event('Not followed', { startDate: '2026-06-01', endDate: '2026-06-02' });

    const week = await weekOf(me);
    expect(titles(week, 'needsWrapUp')).toEqual(['Ended confirmed', 'Ended planning']);
    expect(section(week, 'needsWrapUp').lines[0]).toMatchObject({
      date: '2026-06-14',
      days: -1,
      detail: 'Still confirmed',
    });
    // The clock moves on: "Ends today" needs wrap-up tomorrow.
    clock.set('2026-06-16T08:00:00Z');
    expect(titles(await weekOf(me), 'needsWrapUp')).toContain('Ends today');
  });

  it('shows at most 10 lines of a list with its total', async () => {
    for (let index = 0; index < 12; index += 1) {
      await createWorkflow(context.db, { title: `Request ${index}`, reviewerIds: [me.id] });
    }
    const approvals = section(await weekOf(me), 'approvals');
    expect(approvals.total).toBe(12);
    expect(approvals.lines).toHaveLength(10);
  });

  it('answers in at most 5 SQL statements, sign-in included', async () => {
    const created = await event('Soon', { startDate: '2026-06-20', createdById: me.id });
    await createAttendee(context.db, { eventId: created.id });
    await createWorkflow(context.db, { reviewerIds: [me.id], dueDate: '2026-06-01' });
    await createWorkflow(context.db, { requesterId: me.id });
    await event('Ended', { startDate: '2026-06-01', endDate: '2026-06-02', createdById: me.id });
    const api = await actingAs(context, me);
    await api.inject({ url: '/api/me/week' }); // the first request of a subject touches its row
    const counter = countQueries(context.db);
    const response = await api.inject({ url: '/api/me/week' });
    const queries = counter.stop();
    expect(response.statusCode).toBe(200);
    const week: MyWeek = response.json();
    expect(week.sections.filter((item) => item.total > 0).map((item) => item.kind)).toEqual([
      'approvals',
      'myRequests',
      'events',
      'overdueWorkflows',
      'needsWrapUp',
    ]);
    expect(queries).toBeGreaterThan(0);
    expect(queries).toBeLessThanOrEqual(5);
  });

  it('refuses a bad date with 400 and a request without a token with 401', async () => {
    const api = await actingAs(context, me);
    const bad = await api.inject({ url: '/api/me/week?today=2026-02-30' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.today).toMatch(/real date/);
    expect((await context.app.inject({ url: '/api/me/week' })).statusCode).toBe(401);
  });
});
