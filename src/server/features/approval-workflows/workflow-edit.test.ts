import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MISSING_WORKFLOW_FIELDS } from '@shared/schemas/approval-workflow';
import { approvalWorkflows, workflowReviewers } from '../../db/schema/index';
import { countWorkflowRows, createWorkflow } from '../../test/factories/approval-workflow-factory';
import { createUser, type TestUser } from '../../test/factories/user-factory';
import { actingAs } from '../../test/requests';
import { describeRecordVersions } from '../../test/record-versions';
import { createTestContext, type TestContext } from '../../test/test-app';

let context: TestContext;

beforeAll(async () => {
  context = await createTestContext();
});
afterAll(() => context.close());
beforeEach(() => context.reset());

const as = (user: TestUser) => actingAs(context, user);

describe('PUT /api/approval-workflows/{id}', () => {
  it('lets the requester edit fields and replace reviewers while nobody has decided', async () => {
    const requester = await createUser(context.db);
    const [stays, leaves, joins] = await Promise.all([
      createUser(context.db, { name: 'Sam Stays' }),
      createUser(context.db, { name: 'Lee Leaves' }),
      createUser(context.db, { name: 'Jo Joins' }),
    ]);
    const workflow = await createWorkflow(context.db, {
      requesterId: requester.id,
      reviewerIds: [stays.id, leaves.id],
    });
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
    expect(body.reviewers.map((reviewer: { id: number }) => reviewer.id)).toEqual([
      stays.id,
      joins.id,
    ]);
    expect(body.history.slice(1)).toMatchObject([
      { action: 'updated', performedBy: requester.id, details: 'Changed title' },
      {
        action: 'reviewers_changed',
        performedBy: requester.id,
        details: 'Added Jo Joins; removed Lee Leaves',
      },
    ]);
  });

  it('lets an admin replace reviewers after a decision, keeping decisions of those who stay', async () => {
    const requester = await createUser(context.db);
    const admin = await createUser(context.db, { traits: ['admin'], name: 'Ada Admin' });
    const [stays, leaves, joins] = await Promise.all([
      createUser(context.db),
      createUser(context.db, { name: 'Lee Leaves' }),
      createUser(context.db, { name: 'Jo Joins' }),
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
      await as(admin)
    ).inject({
      method: 'PUT',
      url: `/api/approval-workflows/${workflow.id}`,
      payload: { reviewerIds: [stays.id, joins.id] },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.reviewers).toEqual([
      expect.objectContaining({ id: stays.id, status: 'approved' }),
      expect.objectContaining({ id: joins.id, status: 'pending', reviewedAt: null }),
    ]);
    expect(body.history.at(-1)).toMatchObject({
      action: 'reviewers_changed',
      performedBy: admin.id,
      performedByName: 'Ada Admin',
      details: 'Added Jo Joins; removed Lee Leaves',
    });
  });

  it('moves the status when an admin changes the reviewer set (dropping the one who rejected)', async () => {
    const requester = await createUser(context.db);
    const admin = await createUser(context.db, { traits: ['admin'] });
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
      await as(admin)
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
    const before = await countWorkflowRows(context.db);
    const unknown = await client.inject({
      method: 'PUT',
      url: `/api/approval-workflows/${workflow.id}`,
      payload: { title: 'Changed', reviewerIds: [999] },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual({ reviewerIds: 'Reviewer not found: 999' });
    expect(await countWorkflowRows(context.db)).toEqual(before);
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
    expect(await countWorkflowRows(context.db)).toMatchObject({
      workflows: 0,
      reviewers: 0,
      history: 0,
    });
  });

  it('refuses another user (403) and lets an admin delete', async () => {
    const workflow = await createWorkflow(context.db, {
      requesterId: (await createUser(context.db)).id,
    });
    const del = async (user: TestUser) =>
      (await as(user)).inject({ method: 'DELETE', url: `/api/approval-workflows/${workflow.id}` });
    expect((await del(await createUser(context.db))).statusCode).toBe(403);
    expect(await countWorkflowRows(context.db)).toMatchObject({ workflows: 1 });
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

describeRecordVersions({
  path: '/api/approval-workflows',
  context: () => context,
  create: (createdById) => createWorkflow(context.db, { requesterId: createdById }),
  patch: (n) => ({ title: `Travel request ${n}` }),
  field: 'title',
});

it('refuses an edit opened before a reviewer decided (412), showing the decision', async () => {
  const requester = await createUser(context.db);
  const reviewer = await createUser(context.db);
  const workflow = await createWorkflow(context.db, {
    requesterId: requester.id,
    reviewerIds: [reviewer.id],
  });
  const opened = await (
    await as(requester)
  ).inject({ url: `/api/approval-workflows/${workflow.id}` });
  await (
    await as(reviewer)
  ).inject({
    method: 'POST',
    url: `/api/approval-workflows/${workflow.id}/decisions`,
    payload: { decision: 'approved' },
  });
  const stale = await (
    await as(requester)
  ).inject({
    method: 'PUT',
    url: `/api/approval-workflows/${workflow.id}`,
    headers: { 'if-match': opened.headers.etag as string },
    payload: { description: 'Changed after the approval' },
  });
  expect(stale.statusCode).toBe(412);
  expect(stale.json().current).toMatchObject({
    status: 'approved',
    description: workflow.description,
  });
});
