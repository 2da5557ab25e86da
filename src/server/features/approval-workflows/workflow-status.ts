import type { REVIEWER_DECISIONS, WORKFLOW_STATUSES } from '@shared/domain';

type ReviewerStatus = (typeof REVIEWER_DECISIONS)[number];
type WorkflowStatus = (typeof WORKFLOW_STATUSES)[number];

/**
 * A workflow's status follows its reviewers' decisions. One rejection decides;
 * otherwise a change request holds it; it is approved once every reviewer approved.
 */
export function workflowStatusFor(decisions: readonly string[]): WorkflowStatus {
  const statuses = decisions as readonly ReviewerStatus[];
  if (statuses.includes('rejected')) return 'rejected';
  if (statuses.includes('changes_requested')) return 'changes_requested';
  if (statuses.length > 0 && statuses.every((status) => status === 'approved')) return 'approved';
  return 'pending';
}
