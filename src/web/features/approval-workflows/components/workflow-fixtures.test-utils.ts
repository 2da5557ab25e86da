import type { WorkflowDetail } from '@shared/schemas/approval-workflow';

/** A workflow as the API answers it, with overrides. */
export function workflowDetail(overrides: Partial<WorkflowDetail> = {}): WorkflowDetail {
  return {
    id: 7,
    title: 'Travel to FOSDEM',
    description: 'Two speakers need flights.',
    itemType: 'travel_request',
    itemId: 3,
    itemName: 'FOSDEM 2027',
    priority: 'high',
    status: 'pending',
    dueDate: '2027-01-20',
    estimatedCosts: '€1,800',
    requesterId: 1,
    requesterName: 'Demo User',
    reviewerIds: [2],
    reviewers: [{ id: 2, name: 'Rita Reviewer', status: 'pending', reviewedAt: null }],
    stakeholderIds: [],
    metadata: {},
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
    version: 1,
    stakeholders: [],
    comments: [],
    history: [
      {
        id: 1,
        action: 'created',
        performedBy: 1,
        performedByName: 'Demo User',
        details: null,
        performedAt: '2026-11-01T10:00:00.000Z',
      },
    ],
    ...overrides,
  };
}

/** The signed-in user's record (GET /api/users/me). */
export { signedInUser as me } from '@web/test/user-fixture';
