import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cfpSubmissions, events } from '../../db/schema/index';
import { createCfpSubmission } from '../../test/factories/cfp-submission-factory';
import { createEvent } from '../../test/factories/event-factory';
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
const countRows = async () => (await context.db.select().from(cfpSubmissions)).length;
const todayUtc = () => new Date().toISOString().slice(0, 10);

const validBody = (eventId: number) => ({
  eventId,
  title: 'Sustaining maintainers',
  abstract: 'What we learned funding maintainers for two years.',
  submitterName: 'Ada Lovelace',
  status: 'submitted',
  notes: 'Second attempt',
  submissionDate: '2026-04-02',
});

describe('GET /api/cfp-submissions', () => {
  it('lists submissions newest first with their event name', async () => {
    const event = await createEvent(context.db, { name: 'KubeCon' });
    await createCfpSubmission(context.db, { eventId: event.id, submissionDate: '2026-01-01' });
    await createCfpSubmission(context.db, { eventId: event.id, submissionDate: '2026-02-01' });
    const response = await (await as()).inject({ url: '/api/cfp-submissions' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.map((row: { submissionDate: string }) => row.submissionDate)).toEqual([
      '2026-02-01',
      '2026-01-01',
    ]);
    expect(body[0]).toMatchObject({ eventId: event.id, eventName: 'KubeCon', status: 'draft' });
  });

  it('filters by event (either spelling), status and search text', async () => {
    const first = await createEvent(context.db);
    const second = await createEvent(context.db);
    await createCfpSubmission(context.db, { eventId: first.id, title: 'Rust in the kernel' });
    await createCfpSubmission(context.db, {
      eventId: second.id,
      submitterName: 'Grace Hopper',
      traits: ['accepted'],
    });
    await createCfpSubmission(context.db, {
      eventId: second.id,
      abstract: 'All about 100% uptime',
    });
    const client = await as();
    const titles = async (query: string) =>
      (await client.inject({ url: `/api/cfp-submissions?${query}` })).json().length;
    expect(await titles(`eventId=${first.id}`)).toBe(1);
    expect(await titles(`event_id=${second.id}`)).toBe(2);
    expect(await titles('status=accepted')).toBe(1);
    expect(await titles('q=rust')).toBe(1);
    expect(await titles('q=HOPPER')).toBe(1);
    expect(await titles('q=100%25')).toBe(1);
    expect(await titles('q=_')).toBe(0);
    expect(await titles('eventId=')).toBe(3);
  });

  it('sorts by a chosen field in either direction', async () => {
    const event = await createEvent(context.db);
    for (const title of ['beta', 'Alpha', 'gamma']) {
      await createCfpSubmission(context.db, { eventId: event.id, title });
    }
    const client = await as();
    const order = async (sort: string) =>
      (await client.inject({ url: `/api/cfp-submissions?sort=${sort}` }))
        .json()
        .map((row: { title: string }) => row.title);
    expect(await order('title')).toEqual(['Alpha', 'beta', 'gamma']);
    expect(await order('-title')).toEqual(['gamma', 'beta', 'Alpha']);
  });

  it.each([
    ['status=maybe', 'status'],
    ['eventId=abc', 'eventId'],
    ['sort=abstract', 'sort'],
  ])('answers 400 for %s', async (query, field) => {
    const response = await (await as()).inject({ url: `/api/cfp-submissions?${query}` });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toHaveProperty(field);
  });

  it('drops the submissions of a deleted event', async () => {
    const event = await createEvent(context.db);
    await createCfpSubmission(context.db, { eventId: event.id });
    await context.db.delete(events).where(eq(events.id, event.id));
    expect((await (await as()).inject({ url: '/api/cfp-submissions' })).json()).toEqual([]);
  });
});

describe('GET /api/cfp-submissions/:id', () => {
  it('answers one submission', async () => {
    const submission = await createCfpSubmission(context.db);
    const response = await (await as()).inject({ url: `/api/cfp-submissions/${submission.id}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: submission.id, title: submission.title });
  });

  it('answers 404 for an unknown id and 400 for a non-numeric one', async () => {
    const client = await as();
    const missing = await client.inject({ url: '/api/cfp-submissions/999' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'CFP submission not found' });
    const invalid = await client.inject({ url: '/api/cfp-submissions/abc' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().errors).toEqual({ id: 'Id must be a number' });
  });
});

describe('POST /api/cfp-submissions', () => {
  it('creates a submission for the signed-in user', async () => {
    const user = await createUser(context.db);
    const event = await createEvent(context.db, { name: 'FOSDEM' });
    const response = await (
      await as(user)
    ).inject({
      method: 'POST',
      url: '/api/cfp-submissions',
      payload: { ...validBody(event.id), submitterId: 9999, createdById: 9999 },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      ...validBody(event.id),
      eventName: 'FOSDEM',
      submitterId: user.id,
      createdById: user.id,
    });
  });

  it('defaults the status to draft and the date to today, and takes snake_case names', async () => {
    const event = await createEvent(context.db);
    const response = await (
      await as()
    ).inject({
      method: 'POST',
      url: '/api/cfp-submissions',
      payload: { event_id: String(event.id), title: 'T', abstract: 'A', submitter_name: 'S' },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      eventId: event.id,
      submitterName: 'S',
      status: 'draft',
      submissionDate: todayUtc(),
      notes: null,
    });
  });

  it.each([
    ['eventId', { eventId: undefined }, 'Invalid input'],
    ['eventId', { eventId: 'abc' }, 'Id must be a number'],
    ['title', { title: undefined }, 'Invalid input: expected string, received undefined'],
    ['title', { title: '  ' }, 'Too small: expected string to have >=1 characters'],
    ['abstract', { abstract: '' }, 'Too small: expected string to have >=1 characters'],
    [
      'submitterName',
      { submitterName: undefined },
      'Invalid input: expected string, received undefined',
    ],
    ['status', { status: 'maybe' }, expect.stringContaining('Invalid option')],
    [
      'submissionDate',
      { submissionDate: '2026-02-30' },
      'Date must be a real date written YYYY-MM-DD',
    ],
  ])('rejects a bad %s (%o) and writes nothing', async (field, change, message) => {
    const event = await createEvent(context.db);
    const response = await (
      await as()
    ).inject({
      method: 'POST',
      url: '/api/cfp-submissions',
      payload: { ...validBody(event.id), ...change },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[field]).toEqual(message);
    expect(await countRows()).toBe(0);
  });

  it('answers 400 on eventId for an event that does not exist', async () => {
    const response = await (
      await as()
    ).inject({ method: 'POST', url: '/api/cfp-submissions', payload: validBody(4242) });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Event not found',
      errors: { eventId: 'Event not found' },
    });
    expect(await countRows()).toBe(0);
  });
});

describe('PUT /api/cfp-submissions/:id', () => {
  it('changes only the status when only the status is sent', async () => {
    const submission = await createCfpSubmission(context.db, { notes: 'keep me' });
    const response = await (
      await as()
    ).inject({
      method: 'PUT',
      url: `/api/cfp-submissions/${submission.id}`,
      payload: { status: 'accepted' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'accepted',
      title: submission.title,
      notes: 'keep me',
    });
  });

  it('moves a submission to another event and clears notes with null', async () => {
    const submission = await createCfpSubmission(context.db, { notes: 'old' });
    const other = await createEvent(context.db, { name: 'PyCon' });
    const response = await (
      await as()
    ).inject({
      method: 'PUT',
      url: `/api/cfp-submissions/${submission.id}`,
      payload: { event_id: other.id, notes: null },
    });
    expect(response.json()).toMatchObject({ eventId: other.id, eventName: 'PyCon', notes: null });
  });

  it('rejects bad input and leaves the row as it was', async () => {
    const submission = await createCfpSubmission(context.db);
    const client = await as();
    const bad = await client.inject({
      method: 'PUT',
      url: `/api/cfp-submissions/${submission.id}`,
      payload: { status: 'maybe', title: 'Changed' },
    });
    expect(bad.statusCode).toBe(400);
    const noEvent = await client.inject({
      method: 'PUT',
      url: `/api/cfp-submissions/${submission.id}`,
      payload: { eventId: 4242, title: 'Changed' },
    });
    expect(noEvent.statusCode).toBe(400);
    expect(noEvent.json().errors).toEqual({ eventId: 'Event not found' });
    const [row] = await context.db.select().from(cfpSubmissions);
    expect(row).toEqual(submission);
  });

  it('answers 404 for an unknown id and 400 for a non-numeric one', async () => {
    const client = await as();
    const put = (id: string) =>
      client.inject({ method: 'PUT', url: `/api/cfp-submissions/${id}`, payload: {} });
    expect((await put('999')).statusCode).toBe(404);
    expect((await put('1.5')).statusCode).toBe(400);
  });
});

describe('DELETE /api/cfp-submissions/:id', () => {
  it('lets the creator and an admin delete', async () => {
    const creator = await createUser(context.db);
    const admin = await createUser(context.db, { traits: ['admin'] });
    const own = await createCfpSubmission(context.db, { createdById: creator.id });
    const other = await createCfpSubmission(context.db, { createdById: creator.id });
    const byCreator = await (
      await as(creator)
    ).inject({ method: 'DELETE', url: `/api/cfp-submissions/${own.id}` });
    expect(byCreator.statusCode).toBe(204);
    const byAdmin = await (
      await as(admin)
    ).inject({ method: 'DELETE', url: `/api/cfp-submissions/${other.id}` });
    expect(byAdmin.statusCode).toBe(204);
    expect(await countRows()).toBe(0);
  });

  it('refuses anyone else with 403 and keeps the row', async () => {
    const creator = await createUser(context.db);
    const submission = await createCfpSubmission(context.db, { createdById: creator.id });
    const response = await (
      await as()
    ).inject({ method: 'DELETE', url: `/api/cfp-submissions/${submission.id}` });
    expect(response.statusCode).toBe(403);
    expect(await countRows()).toBe(1);
  });

  it('answers 404 for an unknown id and 400 for a non-numeric one', async () => {
    const client = await as();
    expect(
      (await client.inject({ method: 'DELETE', url: '/api/cfp-submissions/9' })).statusCode,
    ).toBe(404);
    expect(
      (await client.inject({ method: 'DELETE', url: '/api/cfp-submissions/x' })).statusCode,
    ).toBe(400);
  });
});

describe('rate limits', () => {
  it('limits mutations per user and leaves reads alone', async () => {
    const client = await as();
    const post = await client.inject({ method: 'POST', url: '/api/cfp-submissions', payload: {} });
    expect(post.headers['x-ratelimit-limit']).toBe('600');
    const list = await client.inject({ url: '/api/cfp-submissions' });
    expect(list.headers['x-ratelimit-limit']).toBeUndefined();
  });
});

describe('without a token', () => {
  it.each([
    ['GET', '/api/cfp-submissions'],
    ['GET', '/api/cfp-submissions/1'],
    ['POST', '/api/cfp-submissions'],
    ['PUT', '/api/cfp-submissions/1'],
    ['DELETE', '/api/cfp-submissions/1'],
  ] as const)('%s %s answers 401 and writes nothing', async (method, url) => {
    const event = await createEvent(context.db);
    const response = await context.app.inject({ method, url, payload: validBody(event.id) });
    expect(response.statusCode).toBe(401);
    expect(await countRows()).toBe(0);
  });
});

describe('OpenAPI document', () => {
  it('lists every CFP submission route with its request and response shapes', async () => {
    const document = (await context.app.inject({ url: '/api/openapi.json' })).json();
    const list = document.paths['/api/cfp-submissions'];
    const one = document.paths['/api/cfp-submissions/{id}'];
    expect(Object.keys(list)).toEqual(expect.arrayContaining(['get', 'post']));
    expect(Object.keys(one)).toEqual(expect.arrayContaining(['get', 'put', 'delete']));
    expect(list.post.requestBody.content['application/json'].schema.required).toEqual(
      expect.arrayContaining(['eventId', 'title', 'abstract', 'submitterName']),
    );
    expect(list.get.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['eventId', 'status', 'q', 'sort']),
    );
    expect(Object.keys(one.put.responses)).toEqual(
      expect.arrayContaining(['200', '400', '401', '403', '404']),
    );
    expect(
      list.get.responses['200'].content['application/json'].schema.items.properties,
    ).toHaveProperty('eventName');
  });
});
