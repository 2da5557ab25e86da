import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { WORKFLOW_RULES } from '@shared/schemas/approval-workflow';
import { notifications, workflowReviewers } from '../../db/schema/index';
import { countWorkflowRows, createWorkflow } from '../../test/factories/approval-workflow-factory';
import { createEvent } from '../../test/factories/event-factory';
import { createUser, type TestUser } from '../../test/factories/user-factory';
import { actingAs } from '../../test/requests';
import { createTestContext, type TestContext } from '../../test/test-app';

// The rules that keep an approval honest: nobody reviews their own request, decisions are final
// until the requester resubmits, and who reviews is fixed once someone decided (admins aside).

let context: TestContext;

beforeAll(async () => {
  context = await createTestContext();
});
afterAll(() => context.close());
beforeEach(() => context.reset());

const as = (user: TestUser) => actingAs(context, user);

const put = async (user: TestUser, id: number, payload: object) =>
  (await as(user)).inject({ method: 'PUT', url: `/api/approval-workflows/${id}`, payload });

const post = async (user: TestUser, url: string, payload: object = {}) =>
  (await as(user)).inject({ method: 'POST', url, payload });

const decide = (user: TestUser, id: number, decision: string, comment?: string) =>
  post(user, `/api/approval-workflows/${id}/decisions`, { decision, comment });

const resubmit = (user: TestUser, id: number, comment?: string) =>
  post(user, `/api/approval-workflows/${id}/resubmissions`, { comment });

const requesterRule = {
  message: WORKFLOW_RULES.requesterNotReviewer,
  errors: { reviewerIds: WORKFLOW_RULES.requesterNotReviewer },
};

async function decisionsOf(workflowId: number) {
  const rows = await context.db
    .select({ reviewerId: workflowReviewers.reviewerId, status: workflowReviewers.status })
    .from(workflowReviewers)
    .where(eq(workflowReviewers.workflowId, workflowId))
    .orderBy(workflowReviewers.id);
  return rows.map((row) => row.status);
}

describe('the requester is never a reviewer', () => {
  it.each([['a user'], ['an admin']])(
    'refuses %s naming themself as a reviewer on create, writing nothing',
    async (who) => {
      const requester = await createUser(context.db, {
        traits: who === 'an admin' ? ['admin'] : [],
      });
      const other = await createUser(context.db);
      const event = await createEvent(context.db);
      const response = await post(requester, '/api/approval-workflows', {
        title: 'Travel',
        itemType: 'event',
        itemId: event.id,
        reviewerIds: [other.id, requester.id],
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(requesterRule);
      expect(await countWorkflowRows(context.db)).toMatchObject({ workflows: 0, reviewers: 0 });
    },
  );

  it('refuses adding the requester on update, by the requester or an admin', async () => {
    const requester = await createUser(context.db);
    const admin = await createUser(context.db, { traits: ['admin'] });
    const workflow = await createWorkflow(context.db, { requesterId: requester.id });
    const before = await countWorkflowRows(context.db);
    for (const user of [requester, admin]) {
      const response = await put(user, workflow.id, {
        title: 'Renamed',
        reviewerIds: [requester.id],
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(requesterRule);
    }
    expect(await countWorkflowRows(context.db)).toEqual(before);
    expect(await decisionsOf(workflow.id)).toEqual(['pending']);
  });

  it('refuses a decision by a requester whom older data lists as a reviewer', async () => {
    const requester = await createUser(context.db);
    const workflow = await createWorkflow(context.db, {
      requesterId: requester.id,
      reviewerIds: [requester.id],
    });
    const response = await decide(requester, workflow.id, 'approved');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: WORKFLOW_RULES.requesterNotReviewer });
    expect(await decisionsOf(workflow.id)).toEqual(['pending']);
  });
});

describe('reviewers after a decision', () => {
  it('refuses the requester swapping reviewers once one rejected (the reported bypass)', async () => {
    const requester = await createUser(context.db);
    const [rejecter, friend] = [await createUser(context.db), await createUser(context.db)];
    const workflow = await createWorkflow(context.db, {
      requesterId: requester.id,
      reviewerIds: [rejecter.id],
    });
    expect((await decide(rejecter, workflow.id, 'rejected')).statusCode).toBe(200);
    const before = await countWorkflowRows(context.db);

    const toSelf = await put(requester, workflow.id, { reviewerIds: [requester.id] });
    expect(toSelf.statusCode).toBe(400);
    const toFriend = await put(requester, workflow.id, { reviewerIds: [friend.id] });
    expect(toFriend.statusCode).toBe(403);
    expect(toFriend.json()).toEqual({ message: WORKFLOW_RULES.reviewersFixedAfterDecision });
    const added = await put(requester, workflow.id, { reviewerIds: [rejecter.id, friend.id] });
    expect(added.statusCode).toBe(403);

    expect(await countWorkflowRows(context.db)).toEqual(before);
    expect(await decisionsOf(workflow.id)).toEqual(['rejected']);
  });

  it('still lets the requester edit other fields, sending the same reviewers', async () => {
    const requester = await createUser(context.db);
    const reviewer = await createUser(context.db);
    const workflow = await createWorkflow(context.db, {
      requesterId: requester.id,
      reviewerIds: [reviewer.id],
      traits: ['changes-requested'],
    });
    const response = await put(requester, workflow.id, {
      description: 'Now with the budget split',
      reviewerIds: [reviewer.id],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      description: 'Now with the budget split',
      status: 'changes_requested',
    });
    expect(response.json().history.at(-1)).toMatchObject({
      action: 'updated',
      details: 'Changed description',
    });
  });

  it('lets an admin swap reviewers after a decision, and the history says who changed what', async () => {
    const requester = await createUser(context.db);
    const admin = await createUser(context.db, { traits: ['admin'], name: 'Ada Admin' });
    const rejecter = await createUser(context.db, { name: 'Rex Rejects' });
    const fresh = await createUser(context.db, { name: 'Fay Fresh' });
    const workflow = await createWorkflow(context.db, {
      requesterId: requester.id,
      reviewerIds: [rejecter.id],
    });
    await decide(rejecter, workflow.id, 'rejected');
    const response = await put(admin, workflow.id, { reviewerIds: [fresh.id] });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'pending', reviewerIds: [fresh.id] });
    expect(
      response
        .json()
        .history.map((entry: { action: string; details: string | null }) => [
          entry.action,
          entry.details,
        ]),
    ).toEqual([
      ['created', null],
      ['rejected', null],
      ['status_changed', 'pending → rejected'],
      ['reviewers_changed', 'Added Fay Fresh; removed Rex Rejects'],
      ['status_changed', 'rejected → pending'],
    ]);
    expect(response.json().history.at(-2).performedByName).toBe('Ada Admin');
  });
});

describe('POST /api/approval-workflows/{id}/resubmissions', () => {
  async function sentBack() {
    const requester = await createUser(context.db, { name: 'Rae Requester' });
    const changer = await createUser(context.db, { name: 'Cy Changes' });
    const approver = await createUser(context.db, { name: 'Al Approves' });
    const workflow = await createWorkflow(context.db, {
      requesterId: requester.id,
      reviewerIds: [changer.id, approver.id],
    });
    await decide(approver, workflow.id, 'approved');
    await decide(changer, workflow.id, 'changes_requested', 'Split the costs');
    return { requester, changer, approver, workflow };
  }

  it('resets every decision, records it, asks the reviewers again and lets them decide anew', async () => {
    const { requester, changer, approver, workflow } = await sentBack();
    const response = await resubmit(requester, workflow.id, 'Costs are split now');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.status).toBe('pending');
    expect(body.reviewers).toEqual([
      expect.objectContaining({ id: changer.id, status: 'pending', reviewedAt: null }),
      expect.objectContaining({ id: approver.id, status: 'pending', reviewedAt: null }),
    ]);
    expect(body.history.slice(-2)).toMatchObject([
      {
        action: 'resubmitted',
        performedBy: requester.id,
        details:
          'Decisions reset: Cy Changes (changes requested), Al Approves (approved)\nCosts are split now',
      },
      { action: 'status_changed', details: 'changes_requested → pending' },
    ]);
    expect(body.comments.at(-1)).toMatchObject({
      commenterId: requester.id,
      comment: 'Costs are split now',
    });
    const asked = await context.db
      .select({ userId: notifications.userId })
      .from(notifications)
      .where(eq(notifications.kind, 'review_requested'));
    // Once on create (written by the factory without notices), so both come from the resubmission.
    expect(asked.map((row) => row.userId).sort()).toEqual([changer.id, approver.id].sort());

    expect((await decide(changer, workflow.id, 'approved')).statusCode).toBe(200);
    const last = await decide(approver, workflow.id, 'approved');
    expect(last.json().status).toBe('approved');
  });

  it('refuses anyone but the requester with 403, an admin included', async () => {
    const { changer, workflow } = await sentBack();
    const admin = await createUser(context.db, { traits: ['admin'] });
    const before = await countWorkflowRows(context.db);
    for (const user of [changer, admin]) {
      const response = await resubmit(user, workflow.id);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: WORKFLOW_RULES.resubmitOnlyRequester });
    }
    expect(await countWorkflowRows(context.db)).toEqual(before);
    expect(await decisionsOf(workflow.id)).toEqual(['changes_requested', 'approved']);
  });

  it.each([
    ['pending', [] as string[]],
    ['rejected', ['rejected']],
    ['rejected even with a change request', ['changes_requested', 'rejected']],
    ['approved', ['approved', 'approved']],
  ])('refuses a workflow that is %s with 409 and writes nothing', async (_case, decisions) => {
    const requester = await createUser(context.db);
    const team = [await createUser(context.db), await createUser(context.db)];
    const workflow = await createWorkflow(context.db, {
      requesterId: requester.id,
      reviewerIds: team.map((user) => user.id),
    });
    for (const [index, decision] of decisions.entries()) {
      await decide(team[index]!, workflow.id, decision);
    }
    const before = await countWorkflowRows(context.db);
    const response = await resubmit(requester, workflow.id);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: WORKFLOW_RULES.resubmitOnlyChangesRequested });
    expect(await countWorkflowRows(context.db)).toEqual(before);
  });

  it('answers 400 for a bad comment, 404 for an unknown workflow and 401 without a token', async () => {
    const { requester, workflow } = await sentBack();
    const long = await resubmit(requester, workflow.id, 'x'.repeat(5001));
    expect(long.statusCode).toBe(400);
    expect(Object.keys(long.json().errors)).toEqual(['comment']);
    expect((await resubmit(requester, 4040)).statusCode).toBe(404);
    const anonymous = await context.app.inject({
      method: 'POST',
      url: `/api/approval-workflows/${workflow.id}/resubmissions`,
      payload: {},
    });
    expect(anonymous.statusCode).toBe(401);
    expect(await decisionsOf(workflow.id)).toEqual(['changes_requested', 'approved']);
  });
});
