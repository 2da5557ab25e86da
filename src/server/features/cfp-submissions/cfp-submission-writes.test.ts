import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cfpSubmissions } from '../../db/schema/index';
import { createCfpSubmission } from '../../test/factories/cfp-submission-factory';
import { createEvent } from '../../test/factories/event-factory';
import { createUser, type TestUser } from '../../test/factories/user-factory';
import { actingAs } from '../../test/requests';
import { describeRecordRouteBasics } from '../../test/record-route-basics';
import { createTestContext, type TestContext } from '../../test/test-app';
import { describeMoveRule, describeRecordVersions } from '../../test/record-versions';

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
    ['eventId', { eventId: undefined }, 'Required'],
    ['eventId', { eventId: 'abc' }, 'Id must be a number'],
    ['title', { title: undefined }, 'Required'],
    ['title', { title: '  ' }, 'Required'],
    ['abstract', { abstract: '' }, 'Required'],
    ['submitterName', { submitterName: undefined }, 'Required'],
    ['status', { status: 'maybe' }, expect.stringContaining('Must be one of: ')],
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
    const creator = await createUser(context.db);
    const submission = await createCfpSubmission(context.db, {
      notes: 'old',
      createdById: creator.id,
    });
    const other = await createEvent(context.db, { name: 'PyCon' });
    const response = await (
      await as(creator)
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
});

describeRecordRouteBasics({
  path: '/api/cfp-submissions',
  context: () => context,
  create: (createdById) => createCfpSubmission(context.db, { createdById }),
  body: async () => validBody((await createEvent(context.db)).id),
  patch: {},
  countRows,
});

describeRecordVersions({
  path: '/api/cfp-submissions',
  context: () => context,
  create: (createdById) => createCfpSubmission(context.db, { createdById }),
  patch: (n) => ({ title: `Talk number ${n}` }),
  field: 'title',
});

describeMoveRule({
  path: '/api/cfp-submissions',
  context: () => context,
  create: (createdById, eventId) => createCfpSubmission(context.db, { createdById, eventId }),
  createEvent: (createdById) => createEvent(context.db, { createdById }),
  noun: 'CFP submission',
});
