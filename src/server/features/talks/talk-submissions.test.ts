import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cfpSubmissions } from '../../db/schema/index';
import { createCfpSubmission } from '../../test/factories/cfp-submission-factory';
import { createEvent, daysFromToday } from '../../test/factories/event-factory';
import { createSpeaker, createTalk } from '../../test/factories/talk-factory';
import { createUser, type TestUser } from '../../test/factories/user-factory';
import { actingAs } from '../../test/requests';
import { createTestContext, type TestContext } from '../../test/test-app';

let context: TestContext;

beforeAll(async () => {
  context = await createTestContext();
});
afterAll(() => context.close());
beforeEach(() => context.reset());

const as = async (user?: TestUser) => actingAs(context, user ?? (await createUser(context.db)));
const countSubmissions = async () => (await context.db.select().from(cfpSubmissions)).length;

async function talkWithTwoSpeakers() {
  const speakers = [
    await createSpeaker(context.db, { name: 'Ada' }),
    await createSpeaker(context.db, { name: 'Lin' }),
  ];
  return createTalk(context.db, {
    title: 'Funding maintainers',
    abstract: 'Money and time.',
    speakerIds: speakers.map((speaker) => speaker.id),
  });
}

describe('POST /api/talks/:id/submissions', () => {
  it('makes one draft per event with the current text and speakers, remembering the revision', async () => {
    const user = await createUser(context.db);
    const talk = await talkWithTwoSpeakers();
    const events = [
      await createEvent(context.db, { traits: ['cfp-open'] }),
      await createEvent(context.db, { cfpDeadline: daysFromToday(0) }),
    ];
    const response = await (
      await as(user)
    ).inject({
      method: 'POST',
      url: `/api/talks/${talk.id}/submissions`,
      payload: { eventIds: events.map((event) => event.id) },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().submissions).toEqual(
      events.map((event) =>
        expect.objectContaining({
          eventId: event.id,
          eventName: event.name,
          title: 'Funding maintainers',
          abstract: 'Money and time.',
          submitterName: 'Ada, Lin',
          submitterId: user.id,
          status: 'draft',
          submissionDate: daysFromToday(0),
          talkId: talk.id,
          talkRevisionId: talk.revisionId,
        }),
      ),
    );
  });

  it('refuses all when one event’s CFP has closed, naming its deadline', async () => {
    const talk = await createTalk(context.db);
    const open = await createEvent(context.db, { traits: ['cfp-open'] });
    const closed = await createEvent(context.db, {
      name: 'Closed Conf',
      cfpDeadline: daysFromToday(-1),
    });
    const response = await (
      await as()
    ).inject({
      method: 'POST',
      url: `/api/talks/${talk.id}/submissions`,
      payload: { eventIds: [open.id, closed.id] },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(`The CFP of Closed Conf closed on ${daysFromToday(-1)}`);
    expect(await countSubmissions()).toBe(0);
  });

  it.each([
    [{ eventIds: [] }, 'Choose at least one event'],
    [{ eventIds: [999] }, 'Event 999 not found'],
  ])('refuses %o with nothing written', async (payload, message) => {
    const talk = await createTalk(context.db);
    const response = await (
      await as()
    ).inject({ method: 'POST', url: `/api/talks/${talk.id}/submissions`, payload });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect(await countSubmissions()).toBe(0);
  });

  it('refuses an event without a CFP deadline', async () => {
    const talk = await createTalk(context.db);
    const event = await createEvent(context.db, { name: 'No CFP' });
    const response = await (
      await as()
    ).inject({
      method: 'POST',
      url: `/api/talks/${talk.id}/submissions`,
      payload: { eventIds: [event.id] },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      'No CFP has no CFP deadline, so its call for papers is not open',
    );
  });

  it('warns of the same talk or a similar title at the event, then goes on when confirmed', async () => {
    const talk = await talkWithTwoSpeakers();
    const event = await createEvent(context.db, { traits: ['cfp-open'] });
    const similar = await createCfpSubmission(context.db, {
      eventId: event.id,
      title: 'Funding maintainer',
      submitterName: 'Grace',
    });
    await createCfpSubmission(context.db, { eventId: event.id, title: 'Something else' });
    const client = await as();
    const send = (confirm?: boolean) =>
      client.inject({
        method: 'POST',
        url: `/api/talks/${talk.id}/submissions`,
        payload: { eventIds: [event.id], confirm },
      });
    const warned = await send();
    expect(warned.statusCode).toBe(409);
    expect(warned.json().warnings).toEqual([
      {
        eventId: event.id,
        eventName: event.name,
        submissionId: similar.id,
        title: 'Funding maintainer',
        submitterName: 'Grace',
        status: 'draft',
        sameTalk: false,
        similarity: expect.closeTo(18 / 19, 5),
      },
    ]);
    expect(await countSubmissions()).toBe(2);
    expect((await send(true)).statusCode).toBe(201);
    const again = await send();
    expect(again.statusCode).toBe(409);
    expect(again.json().warnings.map((w: { sameTalk: boolean }) => w.sameTalk)).toEqual([
      false,
      true,
    ]);
  });
});

describe('GET /api/talks/:id/submissions', () => {
  it('lists each submission with "changed since submitted", counts and the acceptance rate', async () => {
    const talk = await createTalk(context.db);
    const client = await as();
    const statuses = ['accepted', 'rejected', 'rejected', 'withdrawn'] as const;
    for (const status of statuses) {
      const event = await createEvent(context.db);
      await createCfpSubmission(context.db, {
        eventId: event.id,
        talkId: talk.id,
        talkRevisionId: talk.revisionId,
        status,
      });
    }
    await client.inject({
      method: 'PUT',
      url: `/api/talks/${talk.id}`,
      payload: { abstract: 'Rewritten after a rejection' },
    });
    const open = await createEvent(context.db, { traits: ['cfp-open'] });
    await client.inject({
      method: 'POST',
      url: `/api/talks/${talk.id}/submissions`,
      payload: { eventIds: [open.id] },
    });
    const page = (await client.inject({ url: `/api/talks/${talk.id}/submissions` })).json();
    expect(page.counts).toEqual({ draft: 1, submitted: 0, accepted: 1, rejected: 2, withdrawn: 1 });
    expect(page.acceptanceRate).toBeCloseTo(1 / 3);
    const changed = Object.fromEntries(
      page.submissions.map((row: { status: string; changedSinceSubmitted: boolean }) => [
        row.status,
        row.changedSinceSubmitted,
      ]),
    );
    expect(changed).toEqual({ accepted: true, rejected: true, withdrawn: true, draft: false });
  });

  it('has no acceptance rate before any decision', async () => {
    const talk = await createTalk(context.db);
    const page = (await (await as()).inject({ url: `/api/talks/${talk.id}/submissions` })).json();
    expect(page).toMatchObject({ submissions: [], acceptanceRate: null });
  });
});

describe('GET /api/talks/open-cfps', () => {
  it('lists events whose CFP closes today or later, soonest first, searchable', async () => {
    await createEvent(context.db, { name: 'Later', cfpDeadline: daysFromToday(30) });
    await createEvent(context.db, { name: 'Today', cfpDeadline: daysFromToday(0) });
    await createEvent(context.db, { name: 'Closed', cfpDeadline: daysFromToday(-1) });
    await createEvent(context.db, { name: 'No CFP' });
    const client = await as();
    const names = async (query = '') =>
      (await client.inject({ url: `/api/talks/open-cfps${query}` }))
        .json()
        .map((event: { name: string }) => event.name);
    expect(await names()).toEqual(['Today', 'Later']);
    expect(await names('?q=lat')).toEqual(['Later']);
  });
});

describe('GET /api/talks/similar-submissions', () => {
  it('names the event’s submissions with a similar title, except the one being edited', async () => {
    const event = await createEvent(context.db);
    const first = await createCfpSubmission(context.db, {
      eventId: event.id,
      title: 'Rust in OSPOs',
    });
    const client = await as();
    const ids = async (query: string) =>
      (await client.inject({ url: `/api/talks/similar-submissions?eventId=${event.id}&${query}` }))
        .json()
        .map((row: { submissionId: number }) => row.submissionId);
    expect(await ids('title=rust in ospo')).toEqual([first.id]);
    expect(await ids(`title=rust in ospo&exceptId=${first.id}`)).toEqual([]);
    expect(await ids('title=Go in OSPOs today')).toEqual([]);
  });
});

describe('POST /api/cfp-submissions with a talk', () => {
  it('remembers the talk’s current revision; without talkId nothing changes', async () => {
    const talk = await createTalk(context.db);
    const event = await createEvent(context.db);
    const client = await as();
    const body = { eventId: event.id, title: 'T', abstract: 'A', submitterName: 'S' };
    const withTalk = await client.inject({
      method: 'POST',
      url: '/api/cfp-submissions',
      payload: { ...body, talkId: talk.id },
    });
    expect(withTalk.json()).toMatchObject({ talkId: talk.id, talkRevisionId: talk.revisionId });
    const without = await client.inject({
      method: 'POST',
      url: '/api/cfp-submissions',
      payload: body,
    });
    expect(without.json()).toMatchObject({ talkId: null, talkRevisionId: null });
    const unknown = await client.inject({
      method: 'POST',
      url: '/api/cfp-submissions',
      payload: { ...body, talkId: 999 },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({
      message: 'Talk not found',
      errors: { talkId: 'Talk not found' },
    });
    expect(await countSubmissions()).toBe(2);
  });
});

describe('PUT /api/cfp-submissions/:id with a talk', () => {
  it('links the talk with its current revision, and unlinks it with null', async () => {
    const talk = await createTalk(context.db);
    const event = await createEvent(context.db);
    const submission = await createCfpSubmission(context.db, { eventId: event.id });
    const client = await as();
    const put = (talkId: number | null) =>
      client.inject({
        method: 'PUT',
        url: `/api/cfp-submissions/${submission.id}`,
        payload: { talkId },
      });
    expect((await put(talk.id)).json()).toMatchObject({
      talkId: talk.id,
      talkRevisionId: talk.revisionId,
    });
    expect((await put(null)).json()).toMatchObject({ talkId: null, talkRevisionId: null });
  });
});

describe('library talks at events', () => {
  async function eventWithTalks() {
    const event = await createEvent(context.db);
    const talk = await talkWithTwoSpeakers();
    const other = await createTalk(context.db, { title: 'Another talk' });
    await createCfpSubmission(context.db, {
      eventId: event.id,
      talkId: talk.id,
      title: 'Funding maintainers (sent)',
      submitterName: 'Ada, Lin',
      traits: ['accepted'],
    });
    // The same talk twice (two teammates) counts once; a submission without a talk not at all.
    await createCfpSubmission(context.db, { eventId: event.id, talkId: talk.id });
    await createCfpSubmission(context.db, { eventId: event.id, talkId: other.id });
    await createCfpSubmission(context.db, { eventId: event.id });
    return { event, talk, other };
  }

  it('GET /api/events/:id/talks lists them by title with speakers and status', async () => {
    const { event, talk, other } = await eventWithTalks();
    await createCfpSubmission(context.db, { talkId: talk.id });
    const response = await (await as()).inject({ url: `/api/events/${event.id}/talks` });
    expect(response.statusCode).toBe(200);
    const rows = response.json() as { talkId: number; title: string; status: string }[];
    expect(rows.map(({ talkId, title, status }) => ({ talkId, title, status }))).toEqual([
      { talkId: other.id, title: 'Another talk', status: 'draft' },
      { talkId: talk.id, title: 'Funding maintainers', status: 'accepted' },
      { talkId: talk.id, title: 'Funding maintainers', status: 'draft' },
    ]);
    expect(response.json()[1]).toMatchObject({
      submitterName: 'Ada, Lin',
      speakers: [
        expect.objectContaining({ name: 'Ada' }),
        expect.objectContaining({ name: 'Lin' }),
      ],
    });

    const empty = await createEvent(context.db);
    expect((await (await as()).inject({ url: `/api/events/${empty.id}/talks` })).json()).toEqual(
      [],
    );
    const missing = await (await as()).inject({ url: '/api/events/999999/talks' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Event not found');
  });

  it('counts distinct talks as talkCount on the events list and one event', async () => {
    const { event } = await eventWithTalks();
    const bare = await createEvent(context.db);
    const api = await as();
    const listed = (await api.inject({ url: '/api/events?limit=50' })).json() as {
      id: number;
      talkCount: number;
      cfpCount: number;
    }[];
    expect(listed.find((row) => row.id === event.id)).toMatchObject({ talkCount: 2, cfpCount: 4 });
    expect(listed.find((row) => row.id === bare.id)).toMatchObject({ talkCount: 0 });
    const one = await api.inject({ url: `/api/events/${event.id}` });
    expect(one.json()).toMatchObject({ talkCount: 2, cfpCount: 4 });
  });
});
