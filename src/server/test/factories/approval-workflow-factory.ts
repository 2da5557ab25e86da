import type { Db } from '../../db/client';
import {
  approvalWorkflows,
  workflowComments,
  workflowHistory,
  workflowReviewers,
  workflowStakeholders,
} from '../../db/schema/index';
import { createEvent, daysFromToday } from './event-factory';
import { createUser } from './user-factory';

type WorkflowRow = typeof approvalWorkflows.$inferSelect;
type WorkflowValues = typeof approvalWorkflows.$inferInsert;
type ReviewerStatus = 'pending' | 'approved' | 'rejected' | 'changes_requested';

interface Preset {
  values?: Partial<WorkflowValues>;
  /** Decision of each reviewer by position; the rest stay pending. */
  decisions?: ReviewerStatus[] | 'all-approved';
}

const TRAITS = {
  /** Every reviewer approved. */
  approved: () => ({ values: { status: 'approved' }, decisions: 'all-approved' }),
  /** The first reviewer rejected. */
  rejected: () => ({ values: { status: 'rejected' }, decisions: ['rejected'] }),
  /** The first reviewer sent it back for changes. */
  'changes-requested': () => ({
    values: { status: 'changes_requested' },
    decisions: ['changes_requested'],
  }),
  /** Critical priority, due in 3 days. */
  urgent: () => ({ values: { priority: 'critical', dueDate: daysFromToday(3) } }),
  /** A travel request with an estimated cost. */
  'travel-request': () => ({
    values: { itemType: 'travel_request', estimatedCosts: 'EUR 1,200' },
  }),
} satisfies Record<string, () => Preset>;

let sequence = 0;

export interface WorkflowOptions extends Partial<WorkflowValues> {
  /** Reviewer user ids; one new user when omitted. */
  reviewerIds?: number[];
  stakeholderIds?: number[];
  traits?: (keyof typeof TRAITS)[];
}

export type TestWorkflow = WorkflowRow & { reviewerIds: number[] };

/**
 * A workflow with its reviewer rows and a 'created' history entry, as the API would write it.
 * Without itemId an event is created for it; without reviewerIds a reviewer user is.
 */
export async function createWorkflow(db: Db, options: WorkflowOptions = {}): Promise<TestWorkflow> {
  sequence += 1;
  const { traits = [], reviewerIds, stakeholderIds = [], ...overrides } = options;
  const presets: Preset[] = traits.map((trait) => TRAITS[trait]());
  const values: WorkflowValues = {
    title: `Approval request ${sequence}`,
    description: 'Travel and ticket for the team',
    itemType: 'event',
    itemId: 0,
    priority: 'medium',
    ...Object.assign({}, ...presets.map((preset) => preset.values)),
    ...overrides,
  };
  if (!options.itemId) values.itemId = (await createEvent(db)).id;
  const reviewers = reviewerIds ?? [(await createUser(db, { traits: ['reviewer'] })).id];
  const decisions = presets.findLast((preset) => preset.decisions)?.decisions ?? [];
  const statusOf = (index: number): ReviewerStatus =>
    decisions === 'all-approved' ? 'approved' : (decisions[index] ?? 'pending');

  const [row] = await db.insert(approvalWorkflows).values(values).returning();
  const workflowId = row!.id;
  await db.insert(workflowReviewers).values(
    reviewers.map((reviewerId, index) => ({
      workflowId,
      reviewerId,
      status: statusOf(index),
      reviewedAt: statusOf(index) === 'pending' ? null : new Date(),
    })),
  );
  if (stakeholderIds.length) {
    await db
      .insert(workflowStakeholders)
      .values(stakeholderIds.map((stakeholderId) => ({ workflowId, stakeholderId })));
  }
  await db.insert(workflowHistory).values({
    workflowId,
    action: 'created',
    performedBy: values.requesterId ?? null,
  });
  return { ...row!, reviewerIds: reviewers };
}

/** Rows in every workflow table, to prove that a refused request wrote nothing. */
export async function countWorkflowRows(db: Db) {
  const [workflows, reviewers, stakeholders, comments, history] = await Promise.all([
    db.$count(approvalWorkflows),
    db.$count(workflowReviewers),
    db.$count(workflowStakeholders),
    db.$count(workflowComments),
    db.$count(workflowHistory),
  ]);
  return { workflows, reviewers, stakeholders, comments, history };
}
