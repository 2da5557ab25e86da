import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  approvalWorkflows,
  assets,
  tripReports,
  trips,
  workflowReviewers,
} from '../../db/schema/index';
import { ManualClock } from '../../lib/clock';
import { createCfpSubmission } from '../../test/factories/cfp-submission-factory';
import { createEvent } from '../../test/factories/event-factory';
import { createUser, type TestUser } from '../../test/factories/user-factory';
import { actingAs } from '../../test/requests';
import { createTestContext, type TestContext } from '../../test/test-app';

// PUT /api/trips/{id}/report against the app clock: the report, its trip_report asset on the
// event (what the event card counts) and the trip's stage, all or nothing.

const clock = new ManualClock('2027-02-10T12:00:00Z');
let context: TestContext;

beforeAll(async () => {
  context = await createTestContext({}, { clock });
});
afterAll(() => context.close());
beforeEach(async () => {
  await context.reset();
  clock.set('2027-02-10T12:00:00Z');
});

const as = (user: TestUser) => actingAs(context, user);

/** A trip of `traveller` to FOSDEM (1–2 February 2027), moved to `stage` as its life would. */
async function tripAt(traveller: TestUser, stage = 'booked') {
  const event = await createEvent(context.db, {
    name: 'FOSDEM',
    startDate: '2027-02-01',
    endDate: '2027-02-02',
  });
  const response = await (
    await as(traveller)
  ).inject({
    method: 'POST',
    url: '/api/trips',
    payload: { eventId: event.id, role: 'speaker' },
  });
  expect(response.statusCode, response.body).toBe(201);
  const { id } = response.json() as { id: number };
  await context.db.update(trips).set({ stage }).where(eq(trips.id, id));
  return { id, eventId: event.id };
}

const report = (overrides: Record<string, unknown> = {}) => ({
  summary: 'Two talks, a busy booth and a packed devroom.',
  peopleReached: 400,
  leads: 12,
  rating: 5,
  goAgain: 'yes',
  links: [{ label: 'Slides', url: 'https://slides.example.org/fosdem' }],
  ...overrides,
});

async function putReport(user: TestUser, id: number, payload: Record<string, unknown>) {
  return (await as(user)).inject({ method: 'PUT', url: `/api/trips/${id}/report`, payload });
}

const written = async () => ({
  reports: (await context.db.select().from(tripReports)).length,
  assets: (await context.db.select().from(assets)).length,
  reported: (await context.db.select().from(trips).where(eq(trips.stage, 'reported'))).length,
});

describe('PUT /api/trips/{id}/report', () => {
  it('saves the report, a trip_report asset on the event and marks the trip reported', async () => {
    const traveller = await createUser(context.db, { name: 'Grace Hopper' });
    const trip = await tripAt(traveller, 'completed');
    const talk = await createCfpSubmission(context.db, {
      eventId: trip.eventId,
      title: 'Compilers for everyone',
    });
    const response = await putReport(traveller, trip.id, report({ submissionIds: [talk.id] }));
    expect(response.statusCode, response.body).toBe(200);
    const saved = response.json();
    expect(saved).toMatchObject({
      status: 'reported',
      report: {
        summary: 'Two talks, a busy booth and a packed devroom.',
        peopleReached: 400,
        leads: 12,
        rating: 5,
        goAgain: 'yes',
        submissionIds: [talk.id],
        links: [{ label: 'Slides', url: 'https://slides.example.org/fosdem' }],
      },
    });
    const [asset] = await context.db.select().from(assets);
    expect(asset).toMatchObject({
      id: saved.report.assetId,
      type: 'trip_report',
      eventId: trip.eventId,
      tripId: trip.id,
      mimeType: 'text/plain',
      uploadedBy: traveller.id,
      name: 'Trip report: Grace Hopper at FOSDEM',
    });
    for (const words of [
      'Two talks, a busy booth',
      'People reached: 400',
      'Leads: 12',
      'Rating: 5 of 5',
      'Go again: Yes',
      '- Compilers for everyone',
      '- Slides: https://slides.example.org/fosdem',
    ])
      expect(asset!.content).toContain(words);

    // The event card's trip reports (list and one event) show it.
    const api = await as(traveller);
    const event = (await api.inject({ url: `/api/events/${trip.eventId}` })).json();
    expect(event.tripReports).toEqual([
      {
        id: asset!.id,
        name: 'Trip report: Grace Hopper at FOSDEM',
        uploadedByName: 'Grace Hopper',
      },
    ]);
    const list = (await api.inject({ url: '/api/events?q=FOSDEM' })).json();
    expect(list[0].tripReports).toEqual(event.tripReports);
  });

  it('edits the report and rewrites the same asset', async () => {
    const traveller = await createUser(context.db);
    const trip = await tripAt(traveller);
    const first = (await putReport(traveller, trip.id, report())).json();
    const again = await putReport(
      traveller,
      trip.id,
      report({ summary: 'Better said.', rating: 3 }),
    );
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().report).toMatchObject({
      summary: 'Better said.',
      rating: 3,
      assetId: first.report.assetId,
    });
    const rows = await context.db.select().from(assets);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.content).toContain('Better said.');
    expect(await written()).toEqual({ reports: 1, assets: 1, reported: 1 });
  });

  it('lets an admin report for the traveller; refuses anyone else', async () => {
    const traveller = await createUser(context.db);
    const admin = await createUser(context.db, { traits: ['admin'] });
    const reviewer = await createUser(context.db);
    const colleague = await createUser(context.db);
    const trip = await tripAt(traveller);
    const [workflow] = await context.db
      .insert(approvalWorkflows)
      .values({ title: 'Travel', itemType: 'travel_request', itemId: trip.eventId })
      .returning({ id: approvalWorkflows.id });
    await context.db
      .insert(workflowReviewers)
      .values({ workflowId: workflow!.id, reviewerId: reviewer.id });
    await context.db.update(trips).set({ workflowId: workflow!.id }).where(eq(trips.id, trip.id));
    // The reviewer sees the trip but may not write its report; others do not see it.
    const byReviewer = await putReport(reviewer, trip.id, report());
    expect(byReviewer.statusCode).toBe(403);
    expect(byReviewer.json().message).toBe('Only the traveller or an admin can change this trip');
    expect((await putReport(colleague, trip.id, report())).statusCode).toBe(404);
    expect(await written()).toEqual({ reports: 0, assets: 0, reported: 0 });
    const byAdmin = await putReport(admin, trip.id, report());
    expect(byAdmin.statusCode, byAdmin.body).toBe(200);
  });

  it('refuses a report before the event has ended, by the app clock', async () => {
    const traveller = await createUser(context.db);
    const trip = await tripAt(traveller);
    clock.set('2027-02-02T23:59:00Z');
    const early = await putReport(traveller, trip.id, report());
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(
      'The trip report can be written once the event has ended (it ends on 2027-02-02)',
    );
    expect(await written()).toEqual({ reports: 0, assets: 0, reported: 0 });
    clock.set('2027-02-03T00:00:00Z');
    expect((await putReport(traveller, trip.id, report())).statusCode).toBe(200);
  });

  it.each(['draft', 'cancelled'])('refuses a trip that is %s', async (stage) => {
    const traveller = await createUser(context.db);
    const trip = await tripAt(traveller, stage);
    const refused = await putReport(traveller, trip.id, report());
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/cannot be reported$/);
    expect(await written()).toEqual({ reports: 0, assets: 0, reported: 0 });
  });

  it.each([
    [{ summary: '' }, 'summary'],
    [{ summary: undefined }, 'summary'],
    [{ rating: 0 }, 'rating'],
    [{ rating: 6 }, 'rating'],
    [{ goAgain: 'perhaps' }, 'goAgain'],
    [{ links: [{ label: 'Slides', url: 'ftp://x' }] }, 'links.0.url'],
  ])('refuses %j naming %s, and writes nothing', async (overrides, field) => {
    const traveller = await createUser(context.db);
    const trip = await tripAt(traveller);
    const response = await putReport(traveller, trip.id, report(overrides));
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors ?? {})).toContain(field);
    expect(await written()).toEqual({ reports: 0, assets: 0, reported: 0 });
  });

  it('refuses talks that are not CFP submissions of the trip’s event', async () => {
    const traveller = await createUser(context.db);
    const trip = await tripAt(traveller);
    const elsewhere = await createCfpSubmission(context.db);
    const response = await putReport(traveller, trip.id, report({ submissionIds: [elsewhere.id] }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: 'Talks must be CFP submissions of the trip’s event',
      errors: { submissionIds: 'Talks must be CFP submissions of the trip’s event' },
    });
    expect(await written()).toEqual({ reports: 0, assets: 0, reported: 0 });
  });
});
