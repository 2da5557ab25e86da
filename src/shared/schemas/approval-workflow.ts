import { z } from 'zod';
import {
  REVIEWER_DECISIONS,
  WORKFLOW_ITEM_TYPES,
  WORKFLOW_PRIORITIES,
  WORKFLOW_STATUSES,
} from '../domain';
import { calendarDate, idSchema, optionalText } from './common';
import { versionSchema } from './record-version';
import { NUL_MESSAGE, pageFields, withoutNul } from './fields';

/** Workflow create: the one message for any missing required field. */
export const MISSING_WORKFLOW_FIELDS =
  'Missing information: Please fill in all required fields and select at least one reviewer.';

/** The rules of who reviews what, as the API words its refusals and the forms explain them. */
export const WORKFLOW_RULES = {
  requesterNotReviewer: 'The requester cannot be a reviewer of their own request',
  reviewersFixedAfterDecision:
    'Once a reviewer has decided, only an admin can change the reviewers',
  decisionFinal:
    'You have already decided on this workflow. A decision is final unless the requester resubmits after changes were requested',
  resubmitOnlyRequester: 'Only the requester can resubmit this workflow',
  resubmitOnlyChangesRequested: 'Only a workflow sent back for changes can be resubmitted',
} as const;

/** Decisions a reviewer can take (REVIEWER_DECISIONS without the initial 'pending'). */
export const WORKFLOW_DECISIONS = ['approved', 'rejected', 'changes_requested'] as const;

const isBlank = (value: unknown) =>
  value === undefined ||
  value === null ||
  value === 0 ||
  (typeof value === 'string' && !value.trim());

const missingOr = (fallback?: string) => (issue: { input?: unknown }) =>
  isBlank(issue.input) ? MISSING_WORKFLOW_FIELDS : fallback;

/** Blank values become undefined (so they read as missing) and numeric strings become numbers. */
const toIdInput = (value: unknown) => {
  if (isBlank(value)) return undefined;
  if (typeof value === 'string' && /^\d+$/.test(value.trim())) return Number(value);
  return value;
};

const requiredItemId = z.preprocess(
  toIdInput,
  z
    .number({ error: missingOr('Id must be a number') })
    .int('Id must be a whole number')
    .positive('Id must be positive')
    .max(2_147_483_647, 'Id is too large'),
);

/** A list of ids (a single id is accepted as a list of one); duplicates are dropped. */
const idList = (options: { required: boolean }) =>
  z
    .preprocess(
      (value) => (value === undefined || value === null || Array.isArray(value) ? value : [value]),
      z.array(idSchema, { error: options.required ? missingOr() : undefined }).max(100),
    )
    .transform((ids) => [...new Set(ids)]);

const reviewerIds = idList({ required: true }).refine((ids) => ids.length > 0, {
  message: MISSING_WORKFLOW_FIELDS,
});

const title = z
  .string({ error: missingOr() })
  .trim()
  .min(1, MISSING_WORKFLOW_FIELDS)
  .max(200, 'Title must be at most 200 characters')
  .refine(withoutNul, NUL_MESSAGE);

const text = (max: number) => optionalText(max).refine(withoutNul, NUL_MESSAGE);

const dueDate = z
  .preprocess(
    (value) => (value === '' ? null : value),
    calendarDate('Due date is required').nullish(),
  )
  .transform((value) => value ?? null);

const metadata = z
  .record(z.string(), z.unknown())
  .refine(withoutNul, NUL_MESSAGE)
  .nullish()
  .transform((value) => value ?? {});

/** POST /api/approval-workflows. Required fields come first so their message leads. The requester is the signed-in user; a requesterId in the body is ignored. */
export const workflowCreateSchema = z.object({
  title,
  itemType: z.enum(WORKFLOW_ITEM_TYPES, { error: missingOr() }),
  itemId: requiredItemId,
  reviewerIds,
  description: text(5000),
  priority: z.enum(WORKFLOW_PRIORITIES).default('medium'),
  dueDate,
  estimatedCosts: text(500),
  stakeholderIds: idList({ required: false }).default([]),
  metadata,
});
export type WorkflowCreate = z.output<typeof workflowCreateSchema>;

/** PUT /api/approval-workflows/{id}: every field optional; reviewerIds replaces the set. */
export const workflowUpdateSchema = z.object({
  title: title.optional(),
  reviewerIds: reviewerIds.optional(),
  description: text(5000).optional(),
  priority: z.enum(WORKFLOW_PRIORITIES).optional(),
  dueDate: dueDate.optional(),
  estimatedCosts: text(500).optional(),
  stakeholderIds: idList({ required: false }).optional(),
  metadata: metadata.optional(),
});
export type WorkflowUpdate = z.output<typeof workflowUpdateSchema>;

/** GET /api/approval-workflows query string. */
export const workflowListQuerySchema = z.object({
  status: z.enum(WORKFLOW_STATUSES).optional(),
  itemType: z.enum(WORKFLOW_ITEM_TYPES).optional(),
  itemId: idSchema.optional(),
  ...pageFields(),
});
export type WorkflowListQuery = z.infer<typeof workflowListQuerySchema>;

/** POST /api/approval-workflows/{id}/decisions by an assigned reviewer. */
export const workflowDecisionSchema = z.object({
  decision: z.enum(WORKFLOW_DECISIONS),
  comment: text(5000),
});
export type WorkflowDecisionInput = z.input<typeof workflowDecisionSchema>;

/** POST /api/approval-workflows/{id}/resubmissions by the requester, with an optional note. */
export const workflowResubmitSchema = z.object({ comment: text(5000) });
export type WorkflowResubmitInput = z.input<typeof workflowResubmitSchema>;

/** POST /api/approval-workflows/{id}/comments. */
export const workflowCommentCreateSchema = z.object({
  comment: z.string().trim().min(1).max(5000).refine(withoutNul, NUL_MESSAGE),
});

export const workflowReviewerSchema = z.object({
  id: z.number().int(),
  name: z.string().nullable(),
  status: z.enum(REVIEWER_DECISIONS),
  reviewedAt: z.string().nullable(),
});
export type WorkflowReviewer = z.infer<typeof workflowReviewerSchema>;

/** A workflow as the list (cards) shows it; itemName is null when the event is unknown ('Event #{id}'). */
export const workflowCardSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  itemType: z.enum(WORKFLOW_ITEM_TYPES),
  itemId: z.number().int(),
  itemName: z.string().nullable(),
  priority: z.enum(WORKFLOW_PRIORITIES),
  status: z.enum(WORKFLOW_STATUSES),
  dueDate: z.string().nullable(),
  estimatedCosts: z.string().nullable(),
  requesterId: z.number().int().nullable(),
  requesterName: z.string().nullable(),
  reviewerIds: z.array(z.number().int()),
  reviewers: z.array(workflowReviewerSchema),
  stakeholderIds: z.array(z.number().int()),
  metadata: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: versionSchema,
});
export type WorkflowCard = z.infer<typeof workflowCardSchema>;

export const workflowCommentSchema = z.object({
  id: z.number().int(),
  commenterId: z.number().int().nullable(),
  commenterName: z.string().nullable(),
  comment: z.string(),
  createdAt: z.string(),
});
export type WorkflowComment = z.infer<typeof workflowCommentSchema>;

export const workflowHistoryEntrySchema = z.object({
  id: z.number().int(),
  action: z.string(),
  performedBy: z.number().int().nullable(),
  performedByName: z.string().nullable(),
  details: z.string().nullable(),
  performedAt: z.string(),
});
export type WorkflowHistoryEntry = z.infer<typeof workflowHistoryEntrySchema>;

/** GET /api/approval-workflows/{id}: the card plus stakeholders, comments and history, oldest first. */
export const workflowDetailSchema = workflowCardSchema.extend({
  stakeholders: z.array(
    z.object({ id: z.number().int(), name: z.string(), role: z.string().nullable() }),
  ),
  comments: z.array(workflowCommentSchema),
  history: z.array(workflowHistoryEntrySchema),
});
export type WorkflowDetail = z.infer<typeof workflowDetailSchema>;
