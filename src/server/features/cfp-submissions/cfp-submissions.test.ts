import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { events } from '../../db/schema/index';
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

describe('rate limits', () => {
  it('limits mutations per user and leaves reads alone', async () => {
    const client = await as();
    const post = await client.inject({ method: 'POST', url: '/api/cfp-submissions', payload: {} });
    expect(post.headers['x-ratelimit-limit']).toBe('600');
    const list = await client.inject({ url: '/api/cfp-submissions' });
    expect(list.headers['x-ratelimit-limit']).toBeUndefined();
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
