import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { workflowComments, workflowHistory, workflowReviewers } from '../../db/schema/index';
import { WORKFLOW_RULES } from '@shared/schemas/approval-workflow';
import { countWorkflowRows, createWorkflow } from '../../test/factories/approval-workflow-factory';
import { createUser, type TestUser } from '../../test/factories/user-factory';
import { actingAs } from '../../test/requests';
import { createTestContext, type TestContext } from '../../test/test-app';

let context: TestContext;

beforeAll(async () => {
  context = await createTestContext();
});
afterAll(() => context.close());
beforeEach(() => context.reset());

const decide = async (user: TestUser, id: number | string, payload: object) =>
  (await actingAs(context, user)).inject({
    method: 'POST',
    url: `/api/approval-workflows/${id}/decisions`,
    payload,
  });

const comment = async (user: TestUser, id: number | string, payload: object) =>
  (await actingAs(context, user)).inject({
    method: 'POST',
    url: `/api/approval-workflows/${id}/comments`,
    payload,
  });

async function reviewers(count: number) {
  const users: TestUser[] = [];
  for (let index = 0; index < count; index += 1) {
    users.push(await createUser(context.db, { traits: ['reviewer'] }));
  }
  return users;
}

describe('POST /api/approval-workflows/{id}/decisions', () => {
  it('records the decision, its comment and history, and answers the detail', async () => {
    const [reviewer] = await reviewers(1);
    const workflow = await createWorkflow(context.db, { reviewerIds: [reviewer!.id] });
    const response = await decide(reviewer!, workflow.id, {
      decision: 'approved',
      comment: 'Looks good',
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.status).toBe('approved');
    expect(body.reviewers).toEqual([
      {
        id: reviewer!.id,
        name: reviewer!.name,
        status: 'approved',
        reviewedAt: expect.any(String),
      },
    ]);
    expect(body.comments).toEqual([
      expect.objectContaining({
        commenterId: reviewer!.id,
        commenterName: reviewer!.name,
        comment: 'Looks good',
      }),
    ]);
    expect(body.history.map((entry: { action: string }) => entry.action)).toEqual([
      'created',
      'approved',
      'status_changed',
    ]);
    expect(body.history[1]).toMatchObject({ performedBy: reviewer!.id, details: 'Looks good' });
    expect(body.history[2]).toMatchObject({ details: 'pending → approved' });
  });

  // Reviewer 1 decides; the others already stand as listed.
  it.each([
    ['approved', ['approved'], 'approved'],
    ['approved', ['pending'], 'pending'],
    ['approved', ['changes_requested'], 'changes_requested'],
    ['rejected', ['approved', 'approved'], 'rejected'],
    ['changes_requested', ['approved'], 'changes_requested'],
    ['approved', ['rejected', 'changes_requested'], 'rejected'],
    ['rejected', [], 'rejected'],
  ])('%s with others at %j makes the workflow %s', async (decision, others, expected) => {
    const team = await reviewers(1 + others.length);
    const workflow = await createWorkflow(context.db, { reviewerIds: team.map((user) => user.id) });
    for (const [index, status] of others.entries()) {
      await context.db
        .update(workflowReviewers)
        .set({ status })
        .where(eq(workflowReviewers.reviewerId, team[index + 1]!.id));
    }
    const response = await decide(team[0]!, workflow.id, { decision });
    expect(response.json().status).toBe(expected);
  });

  it('refuses a second decision by the same reviewer with 409 and writes nothing', async () => {
    const [first, second] = await reviewers(2);
    const workflow = await createWorkflow(context.db, { reviewerIds: [first!.id, second!.id] });
    expect((await decide(first!, workflow.id, { decision: 'rejected' })).json().status).toBe(
      'rejected',
    );
    const before = await countWorkflowRows(context.db);
    const again = await decide(first!, workflow.id, { decision: 'approved', comment: 'Sorry' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: WORKFLOW_RULES.decisionFinal });
    expect(await countWorkflowRows(context.db)).toEqual(before);
    const [row] = await context.db
      .select()
      .from(workflowReviewers)
      .where(eq(workflowReviewers.reviewerId, first!.id));
    expect(row!.status).toBe('rejected');
  });

  it('loses no decision when two reviewers decide at the same moment', async () => {
    for (let round = 0; round < 3; round += 1) {
      await context.reset();
      const team = await reviewers(3);
      const workflow = await createWorkflow(context.db, { reviewerIds: team.map((u) => u.id) });
      const responses = await Promise.all(
        team.map((user) => decide(user, workflow.id, { decision: 'approved' })),
      );
      expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200]);
      const detail = await (
        await actingAs(context, team[0]!)
      ).inject({ url: `/api/approval-workflows/${workflow.id}` });
      expect(detail.json().status).toBe('approved');
    }
  });

  it('refuses the requester and a non-reviewer admin with 403 and writes nothing', async () => {
    const requester = await createUser(context.db);
    const admin = await createUser(context.db, { traits: ['admin'] });
    const workflow = await createWorkflow(context.db, { requesterId: requester.id });
    for (const user of [requester, admin]) {
      const response = await decide(user, workflow.id, { decision: 'approved', comment: 'Fine' });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        message: 'Only an assigned reviewer can decide on this workflow',
      });
    }
    expect(await context.db.select().from(workflowComments)).toEqual([]);
    expect(await context.db.select().from(workflowHistory)).toHaveLength(1);
    const [row] = await context.db.select().from(workflowReviewers);
    expect(row).toMatchObject({ status: 'pending', reviewedAt: null });
  });

  it.each([
    [{}, 'decision'],
    [{ decision: 'pending' }, 'decision'],
    [{ decision: 'approved', comment: 'x'.repeat(5001) }, 'comment'],
  ])('refuses %j with 400', async (payload, field) => {
    const [reviewer] = await reviewers(1);
    const workflow = await createWorkflow(context.db, { reviewerIds: [reviewer!.id] });
    const response = await decide(reviewer!, workflow.id, payload);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors)).toEqual([field]);
  });

  it('answers 404, 400 and 401 for ids and tokens', async () => {
    const [user] = await reviewers(1);
    expect((await decide(user!, 404, { decision: 'approved' })).statusCode).toBe(404);
    expect((await decide(user!, 'abc', { decision: 'approved' })).statusCode).toBe(400);
    const anonymous = await context.app.inject({
      method: 'POST',
      url: '/api/approval-workflows/1/decisions',
      payload: { decision: 'approved' },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('POST /api/approval-workflows/{id}/comments', () => {
  it('lets any signed-in user comment; comments and history read oldest first', async () => {
    const workflow = await createWorkflow(context.db);
    const first = await createUser(context.db, { name: 'First Person' });
    const second = await createUser(context.db);
    const created = await comment(first, workflow.id, { comment: '  Which hotel?  ' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({
      id: expect.any(Number),
      commenterId: first.id,
      commenterName: 'First Person',
      comment: 'Which hotel?',
      createdAt: expect.any(String),
    });
    await comment(second, workflow.id, { comment: 'The one near the venue' });
    const detail = await (
      await actingAs(context, first)
    ).inject({ url: `/api/approval-workflows/${workflow.id}` });
    expect(detail.json().comments.map((entry: { comment: string }) => entry.comment)).toEqual([
      'Which hotel?',
      'The one near the venue',
    ]);
    expect(detail.json().history.map((entry: { action: string }) => entry.action)).toEqual([
      'created',
      'commented',
      'commented',
    ]);
  });

  it.each([[{}], [{ comment: '   ' }], [{ comment: 'x'.repeat(5001) }]])(
    'refuses %j with 400 and writes nothing',
    async (payload) => {
      const workflow = await createWorkflow(context.db);
      const response = await comment(await createUser(context.db), workflow.id, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toHaveProperty('comment');
      expect(await context.db.select().from(workflowComments)).toEqual([]);
    },
  );

  it('answers 404, 400 and 401 for ids and tokens', async () => {
    const user = await createUser(context.db);
    expect((await comment(user, 9999, { comment: 'Hi' })).statusCode).toBe(404);
    expect((await comment(user, '-1', { comment: 'Hi' })).statusCode).toBe(400);
    const anonymous = await context.app.inject({
      method: 'POST',
      url: '/api/approval-workflows/1/comments',
      payload: { comment: 'Hi' },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
