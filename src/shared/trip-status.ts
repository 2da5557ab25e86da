/**
 * A trip's life: draft → requested → approved, rejected or changes requested → booked →
 * completed → reported; or cancelled at any point before completed. The trip stores its stage;
 * while it is `requested`, the linked workflow's status decides which of the approval outcomes
 * it shows, so the trip and its workflow never disagree.
 */
export const TRIP_STAGES = [
  'draft',
  'requested',
  'booked',
  'completed',
  'reported',
  'cancelled',
] as const;
export type TripStage = (typeof TRIP_STAGES)[number];

export const TRIP_STATUSES = [
  'draft',
  'requested',
  'approved',
  'rejected',
  'changes_requested',
  'booked',
  'completed',
  'reported',
  'cancelled',
] as const;
export type TripStatus = (typeof TRIP_STATUSES)[number];

/** The workflow statuses that an approval request can be in (pending and on hold: still asked). */
export const FROM_WORKFLOW: Record<string, TripStatus> = {
  pending: 'requested',
  on_hold: 'requested',
  approved: 'approved',
  rejected: 'rejected',
  changes_requested: 'changes_requested',
};

/**
 * The status a trip shows. A requested trip whose workflow was deleted is a draft again: its
 * approval has to be asked anew.
 */
export function tripStatus(stage: TripStage, workflowStatus: string | null): TripStatus {
  if (stage !== 'requested') return stage;
  if (workflowStatus === null) return 'draft';
  return FROM_WORKFLOW[workflowStatus] ?? 'requested';
}

/** What a person can do to a trip, and from which statuses. */
export const TRIP_ACTIONS = {
  /** Ask for approval: makes the travel_request workflow and links it. */
  request: ['draft'],
  /** Editing the estimate of a trip sent back resubmits it (the workflow goes back to pending). */
  resubmit: ['changes_requested'],
  /** The booking checklist: from approval on, until the trip has happened. */
  checklist: ['approved', 'booked'],
  /** The checklist is settled: nothing left to book. */
  book: ['approved'],
  complete: ['booked'],
  /** Actual amounts and the reimbursement: once approved. */
  actuals: ['approved', 'booked', 'completed', 'reported'],
  /**
   * Write the report once the event has ended (an approved trip whose checklist was never
   * settled went too: its traveller is asked as well); a reported trip's report can still be edited.
   */
  report: ['approved', 'booked', 'completed', 'reported'],
  cancel: ['draft', 'requested', 'approved', 'rejected', 'changes_requested', 'booked'],
} as const satisfies Record<string, readonly TripStatus[]>;
export type TripAction = keyof typeof TRIP_ACTIONS;

export function canTrip(action: TripAction, status: TripStatus): boolean {
  return (TRIP_ACTIONS[action] as readonly TripStatus[]).includes(status);
}

/** Statuses in which the estimate may change (before approval, or when sent back). */
export const ESTIMATE_EDITABLE: readonly TripStatus[] = ['draft', 'changes_requested'];
