import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createAttendee } from '../../test/factories/attendee-factory';
import { createCfpSubmission } from '../../test/factories/cfp-submission-factory';
import { createEvent } from '../../test/factories/event-factory';
import { createSponsorship } from '../../test/factories/sponsorship-factory';
import { createUser } from '../../test/factories/user-factory';
import { actingAs } from '../../test/requests';
import { createTestContext, type TestContext } from '../../test/test-app';

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

const TODAY = '2026-06-15';

const dashboard = async (today: string | null = TODAY) => {
  const response = await api.inject({ url: `/api/dashboard${today ? `?today=${today}` : ''}` });
  expect(response.statusCode).toBe(200);
  return response.json();
};

const on = (startDate: string, values: Parameters<typeof createEvent>[1] = {}) =>
  createEvent(context.db, {
    name: `Starts ${startDate}`,
    startDate,
    endDate: startDate,
    ...values,
  });

describe('GET /api/dashboard', () => {
  it('lists events starting within 30 days, today and day 30 included, at most 5', async () => {
    await on('2026-06-14');
    await on('2026-07-16');
    for (const day of ['2026-07-15', '2026-06-15', '2026-06-20', '2026-06-21', '2026-06-22']) {
      await on(day);
    }
    await on('2026-06-23');
    const { upcomingEvents, totals } = await dashboard();
    expect(upcomingEvents.map((event: { startDate: string }) => event.startDate)).toEqual([
      '2026-06-15',
      '2026-06-20',
      '2026-06-21',
      '2026-06-22',
      '2026-06-23',
    ]);
    expect(upcomingEvents[0]).toMatchObject({ name: 'Starts 2026-06-15', daysUntil: 0 });
    expect(totals).toMatchObject({ events: 8, upcomingEvents: 6 });
  });

  it('lists CFP deadlines from today to day 14, soonest first, with days left', async () => {
    const future = { startDate: '2026-09-01', endDate: '2026-09-02' };
    await on('2026-09-01', { ...future, name: 'Yesterday', cfpDeadline: '2026-06-14' });
    await on('2026-09-01', { ...future, name: 'Day 15', cfpDeadline: '2026-06-30' });
    await on('2026-09-01', { ...future, name: 'Day 14', cfpDeadline: '2026-06-29' });
    await on('2026-09-01', { ...future, name: 'Today', cfpDeadline: '2026-06-15' });
    await on('2026-09-01', { ...future, name: 'No CFP' });
    const { cfpDeadlines } = await dashboard();
    expect(cfpDeadlines).toMatchObject([
      { name: 'Today', cfpDeadline: '2026-06-15', daysLeft: 0 },
      { name: 'Day 14', cfpDeadline: '2026-06-29', daysLeft: 14 },
    ]);
  });

  it('shows the 5 newest submissions with their event name, and the totals', async () => {
    const event = await on('2026-08-01', { name: 'FOSDEM' });
    for (const day of ['01', '02', '03', '04', '05', '06']) {
      await createCfpSubmission(context.db, {
        eventId: event.id,
        title: `Talk ${day}`,
        submissionDate: `2026-05-${day}`,
        traits: day === '03' ? ['accepted'] : [],
      });
    }
    await createAttendee(context.db, { eventId: event.id });
    await createSponsorship(context.db, { eventId: event.id, traits: ['confirmed'] });
    await createSponsorship(context.db, { eventId: event.id });

    const { recentSubmissions, totals } = await dashboard();
    expect(recentSubmissions.map((submission: { title: string }) => submission.title)).toEqual([
      'Talk 06',
      'Talk 05',
      'Talk 04',
      'Talk 03',
      'Talk 02',
    ]);
    expect(recentSubmissions[0]).toMatchObject({
      eventId: event.id,
      eventName: 'FOSDEM',
      submissionDate: '2026-05-06',
      status: 'draft',
    });
    expect(totals).toEqual({
      events: 1,
      upcomingEvents: 0,
      cfpSubmissions: 6,
      acceptedSubmissions: 1,
      attendees: 1,
      sponsorships: 2,
      confirmedSponsorships: 1,
    });
  });

  it('counts events per type for the current month and the 11 after it', async () => {
    await on('2026-05-31');
    await on('2026-06-01', { type: 'meetup' });
    await on('2026-06-30');
    await on('2027-05-31', { type: 'hackathon' });
    await on('2027-06-01');
    const { eventsPerMonth } = await dashboard();
    expect(eventsPerMonth.map((entry: { month: string }) => entry.month)).toEqual([
      '2026-06',
      '2026-07',
      '2026-08',
      '2026-09',
      '2026-10',
      '2026-11',
      '2026-12',
      '2027-01',
      '2027-02',
      '2027-03',
      '2027-04',
      '2027-05',
    ]);
    expect(eventsPerMonth[0]).toEqual({
      month: '2026-06',
      total: 2,
      counts: { conference: 1, meetup: 1, webinar: 0, workshop: 0, hackathon: 0 },
    });
    expect(eventsPerMonth[1].total).toBe(0);
    expect(eventsPerMonth[11]).toMatchObject({ total: 1, counts: { hackathon: 1 } });
  });

  it("uses the server's UTC date when no day is given", async () => {
    const { today } = await dashboard(null);
    expect(today).toBe(new Date().toISOString().slice(0, 10));
  });

  it('answers 400 for a malformed day and 401 without a token', async () => {
    const invalid = await api.inject({ url: '/api/dashboard?today=2026-02-30' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().errors).toHaveProperty('today');
    expect((await context.app.inject({ url: '/api/dashboard' })).statusCode).toBe(401);
  });
});
