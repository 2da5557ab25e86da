import ICAL from 'ical.js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ManualClock } from '../../lib/clock';
import { createEvent } from '../../test/factories/event-factory';
import { createUser, type TestUser } from '../../test/factories/user-factory';
import { actingAs } from '../../test/requests';
import { createTestContext, TEST_PUBLIC_URL, type TestContext } from '../../test/test-app';

// Issue 27: a person's calendar feed holds their trips beside the events.
const clock = new ManualClock('2031-03-01T12:00:00Z');
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
  reviewer = await createUser(context.db);
});

async function send(user: TestUser, url: string, payload?: object, method = 'POST') {
  const response = await (await actingAs(context, user)).inject({ method, url, payload });
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response.json() as { id: number; workflowId: number; url: string };
}

async function tripTo(name: string, dates: { departDate?: string; returnDate?: string } = {}) {
  const event = await createEvent(context.db, {
    name,
    location: 'Lisbon, Portugal',
    startDate: '2031-05-10',
    endDate: '2031-05-12',
  });
  return send(traveller, '/api/trips', { eventId: event.id, role: 'speaker', ...dates });
}

async function feedEntries(user: TestUser) {
  const { url } = await send(user, '/api/calendar-feed');
  const response = await context.app.inject({ url: url.slice(TEST_PUBLIC_URL.length) });
  expect(response.statusCode).toBe(200);
  const calendar = new ICAL.Component(ICAL.parse(response.body));
  return new Map(
    calendar.getAllSubcomponents('vevent').map((vevent) => {
      const event = new ICAL.Event(vevent);
      return [event.uid, { event, vevent }] as const;
    }),
  );
}

const host = new URL(TEST_PUBLIC_URL).hostname;
const status = (entry: { vevent: ICAL.Component } | undefined) =>
  entry?.vevent.getFirstPropertyValue('status');

describe('trips in the calendar feed', () => {
  it('hold my asked-for trips from departure to return, tentative until approved', async () => {
    const trip = await tripTo('Summit', { departDate: '2031-05-09', returnDate: '2031-05-13' });
    const draft = await tripTo('Draft only');
    expect((await feedEntries(traveller)).has(`trip-${draft.id}@${host}`)).toBe(false);

    const { workflowId } = await send(traveller, `/api/trips/${trip.id}/request-approval`, {
      title: 'Travel to Summit',
      reviewerIds: [reviewer.id],
    });
    let entry = (await feedEntries(traveller)).get(`trip-${trip.id}@${host}`);
    expect(entry?.event.summary).toBe('Trip: Summit');
    expect(entry?.event.location).toBe('Lisbon, Portugal');
    expect(entry?.event.startDate.toString()).toBe('2031-05-09');
    expect(entry?.event.endDate.toString()).toBe('2031-05-14');
    expect(entry?.event.description).toContain(`${TEST_PUBLIC_URL}/trips/${trip.id}`);
    expect(status(entry)).toBe('TENTATIVE');

    await send(reviewer, `/api/approval-workflows/${workflowId}/decisions`, {
      decision: 'approved',
    });
    entry = (await feedEntries(traveller)).get(`trip-${trip.id}@${host}`);
    expect(status(entry)).toBe('CONFIRMED');
    expect(entry?.event.description).toContain('Trip status: approved');

    await send(traveller, `/api/trips/${trip.id}/cancel`);
    expect(status((await feedEntries(traveller)).get(`trip-${trip.id}@${host}`))).toBe('CANCELLED');
  });

  it("use the event's dates when the trip has none, and stay out of others' feeds", async () => {
    const trip = await tripTo('Undated');
    await send(traveller, `/api/trips/${trip.id}/request-approval`, {
      title: 'Travel',
      reviewerIds: [reviewer.id],
    });
    const entry = (await feedEntries(traveller)).get(`trip-${trip.id}@${host}`);
    expect(entry?.event.startDate.toString()).toBe('2031-05-10');
    expect(entry?.event.endDate.toString()).toBe('2031-05-13');
    expect((await feedEntries(reviewer)).has(`trip-${trip.id}@${host}`)).toBe(false);
  });
});
