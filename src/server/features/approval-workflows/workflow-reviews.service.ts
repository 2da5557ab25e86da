import { and, eq } from 'drizzle-orm';
import {
  WORKFLOW_RULES,
  type WORKFLOW_DECISIONS,
  type WorkflowComment,
  type WorkflowDetail,
} from '@shared/schemas/approval-workflow';
import { actAs } from '../../db/audit-actor';
import type { Db } from '../../db/client';
import {
  approvalWorkflows,
  users,
  workflowComments,
  workflowReviewers,
} from '../../db/schema/index';
import { ConflictError, NotFoundError } from '../../lib/errors';
import { can, ensure } from '../../lib/permissions';
import type { CurrentUser } from '../../lib/identity';
import {
  notifyReviewRequested,
  notifyWorkflowComment,
  notifyWorkflowDecided,
} from '../notifications/public';
import { getWorkflow } from './approval-workflows.service';
import { toComment } from './workflow-queries';
import { workflowStatusFor } from './workflow-status';
import {
  displayNames,
  lockWorkflow,
  recordHistory,
  reviewerDecisions,
  syncStatus,
} from './workflow-writes';

type Decision = (typeof WORKFLOW_DECISIONS)[number];

/**
 * An assigned reviewer approves, rejects or requests changes (admin is not exempt), once: the
 * decision is final until the requester resubmits. The decision, its comment, the history and the
 * recomputed status are written in one transaction that holds the workflow row lock, so two
 * reviewers deciding at once cannot lose each other's decision.
 */
export async function decideWorkflow(
  db: Db,
  user: CurrentUser,
  id: number,
  input: { decision: Decision; comment: string | null },
): Promise<WorkflowDetail> {
  await db.transaction(async (tx) => {
    await actAs(tx, user);
    const workflow = await lockWorkflow(tx, id);
    const reviewers = await reviewerDecisions(tx, id);
    ensure(
      can.decideWorkflow(
        user,
        reviewers.map((reviewer) => reviewer.reviewerId),
      ),
      'Only an assigned reviewer can decide on this workflow',
    );
    // A requester is never their own reviewer; workflows written before that rule may still list
    // one, and they cannot decide either.
    ensure(workflow.requesterId !== user.id, WORKFLOW_RULES.requesterNotReviewer);
    const mine = reviewers.find((reviewer) => reviewer.reviewerId === user.id)!;
    if (mine.status !== 'pending') throw new ConflictError(WORKFLOW_RULES.decisionFinal);
    await tx
      .update(workflowReviewers)
      .set({ status: input.decision, reviewedAt: new Date() })
      .where(and(eq(workflowReviewers.workflowId, id), eq(workflowReviewers.reviewerId, user.id)));
    if (input.comment) {
      await tx
        .insert(workflowComments)
        .values({ workflowId: id, commenterId: user.id, comment: input.comment });
    }
    await recordHistory(tx, {
      workflowId: id,
      action: input.decision,
      performedBy: user.id,
      details: input.comment,
    });
    await syncStatus(tx, workflow, user.id);
    await notifyWorkflowDecided(tx, {
      workflowId: id,
      decision: input.decision,
      comment: input.comment,
      actorId: user.id,
    });
  });
  return getWorkflow(db, user, id);
}

/**
 * The requester sends a workflow that was sent back for changes to review again: every decision
 * returns to pending, the history names the decisions reset, and the reviewers are asked again.
 */
export async function resubmitWorkflow(
  db: Db,
  user: CurrentUser,
  id: number,
  input: { comment: string | null },
): Promise<WorkflowDetail> {
  await db.transaction(async (tx) => {
    await actAs(tx, user);
    const workflow = await lockWorkflow(tx, id);
    ensure(workflow.requesterId === user.id, WORKFLOW_RULES.resubmitOnlyRequester);
    const reviewers = await reviewerDecisions(tx, id);
    if (workflowStatusFor(reviewers.map((reviewer) => reviewer.status)) !== 'changes_requested') {
      throw new ConflictError(WORKFLOW_RULES.resubmitOnlyChangesRequested);
    }
    await tx
      .update(workflowReviewers)
      .set({ status: 'pending', reviewedAt: null })
      .where(eq(workflowReviewers.workflowId, id));
    if (input.comment) {
      await tx
        .insert(workflowComments)
        .values({ workflowId: id, commenterId: user.id, comment: input.comment });
    }
    const decided = reviewers.filter((reviewer) => reviewer.status !== 'pending');
    const names = await displayNames(
      tx,
      decided.map((reviewer) => reviewer.reviewerId),
    );
    const reset = decided.map(
      (reviewer) => `${names.get(reviewer.reviewerId)} (${reviewer.status.replace('_', ' ')})`,
    );
    await recordHistory(tx, {
      workflowId: id,
      action: 'resubmitted',
      performedBy: user.id,
      details: [`Decisions reset: ${reset.join(', ')}`, input.comment].filter(Boolean).join('\n'),
    });
    await syncStatus(tx, workflow, user.id);
    await notifyReviewRequested(tx, {
      workflowId: id,
      reviewerIds: reviewers.map((reviewer) => reviewer.reviewerId),
      actorId: user.id,
    });
  });
  return getWorkflow(db, user, id);
}

/** Any signed-in user comments on a workflow; the comment and a 'commented' entry in one transaction. */
export async function addComment(
  db: Db,
  user: CurrentUser,
  id: number,
  input: { comment: string },
): Promise<WorkflowComment> {
  return db.transaction(async (tx) => {
    await actAs(tx, user);
    const [workflow] = await tx
      .select({ id: approvalWorkflows.id })
      .from(approvalWorkflows)
      .where(eq(approvalWorkflows.id, id));
    if (!workflow) throw new NotFoundError('Workflow not found');
    const [row] = await tx
      .insert(workflowComments)
      .values({ workflowId: id, commenterId: user.id, comment: input.comment })
      .returning();
    await recordHistory(tx, { workflowId: id, action: 'commented', performedBy: user.id });
    await notifyWorkflowComment(tx, { workflowId: id, comment: input.comment, actorId: user.id });
    const [author] = await tx
      .select({ name: users.name, username: users.username })
      .from(users)
      .where(eq(users.id, user.id));
    return toComment({ ...row!, commenterName: author?.name ?? author?.username ?? null });
  });
}
