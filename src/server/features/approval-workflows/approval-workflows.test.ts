import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MISSING_WORKFLOW_FIELDS } from '../../../shared/schemas/approval-workflow';
import { approvalWorkflows, events, workflowReviewers } from '../../db/schema/index';
import { createWorkflow } from '../../test/factories/approval-workflow-factory';
import { createEvent } from '../../test/factories/event-factory';
import { createStakeholder } from '../../test/factories/stakeholder-factory';
import { createUser, type TestUser } from '../../test/factories/user-factory';
import { actingAs } from '../../test/requests';
import { createTestContext, type TestContext } from '../../test/test-app';

let context: TestContext;

beforeAll(async () => {
  context = await createTestContext();
});
afterAll(() => context.close());
beforeEach(() => context.reset());

const as = (user: TestUser) => actingAs(context, user);

/** Rows in every workflow table, to prove a rejected request wrote nothing. */
async function workflowRowCounts() {
  const result = await context.db.execute<{ table: string; count: number }>(sql`
    select 'workflows' as table, count(*)::int as count from approval_workflows
    union all select 'reviewers', count(*)::int from workflow_reviewers
    union all select 'stakeholders', count(*)::int from workflow_stakeholders
    union all select 'comments', count(*)::int from workflow_comments
    union all select 'history', count(*)::int from workflow_history`);
  const rows = Array.isArray(result) ? result : (result as { rows: unknown[] }).rows;
  return Object.fromEntries(
    (rows as { table: string; count: number }[]).map((row) => [row.table, Number(row.count)]),
  );
}

describe('POST /api/approval-workflows', () => {
  it('creates the workflow with the signed-in user as requester, whatever the body says', async () => {
    const requester = await createUser(context.db, { name: 'Ada Requester' });
    const someoneElse = await createUser(context.db);
    const reviewer = await createUser(context.db, { name: 'Rui Reviewer' });
    const event = await createEvent(context.db, { name: 'KubeCon EU' });
    const stakeholder = await createStakeholder(context.db, { traits: ['legal'] });
    const response = await (
      await as(requester)
    ).inject({
      method: 'POST',
      url: '/api/approval-workflows',
      payload: {
        title: 'Travel to KubeCon',
        description: 'Flights and hotel',
        itemType: 'event',
        itemId: event.id,
        priority: 'high',
        dueDate: '2030-05-01',
        estimatedCosts: 'EUR 1,500',
        requesterId: someoneElse.id,
        reviewerIds: [reviewer.id],
        stakeholderIds: [stakeholder.id],
        metadata: { budgetCode: 'OSPO-7' },
      },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      title: 'Travel to KubeCon',
      description: 'Flights and hotel',
      itemType: 'event',
      itemId: event.id,
      itemName: 'KubeCon EU',
      priority: 'high',
      status: 'pending',
      dueDate: '2030-05-01',
      estimatedCosts: 'EUR 1,500',
      requesterId: requester.id,
      requesterName: 'Ada Requester',
      reviewerIds: [reviewer.id],
      reviewers: [{ id: reviewer.id, name: 'Rui Reviewer', status: 'pending', reviewedAt: null }],
      stakeholderIds: [stakeholder.id],
      stakeholders: [{ id: stakeholder.id, name: stakeholder.name, role: 'legal_reviewer' }],
      metadata: { budgetCode: 'OSPO-7' },
      comments: [],
      history: [{ action: 'created', performedBy: requester.id, performedByName: 'Ada Requester' }],
    });
  });

  it('accepts the snake_case spelling and fills the defaults', async () => {
    const user = await createUser(context.db);
    const event = await createEvent(context.db);
    const response = await (
      await as(user)
    ).inject({
      method: 'POST',
      url: '/api/approval-workflows',
      payload: {
        title: 'Budget',
        item_type: 'budget_request',
        item_id: event.id,
        reviewer_ids: [user.id],
        due_date: '',
        estimated_costs: '',
      },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      itemType: 'budget_request',
      priority: 'medium',
      dueDate: null,
      estimatedCosts: null,
      stakeholderIds: [],
      metadata: {},
    });
  });

  it('answers the missing-information message per required field and writes nothing', async () => {
    const user = await createUser(context.db);
    const response = await (
      await as(user)
    ).inject({ method: 'POST', url: '/api/approval-workflows', payload: { description: 'x' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: MISSING_WORKFLOW_FIELDS,
      errors: {
        title: MISSING_WORKFLOW_FIELDS,
        itemType: MISSING_WORKFLOW_FIELDS,
        itemId: MISSING_WORKFLOW_FIELDS,
        reviewerIds: MISSING_WORKFLOW_FIELDS,
      },
    });
    expect(await workflowRowCounts()).toMatchObject({ workflows: 0, history: 0 });
  });

  it.each([
    ['an unknown event', 'itemId', 'Event not found'],
    ['a reviewer who does not exist', 'reviewerIds', 'Reviewer not found: 999'],
    ['a stakeholder who does not exist', 'stakeholderIds', 'Stakeholder not found: 998'],
  ])('refuses %s with 400 and writes nothing', async (_case, field, message) => {
    const user = await createUser(context.db);
    const event = await createEvent(context.db);
    const payload = {
      title: 'Travel',
      itemType: 'event',
      itemId: field === 'itemId' ? 12345 : event.id,
      reviewerIds: field === 'reviewerIds' ? [user.id, 999] : [user.id],
      stakeholderIds: field === 'stakeholderIds' ? [998] : [],
    };
    const response = await (
      await as(user)
    ).inject({ method: 'POST', url: '/api/approval-workflows', payload });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message, errors: { [field]: message } });
    expect(await workflowRowCounts()).toEqual({
      workflows: 0,
      reviewers: 0,
      stakeholders: 0,
      comments: 0,
      history: 0,
    });
  });

  it('does not require an existing event for other request types', async () => {
    const user = await createUser(context.db);
    const response = await (
      await as(user)
    ).inject({
      method: 'POST',
      url: '/api/approval-workflows',
      payload: {
        title: 'Speaker',
        itemType: 'speaker_proposal',
        itemId: 77,
        reviewerIds: [user.id],
      },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ itemId: 77, itemName: null });
  });

  it('answers 401 without a token', async () => {
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/approval-workflows',
      payload: {},
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('GET /api/approval-workflows', () => {
  it('lists cards newest first with reviewers, and filters by status in the database', async () => {
    const requester = await createUser(context.db, { name: 'Req' });
    const reviewer = await createUser(context.db, { name: 'Rev' });
    const pending = await createWorkflow(context.db, {
      requesterId: requester.id,
      reviewerIds: [reviewer.id],
    });
    const approved = await createWorkflow(context.db, {
      requesterId: requester.id,
      reviewerIds: [reviewer.id],
      traits: ['approved'],
    });
    const client = await as(requester);

    const all = await client.inject({ url: '/api/approval-workflows' });
    expect(all.statusCode).toBe(200);
    expect(all.json().map((card: { id: number }) => card.id)).toEqual([approved.id, pending.id]);
    expect(all.json()[0]).toMatchObject({
      requesterName: 'Req',
      reviewerIds: [reviewer.id],
      reviewers: [{ id: reviewer.id, name: 'Rev', status: 'approved' }],
      status: 'approved',
    });
    expect(all.json()[0]).not.toHaveProperty('comments');

    const filtered = await client.inject({ url: '/api/approval-workflows?status=pending' });
    expect(filtered.json().map((card: { id: number }) => card.id)).toEqual([pending.id]);
    const none = await client.inject({ url: '/api/approval-workflows?status=changes_requested' });
    expect(none.json()).toEqual([]);
  });

  it('filters by item type and item id', async () => {
    const user = await createUser(context.db);
    const event = await createEvent(context.db);
    const travel = await createWorkflow(context.db, {
      itemId: event.id,
      traits: ['travel-request'],
    });
    await createWorkflow(context.db, { itemId: event.id });
    await createWorkflow(context.db);
    const response = await (
      await as(user)
    ).inject({ url: `/api/approval-workflows?item_type=travel_request&itemId=${event.id}` });
    expect(response.json().map((card: { id: number }) => card.id)).toEqual([travel.id]);
  });

  it("shows no item name once the event is gone (the screen shows 'Event #id')", async () => {
    const user = await createUser(context.db);
    const workflow = await createWorkflow(context.db);
    await context.db.delete(events).where(eq(events.id, workflow.itemId));
    const response = await (await as(user)).inject({ url: '/api/approval-workflows' });
    expect(response.json()[0]).toMatchObject({ itemId: workflow.itemId, itemName: null });
  });

  it('refuses an unknown status with 400', async () => {
    const user = await createUser(context.db);
    const response = await (
      await as(user)
    ).inject({ url: '/api/approval-workflows?status=finished' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.status).toContain('Invalid option');
  });

  it('answers 401 without a token', async () => {
    expect((await context.app.inject({ url: '/api/approval-workflows' })).statusCode).toBe(401);
  });
});

describe('GET /api/approval-workflows/{id}', () => {
  it('answers 404 for an unknown id and 400 for a non-numeric one', async () => {
    const client = await as(await createUser(context.db));
    const missing = await client.inject({ url: '/api/approval-workflows/4242' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Workflow not found' });
    const bad = await client.inject({ url: '/api/approval-workflows/abc' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      message: 'Id must be a number',
      errors: { id: 'Id must be a number' },
    });
  });

  it('answers 401 without a token', async () => {
    expect((await context.app.inject({ url: '/api/approval-workflows/1' })).statusCode).toBe(401);
  });
});

describe('PUT /api/approval-workflows/{id}', () => {
  it('lets the requester edit fields and replace reviewers, keeping decisions of those who stay', async () => {
    const requester = await createUser(context.db);
    const [stays, leaves, joins] = await Promise.all([
      createUser(context.db),
      createUser(context.db),
      createUser(context.db),
    ]);
    const workflow = await createWorkflow(context.db, {
      requesterId: requester.id,
      reviewerIds: [stays.id, leaves.id],
    });
    await context.db
      .update(workflowReviewers)
      .set({ status: 'approved', reviewedAt: new Date() })
      .where(eq(workflowReviewers.reviewerId, stays.id));
    const response = await (
      await as(requester)
    ).inject({
      method: 'PUT',
      url: `/api/approval-workflows/${workflow.id}`,
      payload: { title: 'New title', dueDate: null, reviewerIds: [stays.id, joins.id] },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ title: 'New title', dueDate: null, status: 'pending' });
    expect(body.reviewers).toEqual([
      expect.objectContaining({ id: stays.id, status: 'approved' }),
      expect.objectContaining({ id: joins.id, status: 'pending', reviewedAt: null }),
    ]);
    expect(body.history.at(-1)).toMatchObject({
      action: 'updated',
      performedBy: requester.id,
      details: 'Changed title, reviewers',
    });
  });

  it('moves the status when the reviewer set changes (dropping the one who rejected)', async () => {
    const requester = await createUser(context.db);
    const [rejecter, approver] = await Promise.all([
      createUser(context.db),
      createUser(context.db),
    ]);
    const workflow = await createWorkflow(context.db, {
      requesterId: requester.id,
      reviewerIds: [rejecter.id, approver.id],
      traits: ['rejected'],
    });
    await context.db
      .update(workflowReviewers)
      .set({ status: 'approved' })
      .where(eq(workflowReviewers.reviewerId, approver.id));
    const response = await (
      await as(requester)
    ).inject({
      method: 'PUT',
      url: `/api/approval-workflows/${workflow.id}`,
      payload: { reviewerIds: [approver.id] },
    });
    expect(response.json()).toMatchObject({ status: 'approved' });
    expect(response.json().history.at(-1)).toMatchObject({
      action: 'status_changed',
      details: 'rejected → approved',
    });
  });

  it('lets an admin edit, and refuses anyone else with 403', async () => {
    const workflow = await createWorkflow(context.db, {
      requesterId: (await createUser(context.db)).id,
    });
    const stranger = await createUser(context.db);
    const admin = await createUser(context.db, { traits: ['admin'] });
    const put = async (user: TestUser) =>
      (await as(user)).inject({
        method: 'PUT',
        url: `/api/approval-workflows/${workflow.id}`,
        payload: { priority: 'critical' },
      });
    const refused = await put(stranger);
    expect(refused.statusCode).toBe(403);
    const [unchanged] = await context.db
      .select()
      .from(approvalWorkflows)
      .where(eq(approvalWorkflows.id, workflow.id));
    expect(unchanged!.priority).toBe('medium');
    expect((await put(admin)).json()).toMatchObject({ priority: 'critical' });
  });

  it('writes no history for an edit that changes nothing', async () => {
    const requester = await createUser(context.db);
    const workflow = await createWorkflow(context.db, { requesterId: requester.id });
    const response = await (
      await as(requester)
    ).inject({
      method: 'PUT',
      url: `/api/approval-workflows/${workflow.id}`,
      payload: { title: workflow.title, reviewerIds: workflow.reviewerIds },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().history.map((entry: { action: string }) => entry.action)).toEqual([
      'created',
    ]);
  });

  it('validates like create and writes nothing on a bad reviewer', async () => {
    const requester = await createUser(context.db);
    const workflow = await createWorkflow(context.db, { requesterId: requester.id });
    const client = await as(requester);
    const empty = await client.inject({
      method: 'PUT',
      url: `/api/approval-workflows/${workflow.id}`,
      payload: { title: ' ', reviewerIds: [] },
    });
    expect(empty.json()).toEqual({
      message: MISSING_WORKFLOW_FIELDS,
      errors: { title: MISSING_WORKFLOW_FIELDS, reviewerIds: MISSING_WORKFLOW_FIELDS },
    });
    const before = await workflowRowCounts();
    const unknown = await client.inject({
      method: 'PUT',
      url: `/api/approval-workflows/${workflow.id}`,
      payload: { title: 'Changed', reviewerIds: [999] },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual({ reviewerIds: 'Reviewer not found: 999' });
    expect(await workflowRowCounts()).toEqual(before);
    const [row] = await context.db
      .select()
      .from(approvalWorkflows)
      .where(eq(approvalWorkflows.id, workflow.id));
    expect(row!.title).toBe(workflow.title);
  });

  it('answers 404, 400 and 401 for ids and tokens', async () => {
    const client = await as(await createUser(context.db));
    const put = (url: string) => client.inject({ method: 'PUT', url, payload: { title: 'x' } });
    expect((await put('/api/approval-workflows/999')).statusCode).toBe(404);
    expect((await put('/api/approval-workflows/x1')).statusCode).toBe(400);
    const anonymous = await context.app.inject({
      method: 'PUT',
      url: '/api/approval-workflows/1',
      payload: {},
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('DELETE /api/approval-workflows/{id}', () => {
  it('lets the requester delete, with everything attached', async () => {
    const requester = await createUser(context.db);
    const workflow = await createWorkflow(context.db, { requesterId: requester.id });
    const response = await (
      await as(requester)
    ).inject({ method: 'DELETE', url: `/api/approval-workflows/${workflow.id}` });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect(await workflowRowCounts()).toMatchObject({ workflows: 0, reviewers: 0, history: 0 });
  });

  it('refuses another user (403) and lets an admin delete', async () => {
    const workflow = await createWorkflow(context.db, {
      requesterId: (await createUser(context.db)).id,
    });
    const del = async (user: TestUser) =>
      (await as(user)).inject({ method: 'DELETE', url: `/api/approval-workflows/${workflow.id}` });
    expect((await del(await createUser(context.db))).statusCode).toBe(403);
    expect(await workflowRowCounts()).toMatchObject({ workflows: 1 });
    expect((await del(await createUser(context.db, { traits: ['admin'] }))).statusCode).toBe(204);
  });

  it('answers 404, 400 and 401 for ids and tokens', async () => {
    const client = await as(await createUser(context.db));
    expect(
      (await client.inject({ method: 'DELETE', url: '/api/approval-workflows/31337' })).statusCode,
    ).toBe(404);
    expect(
      (await client.inject({ method: 'DELETE', url: '/api/approval-workflows/1.5' })).statusCode,
    ).toBe(400);
    expect(
      (await context.app.inject({ method: 'DELETE', url: '/api/approval-workflows/1' })).statusCode,
    ).toBe(401);
  });
});

describe('OpenAPI document', () => {
  it('lists every workflow route with its request and response shapes', async () => {
    const document = (await context.app.inject({ url: '/api/openapi.json' })).json();
    const paths = document.paths as Record<string, Record<string, { responses: object }>>;
    expect(Object.keys(paths['/api/approval-workflows']!)).toEqual(['get', 'post']);
    expect(Object.keys(paths['/api/approval-workflows/{id}']!)).toEqual(['get', 'put', 'delete']);
    expect(paths['/api/approval-workflows/{id}/decisions']!.post!.responses).toHaveProperty('403');
    expect(paths['/api/approval-workflows/{id}/comments']!.post!.responses).toHaveProperty('201');
  });
});
