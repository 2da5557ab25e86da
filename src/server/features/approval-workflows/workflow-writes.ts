import { and, eq, inArray, notInArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  approvalWorkflows,
  events,
  stakeholders,
  users,
  workflowHistory,
  workflowReviewers,
  workflowStakeholders,
} from '../../db/schema/index';
import { WORKFLOW_RULES } from '@shared/schemas/approval-workflow';
import { NotFoundError, ValidationError } from '../../lib/errors';
import { workflowStatusFor } from './workflow-status';

type WorkflowRow = typeof approvalWorkflows.$inferSelect;

/**
 * Reads the workflow row and locks it until the transaction ends, so concurrent decisions and
 * edits of one workflow run one after the other and each sees the others' reviewer rows.
 */
export async function lockWorkflow(tx: Db, id: number): Promise<WorkflowRow> {
  const [row] = await tx
    .select()
    .from(approvalWorkflows)
    .where(eq(approvalWorkflows.id, id))
    .for('update');
  if (!row) throw new NotFoundError('Workflow not found');
  return row;
}

const missingFrom = (wanted: readonly number[], found: { id: number }[]) => {
  const present = new Set(found.map((row) => row.id));
  return wanted.filter((id) => !present.has(id));
};

/** 400 naming every referenced event, reviewer or stakeholder that does not exist. */
export async function ensureReferencesExist(
  tx: Db,
  refs: { itemId?: number; reviewerIds?: number[]; stakeholderIds?: number[] },
): Promise<void> {
  const errors: Record<string, string> = {};
  if (refs.itemId !== undefined) {
    const found = await tx.select({ id: events.id }).from(events).where(eq(events.id, refs.itemId));
    if (!found.length) errors.itemId = 'Event not found';
  }
  if (refs.reviewerIds?.length) {
    const found = await tx
      .select({ id: users.id })
      .from(users)
      .where(inArray(users.id, refs.reviewerIds));
    const missing = missingFrom(refs.reviewerIds, found);
    if (missing.length) errors.reviewerIds = `Reviewer not found: ${missing.join(', ')}`;
  }
  if (refs.stakeholderIds?.length) {
    const found = await tx
      .select({ id: stakeholders.id })
      .from(stakeholders)
      .where(inArray(stakeholders.id, refs.stakeholderIds));
    const missing = missingFrom(refs.stakeholderIds, found);
    if (missing.length) errors.stakeholderIds = `Stakeholder not found: ${missing.join(', ')}`;
  }
  const first = Object.values(errors)[0];
  if (first) throw new ValidationError(first, errors);
}

/** 400 when the requester is among the reviewers: nobody reviews their own request. */
export function ensureRequesterNotReviewer(
  requesterId: number | null,
  reviewerIds: readonly number[],
): void {
  if (requesterId !== null && reviewerIds.includes(requesterId)) {
    throw new ValidationError(WORKFLOW_RULES.requesterNotReviewer, {
      reviewerIds: WORKFLOW_RULES.requesterNotReviewer,
    });
  }
}

/** The reviewer rows of a workflow with their decisions, in the order they were added. */
export async function reviewerDecisions(tx: Db, workflowId: number) {
  return tx
    .select({ reviewerId: workflowReviewers.reviewerId, status: workflowReviewers.status })
    .from(workflowReviewers)
    .where(eq(workflowReviewers.workflowId, workflowId))
    .orderBy(workflowReviewers.id);
}

export interface ReviewerChange {
  added: number[];
  removed: number[];
}

/** The reviewers that making the set equal to `wanted` would add and remove. */
export function reviewerChange(
  current: readonly number[],
  wanted: readonly number[],
): ReviewerChange {
  return {
    added: wanted.filter((id) => !current.includes(id)),
    removed: current.filter((id) => !wanted.includes(id)),
  };
}

/** Makes the reviewer set equal to reviewerIds, keeping the decisions of those who stay. */
export async function replaceReviewers(tx: Db, workflowId: number, reviewerIds: number[]) {
  await tx
    .delete(workflowReviewers)
    .where(
      and(
        eq(workflowReviewers.workflowId, workflowId),
        notInArray(workflowReviewers.reviewerId, reviewerIds),
      ),
    );
  await tx
    .insert(workflowReviewers)
    .values(reviewerIds.map((reviewerId) => ({ workflowId, reviewerId })))
    .onConflictDoNothing();
}

/** A 'reviewers_changed' entry naming who was added and who removed. */
export async function recordReviewerChange(
  tx: Db,
  entry: { workflowId: number; performedBy: number; change: ReviewerChange },
): Promise<void> {
  const { added, removed } = entry.change;
  const names = await displayNames(tx, [...added, ...removed]);
  const list = (ids: number[]) => ids.map((id) => names.get(id) ?? `User #${id}`).join(', ');
  const parts = [
    added.length && `Added ${list(added)}`,
    removed.length && `removed ${list(removed)}`,
  ];
  const details = parts.filter(Boolean).join('; ');
  await recordHistory(tx, {
    workflowId: entry.workflowId,
    action: 'reviewers_changed',
    performedBy: entry.performedBy,
    details: details.charAt(0).toUpperCase() + details.slice(1),
  });
}

/** Each user's display name (name, else username) by id. */
export async function displayNames(tx: Db, ids: readonly number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const rows = await tx
    .select({ id: users.id, name: users.name, username: users.username })
    .from(users)
    .where(inArray(users.id, [...ids]));
  return new Map(rows.map((row) => [row.id, row.name || row.username]));
}

/** Makes the linked stakeholders equal to stakeholderIds. Returns whether it changed. */
export async function replaceStakeholders(tx: Db, workflowId: number, stakeholderIds: number[]) {
  const current = await tx
    .select({ stakeholderId: workflowStakeholders.stakeholderId })
    .from(workflowStakeholders)
    .where(eq(workflowStakeholders.workflowId, workflowId));
  const before = new Set(current.map((row) => row.stakeholderId));
  const toAdd = stakeholderIds.filter((id) => !before.has(id));
  const toRemove = [...before].filter((id) => !stakeholderIds.includes(id));
  if (toRemove.length) {
    await tx
      .delete(workflowStakeholders)
      .where(
        and(
          eq(workflowStakeholders.workflowId, workflowId),
          inArray(workflowStakeholders.stakeholderId, toRemove),
        ),
      );
  }
  if (toAdd.length) {
    await tx
      .insert(workflowStakeholders)
      .values(toAdd.map((stakeholderId) => ({ workflowId, stakeholderId })));
  }
  return toAdd.length > 0 || toRemove.length > 0;
}

/** Appends one entry to the workflow's history. */
export async function recordHistory(
  tx: Db,
  entry: { workflowId: number; action: string; performedBy: number; details?: string | null },
): Promise<void> {
  await tx.insert(workflowHistory).values({ ...entry, details: entry.details ?? null });
}

/**
 * Recomputes the status from the reviewer rows as they are now in this transaction,
 * stores it with a fresh updated_at, and records a 'status_changed' entry when it moved.
 */
export async function syncStatus(tx: Db, workflow: WorkflowRow, performedBy: number) {
  const reviewers = await tx
    .select({ status: workflowReviewers.status })
    .from(workflowReviewers)
    .where(eq(workflowReviewers.workflowId, workflow.id));
  const status = workflowStatusFor(reviewers.map((reviewer) => reviewer.status));
  await tx
    .update(approvalWorkflows)
    .set({ status, updatedAt: new Date() })
    .where(eq(approvalWorkflows.id, workflow.id));
  if (status !== workflow.status) {
    await recordHistory(tx, {
      workflowId: workflow.id,
      action: 'status_changed',
      performedBy,
      details: `${workflow.status} → ${status}`,
    });
  }
}
