import { and, eq, type SQL } from 'drizzle-orm';
import type {
  WorkflowCard,
  WorkflowCreate,
  WorkflowDetail,
  WorkflowListQuery,
  WorkflowUpdate,
} from '@shared/schemas/approval-workflow';
import { actAs } from '../../db/audit-actor';
import type { Db } from '../../db/client';
import { approvalWorkflows, workflowReviewers, workflowStakeholders } from '../../db/schema/index';
import { NotFoundError } from '../../lib/errors';
import { WORKFLOW_RULES } from '@shared/schemas/approval-workflow';
import { can, ensure } from '../../lib/permissions';
import { ensureVersion } from '../../lib/record-version';
import type { Page } from '../../lib/sql';
import type { CurrentUser } from '../../lib/identity';
import { notifyReviewersAdded, notifyReviewRequested } from '../notifications/public';
import { findWorkflowCards, findWorkflowDetail } from './workflow-queries';
import {
  ensureReferencesExist,
  ensureRequesterNotReviewer,
  lockWorkflow,
  recordHistory,
  recordReviewerChange,
  replaceReviewers,
  replaceStakeholders,
  reviewerChange,
  reviewerDecisions,
  syncStatus,
} from './workflow-writes';

type WorkflowRow = typeof approvalWorkflows.$inferSelect;

const EDITABLE_FIELDS = [
  'title',
  'description',
  'priority',
  'dueDate',
  'estimatedCosts',
  'metadata',
] as const;

/** The requester (always the signed-in user) owns the workflow; admin may edit or delete it too. */
const ownedByRequester = (workflow: WorkflowRow) => ({ createdById: workflow.requesterId });

/** A page of the workflows matching the optional status, item type and item filters, newest first. */
export async function listWorkflows(
  db: Db,
  query: WorkflowListQuery,
  counted = true,
): Promise<Page<WorkflowCard>> {
  const filters: SQL[] = [];
  if (query.status) filters.push(eq(approvalWorkflows.status, query.status));
  if (query.itemType) filters.push(eq(approvalWorkflows.itemType, query.itemType));
  if (query.itemId) filters.push(eq(approvalWorkflows.itemId, query.itemId));
  return findWorkflowCards(db, and(...filters), query, counted);
}

export async function getWorkflow(db: Db, _user: CurrentUser, id: number): Promise<WorkflowDetail> {
  const detail = await findWorkflowDetail(db, id);
  if (!detail) throw new NotFoundError('Workflow not found');
  return detail;
}

/** Creates the workflow, its reviewers and stakeholders and a 'created' entry in one transaction. */
export async function createWorkflow(
  db: Db,
  user: CurrentUser,
  input: WorkflowCreate,
): Promise<WorkflowDetail> {
  ensureRequesterNotReviewer(user.id, input.reviewerIds);
  const id = await db.transaction(async (tx) => {
    await actAs(tx, user);
    await ensureReferencesExist(tx, input);
    const { reviewerIds, stakeholderIds, ...fields } = input;
    const [workflow] = await tx
      .insert(approvalWorkflows)
      .values({ ...fields, requesterId: user.id })
      .returning({ id: approvalWorkflows.id });
    const workflowId = workflow!.id;
    await tx
      .insert(workflowReviewers)
      .values(reviewerIds.map((reviewerId) => ({ workflowId, reviewerId })));
    if (stakeholderIds.length) {
      await tx
        .insert(workflowStakeholders)
        .values(stakeholderIds.map((stakeholderId) => ({ workflowId, stakeholderId })));
    }
    const count = reviewerIds.length;
    await recordHistory(tx, {
      workflowId,
      action: 'created',
      performedBy: user.id,
      details: `Review requested from ${count} reviewer${count === 1 ? '' : 's'}`,
    });
    await notifyReviewRequested(tx, { workflowId, reviewerIds, actorId: user.id });
    return workflowId;
  });
  return getWorkflow(db, user, id);
}

function changedFields(workflow: WorkflowRow, input: WorkflowUpdate) {
  const changes: Partial<Pick<WorkflowRow, (typeof EDITABLE_FIELDS)[number]>> = {};
  for (const field of EDITABLE_FIELDS) {
    const value = input[field];
    if (value === undefined) continue;
    if (JSON.stringify(value) === JSON.stringify(workflow[field])) continue;
    Object.assign(changes, { [field]: value });
  }
  return changes;
}

/**
 * Edits fields and replaces the reviewer and stakeholder sets; the status follows the new set.
 * With `expected` (If-Match), a workflow changed since (a decision included) is refused with 412.
 * The requester never reviews; once anyone has decided, only an admin changes the reviewers, and
 * every change of reviewers is a 'reviewers_changed' entry in the history.
 */
export async function updateWorkflow(
  db: Db,
  user: CurrentUser,
  id: number,
  input: WorkflowUpdate,
  expected?: number,
): Promise<WorkflowDetail> {
  await db.transaction(async (tx) => {
    await actAs(tx, user);
    const workflow = await lockWorkflow(tx, id);
    ensure(
      can.editWorkflow(user, workflow),
      'Only the requester or an admin can edit this workflow',
    );
    await ensureVersion(expected, workflow, async () => (await findWorkflowDetail(tx, id))!);
    await ensureReferencesExist(tx, input);
    if (input.reviewerIds) ensureRequesterNotReviewer(workflow.requesterId, input.reviewerIds);
    const decisions = await reviewerDecisions(tx, id);
    const reviewersBefore = decisions.map((row) => row.reviewerId);
    const change = reviewerChange(reviewersBefore, input.reviewerIds ?? reviewersBefore);
    const reviewersChanged = change.added.length > 0 || change.removed.length > 0;
    if (reviewersChanged) {
      const someoneDecided = decisions.some((row) => row.status !== 'pending');
      ensure(can.changeReviewers(user, someoneDecided), WORKFLOW_RULES.reviewersFixedAfterDecision);
      await replaceReviewers(tx, id, input.reviewerIds!);
    }
    const changes = changedFields(workflow, input);
    const changed: string[] = Object.keys(changes);
    if (input.stakeholderIds && (await replaceStakeholders(tx, id, input.stakeholderIds))) {
      changed.push('stakeholders');
    }
    if (!changed.length && !reviewersChanged) return;
    await tx
      .update(approvalWorkflows)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(approvalWorkflows.id, id));
    if (changed.length) {
      await recordHistory(tx, {
        workflowId: id,
        action: 'updated',
        performedBy: user.id,
        details: `Changed ${changed.join(', ')}`,
      });
    }
    if (reviewersChanged) {
      await recordReviewerChange(tx, { workflowId: id, performedBy: user.id, change });
      await syncStatus(tx, workflow, user.id);
      await notifyReviewersAdded(tx, {
        workflowId: id,
        before: reviewersBefore,
        after: input.reviewerIds!,
        actorId: user.id,
      });
    }
  });
  return getWorkflow(db, user, id);
}

/** Deletes the workflow; its reviewers, stakeholders, comments and history go with it (cascade). */
export async function deleteWorkflow(db: Db, user: CurrentUser, id: number): Promise<void> {
  const [workflow] = await db.select().from(approvalWorkflows).where(eq(approvalWorkflows.id, id));
  if (!workflow) throw new NotFoundError('Workflow not found');
  ensure(
    can.deleteRecord(user, ownedByRequester(workflow)),
    'Only the requester or an admin can delete this workflow',
  );
  // The reviewers' rows go by cascade: the audit log credits their deletes to the same person.
  await db.transaction(async (tx) => {
    await actAs(tx, user);
    await tx.delete(approvalWorkflows).where(eq(approvalWorkflows.id, id));
  });
}
