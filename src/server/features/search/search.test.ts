import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { SearchResult } from '@shared/schemas/search';
import { trips } from '../../db/schema/index';
import { countQueries } from '../../test/count-queries';
import { createWorkflow } from '../../test/factories/approval-workflow-factory';
import { createAsset } from '../../test/factories/asset-factory';
import { createAttendee } from '../../test/factories/attendee-factory';
import { createCfpSubmission } from '../../test/factories/cfp-submission-factory';
import { createEvent } from '../../test/factories/event-factory';
import { createSponsorship } from '../../test/factories/sponsorship-factory';
import { createStakeholder } from '../../test/factories/stakeholder-factory';
import { createSpeaker, createTalk } from '../../test/factories/talk-factory';
import { createUser, type TestUser } from '../../test/factories/user-factory';
import { actingAs } from '../../test/requests';
import { createTestContext, type TestContext } from '../../test/test-app';

let context: TestContext;
let me: TestUser;
let admin: TestUser;

beforeAll(async () => {
  context = await createTestContext();
});
afterAll(() => context.close());
beforeEach(async () => {
  await context.reset();
  me = await createUser(context.db, { name: 'Mia Member', username: 'mia' });
  admin = await createUser(context.db, { name: 'Ada Admin', username: 'ada', traits: ['admin'] });
});

async function searchAs(user: TestUser, query: string) {
  return (await actingAs(context, user)).inject({ url: `/api/search?${query}` });
}

async function results(user: TestUser, q: string, more = ''): Promise<SearchResult[]> {
  const response = await searchAs(user, `q=${encodeURIComponent(q)}${more}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ results: SearchResult[] }>().results;
}

const titles = (found: SearchResult[]) => found.map((result) => result.title);
const marked = (text: string, ranges: [number, number][]) =>
  ranges.map(([start, end]) => text.slice(start, end));

const trip = async (traveller: TestUser, eventId: number, notes?: string) =>
  (
    await context.db
      .insert(trips)
      .values({
        eventId,
        travellerId: traveller.id,
        role: 'speaker',
        notes,
        createdById: traveller.id,
      })
      .returning()
  )[0]!;

describe('GET /api/search', () => {
  it('ranks an exact name before the same word in notes, and shows the passage of the notes', async () => {
    const noted = await createEvent(context.db, {
      name: 'Community Meetup',
      notes: 'Plenty to say here before the point: we met the GopherCon organisers there.',
    });
    const named = await createEvent(context.db, { name: 'GopherCon', location: 'Denver' });
    const found = await results(me, 'gophercon');
    expect(found.map((result) => result.id)).toEqual([named.id, noted.id]);
    expect(found[0]).toMatchObject({
      kind: 'event',
      url: `/events/${named.id}`,
      context: expect.stringContaining('Denver'),
    });
    expect(found[0]!.rank).toBeGreaterThan(found[1]!.rank);
    expect(marked(found[1]!.context, found[1]!.highlights.context)).toEqual(['GopherCon']);
    expect(found[1]!.context).toMatch(/^…/);
  });

  it('ranks an exact name first even past the matches it weighs', async () => {
    await context.db.execute(sql`insert into events (name, link, location, start_date, end_date)
      select 'GopherCon Meetup ' || n, 'https://example.org/' || n, 'Online', date '2027-03-01', date '2027-03-01'
      from generate_series(1, 250) n`);
    const named = await createEvent(context.db, { name: 'Gophercon' });
    const [first, second] = await results(me, 'GOPHERCON', '&kinds=event');
    expect(first).toMatchObject({ id: named.id, title: 'Gophercon' });
    expect(first!.rank).toBeGreaterThan(second!.rank + 0.5);
  });

  it('finds words in any accent and highlights them as written', async () => {
    await createEvent(context.db, { name: 'Open Source Summit', location: 'Zürich' });
    await createStakeholder(context.db, { name: 'Zoë Müller' });
    const [event] = await results(me, 'Zurich');
    expect(event).toMatchObject({ title: 'Open Source Summit' });
    expect(marked(event!.context, event!.highlights.context)).toEqual(['Zürich']);
    const [person] = await results(me, 'zoe MULLER');
    expect(person).toMatchObject({ kind: 'stakeholder', url: '/stakeholders' });
    expect(marked(person!.title, person!.highlights.title)).toEqual(['Zoë', 'Müller']);
    expect(titles(await results(me, 'zürich'))).toEqual(['Open Source Summit']);
  });

  it('matches the last word as a prefix, and a name with a typo when no word matches', async () => {
    await createEvent(context.db, { name: 'KubeCon Europe' });
    await createEvent(context.db, { name: 'RustConf' });
    const [prefix] = await results(me, 'kube');
    expect(prefix).toMatchObject({ title: 'KubeCon Europe', highlights: { title: [[0, 4]] } });
    expect(titles(await results(me, 'kubecon eur'))).toEqual(['KubeCon Europe']);
    expect(titles(await results(me, 'kubecom'))).toEqual(['KubeCon Europe']);
    expect(titles(await results(me, 'europe kube'))).toEqual(['KubeCon Europe']);
    expect(await results(me, 'kube -europe')).toEqual([]);
    expect(titles(await results(me, 'rustconf or kubecon'))).toHaveLength(2);
    expect(await results(me, '"europe kubecon"')).toEqual([]);
  });

  it('finds eleven kinds of record, each with the path that opens it', async () => {
    const event = await createEvent(context.db, { name: 'Quokka Conf' });
    const talk = await createTalk(context.db, { title: 'Quokka talk' });
    const submission = await createCfpSubmission(context.db, {
      eventId: event.id,
      title: 'Quokka CFP',
    });
    const person = await createUser(context.db, { name: 'Quokka Person' });
    const speaker = await createSpeaker(context.db, { name: 'Quokka Speaker' });
    await createStakeholder(context.db, { name: 'Quokka Stakeholder' });
    const asset = await createAsset(context.db, { uploadedBy: me.id, name: 'Quokka asset' });
    const workflow = await createWorkflow(context.db, { title: 'Quokka approval' });
    const journey = await trip(me, event.id);
    await createAttendee(context.db, { eventId: event.id, name: 'Quokka Attendee' });
    await createSponsorship(context.db, { eventId: event.id, sponsorName: 'Quokka Corp' });
    const found = await results(admin, 'quokka', '&limit=50');
    const paths = Object.fromEntries(found.map((result) => [result.kind, result.url]));
    expect(paths).toEqual({
      event: `/events/${event.id}`,
      talk: `/talks/${talk.id}`,
      cfp_submission: `/cfp-submissions?eventId=${event.id}`,
      person: `/admin/users?q=${encodeURIComponent('Quokka Person')}`,
      speaker: `/speakers/${speaker.id}`,
      stakeholder: '/stakeholders',
      asset: `/assets/${asset.id}`,
      workflow: `/approval-workflows/${workflow.id}`,
      trip: `/trips/${journey.id}`,
      attendee: `/attendees?eventId=${event.id}`,
      sponsorship: `/sponsorships?eventId=${event.id}`,
    });
    expect(found.find((result) => result.kind === 'trip')?.title).toBe('Mia Member → Quokka Conf');
    expect(found.find((result) => result.kind === 'cfp_submission')?.context).toContain(
      'Quokka Conf',
    );
    expect(submission.id).toBeGreaterThan(0);
    // A person without a speaker page has none a member may open; kinds narrow the search.
    const mine = await results(me, 'quokka', '&kinds=person,talk');
    expect(mine.map((result) => [result.kind, result.url])).toEqual(
      expect.arrayContaining([
        ['person', null],
        ['talk', `/talks/${talk.id}`],
      ]),
    );
    expect(person.id).toBeGreaterThan(0);
    expect(await results(me, 'quokka', '&limit=3')).toHaveLength(3);
  });

  it('shows a member only their own trips and those they review; an admin every trip', async () => {
    const other = await createUser(context.db, { name: 'Otto Other' });
    const event = await createEvent(context.db, { name: 'FOSDEM' });
    const mine = await trip(me, event.id, 'Booked the night train');
    const theirs = await trip(other, event.id, 'Booked the night train too');
    const reviewed = await trip(other, event.id, 'Train again');
    const workflow = await createWorkflow(context.db, { title: 'Travel', reviewerIds: [me.id] });
    await context.db
      .update(trips)
      .set({ workflowId: workflow.id })
      .where(eq(trips.id, reviewed.id));
    const ids = async (user: TestUser) =>
      (await results(user, 'train', '&kinds=trip')).map((result) => result.id).sort();
    expect(await ids(me)).toEqual([mine.id, reviewed.id].sort());
    expect(await ids(admin)).toEqual([mine.id, theirs.id, reviewed.id].sort());
    expect(titles(await results(other, 'mia', '&kinds=trip'))).toEqual([]);
  });

  it('answers 200 to any text, empty or made of query syntax, and never a 500', async () => {
    await createEvent(context.db, { name: 'KubeCon Europe' });
    for (const q of [
      '',
      '   ',
      '"',
      '-',
      ':',
      '&',
      '|',
      '!',
      '\\',
      "'",
      '(',
      ')',
      '<->',
      '*',
      ':*',
      'kube:*',
      'a & !b | c',
      '"kube',
      'kube -',
      '-kube',
      '!kube',
      "o'reilly",
      '\\kube',
      'kube\\',
      'or',
      '"" ""',
      'kube & (',
      'ŉ',
      '²',
      '\u{1F600}',
      'x'.repeat(200),
    ]) {
      const response = await searchAs(me, `q=${encodeURIComponent(q)}`);
      expect(response.statusCode, `${q}: ${response.body}`).toBe(200);
    }
    expect(await results(me, '')).toEqual([]);
    expect(titles(await results(me, 'kube:*'))).toEqual(['KubeCon Europe']);
  });

  it('refuses a long text, unknown kinds and a limit out of range with 400 naming the field', async () => {
    const long = await searchAs(me, `q=${'a'.repeat(500)}`);
    expect(long.statusCode).toBe(400);
    expect(long.json().errors).toEqual({ q: 'Search text must be at most 200 characters' });
    const kinds = await searchAs(me, 'q=x&kinds=event,boat');
    expect(kinds.statusCode).toBe(400);
    expect(kinds.json().errors.kinds).toMatch(/Unknown kind 'boat'/);
    expect((await searchAs(me, 'q=x&limit=51')).statusCode).toBe(400);
    expect((await context.app.inject({ url: '/api/search?q=x' })).statusCode).toBe(401);
  });

  it('searches in one SQL statement beside the sign-in', async () => {
    await createEvent(context.db, { name: 'KubeCon Europe' });
    const api = await actingAs(context, me);
    await api.inject({ url: '/api/search?q=kube' }); // the first request of a subject touches its row
    const counter = countQueries(context.db);
    const response = await api.inject({ url: '/api/search?q=kubecom' });
    const queries = counter.stop();
    expect(response.json().results).toHaveLength(1);
    expect(queries).toBe(2);
  });
});
