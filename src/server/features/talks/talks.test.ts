import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, talkRevisions, talks } from '../../db/schema/index';
import { createCfpSubmission } from '../../test/factories/cfp-submission-factory';
import { createEvent } from '../../test/factories/event-factory';
import { createSpeaker, createTalk } from '../../test/factories/talk-factory';
import { createUser, type TestUser } from '../../test/factories/user-factory';
import { describeRecordRouteBasics } from '../../test/record-route-basics';
import { describeRecordVersions } from '../../test/record-versions';
import { actingAs } from '../../test/requests';
import { createTestContext, type TestContext } from '../../test/test-app';

let context: TestContext;

beforeAll(async () => {
  context = await createTestContext();
});
afterAll(() => context.close());
beforeEach(() => context.reset());

const as = async (user?: TestUser) => actingAs(context, user ?? (await createUser(context.db)));
const countRows = async () => (await context.db.select().from(talks)).length;
const countRevisions = async () => (await context.db.select().from(talkRevisions)).length;

const validBody = {
  title: 'Sustaining open source',
  abstract: 'How an OSPO keeps projects alive.',
  shortDescription: 'Keeping projects alive',
  level: 'intermediate',
  format: 'workshop',
  durationMinutes: 90,
  language: 'English',
  tags: ['ospo', ' OSPO ', 'community', ''],
  notes: 'Needs a projector',
};

describe('POST /api/talks', () => {
  it('saves the talk, its first revision and its speakers in order', async () => {
    const user = await createUser(context.db, { name: 'Grace Hopper' });
    const external = await createSpeaker(context.db, { name: 'Ada External' });
    const response = await (
      await as(user)
    ).inject({
      method: 'POST',
      url: '/api/talks',
      payload: { ...validBody, speakers: [{ speakerId: external.id }, { userId: user.id }] },
    });
    expect(response.statusCode).toBe(201);
    const talk = response.json();
    expect(talk).toMatchObject({
      ...validBody,
      tags: ['ospo', 'community'],
      archived: false,
      createdById: user.id,
      version: 1,
      speakers: [
        { id: external.id, name: 'Ada External', userId: null },
        { name: 'Grace Hopper', userId: user.id },
      ],
    });
    const revisions = await (await as()).inject({ url: `/api/talks/${talk.id}/revisions` });
    expect(revisions.json()).toEqual([
      expect.objectContaining({
        id: talk.currentRevisionId,
        title: validBody.title,
        abstract: validBody.abstract,
        authorId: user.id,
        authorName: 'Grace Hopper',
      }),
    ]);
  });

  it('makes the person creating it the speaker when none are named, one record per account', async () => {
    const user = await createUser(context.db, { name: 'Lin Yu' });
    const client = await as(user);
    const body = { title: 'A', abstract: 'B' };
    const first = await client.inject({ method: 'POST', url: '/api/talks', payload: body });
    const second = await client.inject({ method: 'POST', url: '/api/talks', payload: body });
    expect(first.json()).toMatchObject({ format: 'talk', level: null, tags: [] });
    expect(first.json().speakers).toEqual([expect.objectContaining({ userId: user.id })]);
    expect(second.json().speakers).toEqual(first.json().speakers);
  });

  it.each([
    ['title', { title: ' ' }, 'A talk needs a title'],
    ['abstract', { abstract: undefined }, 'A talk needs an abstract'],
    ['durationMinutes', { durationMinutes: 4 }, 'Duration must be between 5 and 480 minutes'],
    ['durationMinutes', { durationMinutes: 481 }, 'Duration must be between 5 and 480 minutes'],
    ['level', { level: 'expert' }, expect.stringContaining('Must be one of: ')],
    ['format', { format: 'rant' }, expect.stringContaining('Must be one of: ')],
  ])('refuses a bad %s (%o) and writes nothing', async (field, change, message) => {
    const response = await (
      await as()
    ).inject({ method: 'POST', url: '/api/talks', payload: { ...validBody, ...change } });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ [field]: message });
    expect(await countRows()).toBe(0);
  });

  it.each([
    [{ speakerId: 999 }, 'Speaker 999 not found'],
    [{ userId: 999 }, 'Account 999 not found'],
  ])('refuses an unknown speaker %o with nothing written', async (ref, message) => {
    const response = await (
      await as()
    ).inject({ method: 'POST', url: '/api/talks', payload: { ...validBody, speakers: [ref] } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message, errors: { speakers: message } });
    expect([await countRows(), await countRevisions()]).toEqual([0, 0]);
  });
});

describe('GET /api/talks', () => {
  it('searches title, abstract, tags and speakers, and filters in the database', async () => {
    const alice = await createSpeaker(context.db, { name: 'Alice Liddell' });
    await createTalk(context.db, {
      title: 'Rust at scale',
      tags: ['Rust'],
      level: 'advanced',
      speakerIds: [alice.id],
    });
    await createTalk(context.db, { title: 'Governance', abstract: 'Foundations and rust belts' });
    await createTalk(context.db, { title: 'Lightning', format: 'lightning talk', tags: ['fun'] });
    await createTalk(context.db, { title: 'Old one', archived: true, tags: ['rust'] });
    const client = await as();
    const titles = async (query: string) => {
      const response = await client.inject({ url: `/api/talks?sort=title&${query}` });
      expect(response.statusCode).toBe(200);
      return response.json().map((talk: { title: string }) => talk.title);
    };
    expect(await titles('q=rust')).toEqual(['Governance', 'Rust at scale']);
    expect(await titles('q=liddell')).toEqual(['Rust at scale']);
    expect(await titles('q=FUN')).toEqual(['Lightning']);
    expect(await titles('tag=rust')).toEqual(['Rust at scale']);
    expect(await titles('tag=rust&archived=all')).toEqual(['Old one', 'Rust at scale']);
    expect(await titles('archived=true')).toEqual(['Old one']);
    expect(await titles('level=advanced')).toEqual(['Rust at scale']);
    expect(await titles('format=lightning talk')).toEqual(['Lightning']);
    expect(await titles(`speakerId=${alice.id}`)).toEqual(['Rust at scale']);
    const page = await client.inject({ url: '/api/talks?sort=-title&limit=1&offset=1' });
    expect(page.json().map((talk: { title: string }) => talk.title)).toEqual(['Lightning']);
    expect(page.headers['x-total-count']).toBe('3');
  });

  it('answers 400 for an unknown level or format filter', async () => {
    const client = await as();
    expect((await client.inject({ url: '/api/talks?level=expert' })).statusCode).toBe(400);
    expect((await client.inject({ url: '/api/talks?format=rant' })).statusCode).toBe(400);
  });
});

describe('PUT /api/talks/:id and revisions', () => {
  it('saves a revision for each change of title or abstract, with its author', async () => {
    const author = await createUser(context.db, { name: 'Editor' });
    const talk = await createTalk(context.db);
    const client = await as(author);
    const put = (payload: object) =>
      client.inject({ method: 'PUT', url: `/api/talks/${talk.id}`, payload });
    expect((await put({ notes: 'no new revision' })).statusCode).toBe(200);
    expect((await put({ abstract: talk.abstract })).statusCode).toBe(200);
    expect(await countRevisions()).toBe(1);
    const changed = await put({ abstract: 'A better abstract' });
    expect(changed.json().currentRevisionId).not.toBe(talk.revisionId);
    const revisions = (await client.inject({ url: `/api/talks/${talk.id}/revisions` })).json();
    expect(revisions.map((r: { abstract: string }) => r.abstract)).toEqual([
      'A better abstract',
      talk.abstract,
    ]);
    expect(revisions[0]).toMatchObject({ authorId: author.id, authorName: 'Editor' });
  });

  it('changes the speakers and their order, moving the version on', async () => {
    const [one, two] = [await createSpeaker(context.db), await createSpeaker(context.db)];
    const talk = await createTalk(context.db, { speakerIds: [one.id, two.id] });
    const response = await (
      await as()
    ).inject({
      method: 'PUT',
      url: `/api/talks/${talk.id}`,
      payload: { speakers: [{ speakerId: two.id }, { speakerId: one.id }] },
    });
    expect(response.json().speakers.map((s: { id: number }) => s.id)).toEqual([two.id, one.id]);
    expect(response.json().version).toBe(2);
  });

  it('refuses an unknown speaker on update and leaves the talk as it was', async () => {
    const talk = await createTalk(context.db);
    const response = await (
      await as()
    ).inject({
      method: 'PUT',
      url: `/api/talks/${talk.id}`,
      payload: { title: 'Changed', speakers: [{ speakerId: 999 }] },
    });
    expect(response.statusCode).toBe(400);
    const [row] = await context.db.select().from(talks).where(eq(talks.id, talk.id));
    expect([row!.title, row!.version, await countRevisions()]).toEqual([talk.title, 1, 1]);
  });

  it('restores a revision as a new one, and refuses a revision of another talk', async () => {
    const talk = await createTalk(context.db, { title: 'First title' });
    const other = await createTalk(context.db);
    const client = await as();
    await client.inject({
      method: 'PUT',
      url: `/api/talks/${talk.id}`,
      payload: { title: 'Second title' },
    });
    const one = await client.inject({ url: `/api/talks/${talk.id}/revisions/${talk.revisionId}` });
    expect(one.json()).toMatchObject({ title: 'First title', talkId: talk.id });
    const restored = await client.inject({
      method: 'POST',
      url: `/api/talks/${talk.id}/revisions/${talk.revisionId}/restore`,
    });
    expect(restored.statusCode).toBe(200);
    expect(restored.json().title).toBe('First title');
    expect(await countRevisions()).toBe(4);

    const foreign = await client.inject({
      method: 'POST',
      url: `/api/talks/${talk.id}/revisions/${other.revisionId}/restore`,
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toBe(
      `Revision ${other.revisionId} belongs to another talk, not this one`,
    );
    expect(await countRevisions()).toBe(4);
    const missing = await client.inject({ url: `/api/talks/${talk.id}/revisions/999` });
    expect(missing.statusCode).toBe(404);
  });

  it('credits the person in the audit log', async () => {
    const user = await createUser(context.db);
    const created = await (
      await as(user)
    ).inject({ method: 'POST', url: '/api/talks', payload: validBody });
    const entries = await context.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.recordType, 'talks'));
    expect(entries).toEqual([
      expect.objectContaining({ action: 'create', actorId: user.id, recordId: created.json().id }),
    ]);
  });
});

describe('DELETE /api/talks/:id', () => {
  it('refuses a talk with submissions (archive it instead) and keeps it', async () => {
    const user = await createUser(context.db);
    const talk = await createTalk(context.db, { createdById: user.id });
    const event = await createEvent(context.db);
    await createCfpSubmission(context.db, { eventId: event.id, talkId: talk.id });
    const client = await as(user);
    const response = await client.inject({ method: 'DELETE', url: `/api/talks/${talk.id}` });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      'This talk has 1 CFP submission(s), so it cannot be deleted: archive it instead.',
    );
    expect(await countRows()).toBe(1);
    const archived = await client.inject({
      method: 'PUT',
      url: `/api/talks/${talk.id}`,
      payload: { archived: true },
    });
    expect(archived.json().archived).toBe(true);
  });
});

describeRecordRouteBasics({
  path: '/api/talks',
  context: () => context,
  create: (createdById) => createTalk(context.db, { createdById }),
  body: async () => validBody,
  patch: { title: 'X' },
  countRows,
  otherReads: ['/api/talks/open-cfps', '/api/talks/1/revisions', '/api/talks/1/submissions'],
});

describeRecordVersions({
  path: '/api/talks',
  context: () => context,
  create: (createdById) => createTalk(context.db, { createdById }),
  patch: (n) => ({ notes: `Note ${n}` }),
  field: 'notes',
});
