import { z } from 'zod';
import { CFP_STATUSES } from '../domain';
import {
  eventIdField,
  optionalFilter,
  optionalFreeText,
  pageFields,
  requiredText,
  searchFilter,
  sortFilter,
} from './fields';
import { calendarDate, idSchema } from './common';
import { versionSchema } from './record-version';

const cfpSubmissionFields = {
  eventId: eventIdField,
  title: requiredText(500),
  abstract: requiredText(20_000),
  submitterName: requiredText(200),
  status: z.enum(CFP_STATUSES),
  notes: optionalFreeText(),
  submissionDate: calendarDate('Submission date is required'),
  /** The library talk this submission sends (optional): its current revision is remembered. */
  talkId: idSchema.nullish(),
};

/**
 * CFP add form: event, title, abstract, submitter name and status required; status
 * defaults to draft and the submission date to today (the server's UTC date) when absent.
 */
export const cfpSubmissionCreateSchema = z.object({
  ...cfpSubmissionFields,
  status: cfpSubmissionFields.status.default('draft'),
  submissionDate: cfpSubmissionFields.submissionDate.nullish(),
});
export type CfpSubmissionCreate = z.input<typeof cfpSubmissionCreateSchema>;
/** What the API stores after validation and defaults. */
export type NewCfpSubmission = z.output<typeof cfpSubmissionCreateSchema>;

/** Any field alone, e.g. `{ status }` from the row dropdown. */
export const cfpSubmissionUpdateSchema = z.object(cfpSubmissionFields).partial();
export type CfpSubmissionChanges = z.output<typeof cfpSubmissionUpdateSchema>;

export const CFP_SUBMISSION_SORTS = [
  'title',
  'submitterName',
  'status',
  'submissionDate',
  'eventName',
  'createdAt',
] as const;

export const cfpSubmissionListQuerySchema = z.object({
  eventId: optionalFilter(idSchema),
  status: optionalFilter(z.enum(CFP_STATUSES)),
  /** Matches title, submitter name or abstract. */
  q: searchFilter,
  /** Newest submission date first when absent. */
  sort: sortFilter(CFP_SUBMISSION_SORTS),
  ...pageFields(),
});
export type CfpSubmissionListQuery = z.infer<typeof cfpSubmissionListQuerySchema>;

export const cfpSubmissionSchema = z.object({
  id: z.number().int(),
  eventId: z.number().int(),
  eventName: z.string(),
  title: z.string(),
  abstract: z.string(),
  submitterName: z.string(),
  status: z.enum(CFP_STATUSES),
  notes: z.string().nullable(),
  submitterId: z.number().int().nullable(),
  /** YYYY-MM-DD */
  submissionDate: z.string(),
  createdById: z.number().int().nullable(),
  createdAt: z.string(),
  version: versionSchema,
  updatedAt: z.string(),
  /** The library talk sent, or null for a submission made without one. */
  talkId: z.number().int().nullable(),
  /** The talk's revision (title and abstract) that was sent. */
  talkRevisionId: z.number().int().nullable(),
});
export type CfpSubmission = z.infer<typeof cfpSubmissionSchema>;
