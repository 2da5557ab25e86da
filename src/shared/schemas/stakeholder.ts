import { z } from 'zod';
import { STAKEHOLDER_ROLES } from '../domain';
import {
  NUL_MESSAGE,
  optionalFilter,
  optionalFreeText,
  pageFields,
  searchFilter,
  sortFilter,
  withoutNul,
} from './fields';
import { versionSchema } from './record-version';

/** Stakeholder add: the one message for any missing required field. */
export const STAKEHOLDER_MISSING_MESSAGE =
  'Missing information: Please fill in all required fields.';

const missing = (issue: { input?: unknown }) =>
  issue.input === undefined || issue.input === null || issue.input === ''
    ? STAKEHOLDER_MISSING_MESSAGE
    : undefined;

const requiredText = (max: number) =>
  z
    .string({ error: missing })
    .trim()
    .min(1, STAKEHOLDER_MISSING_MESSAGE)
    .max(max)
    .refine(withoutNul, NUL_MESSAGE);

export const stakeholderRoleSchema = z.enum(STAKEHOLDER_ROLES, { error: missing });

const stakeholderFields = {
  name: requiredText(200),
  email: requiredText(320).refine(
    (value) => value === '' || z.regexes.email.test(value),
    'Invalid email address',
  ),
  role: stakeholderRoleSchema,
  organization: requiredText(200),
  department: optionalFreeText(200),
  notes: optionalFreeText(),
};

/** Name, email, role and organization required; department and notes optional. */
export const stakeholderCreateSchema = z.object(stakeholderFields);
export type StakeholderCreate = z.input<typeof stakeholderCreateSchema>;
/** What the API stores after validation and defaults. */
export type NewStakeholder = z.output<typeof stakeholderCreateSchema>;

export const stakeholderUpdateSchema = z.object(stakeholderFields).partial();
export type StakeholderChanges = z.output<typeof stakeholderUpdateSchema>;

export const STAKEHOLDER_SORTS = ['name', 'email', 'role', 'organization', 'createdAt'] as const;

export const stakeholderListQuerySchema = z.object({
  role: optionalFilter(z.enum(STAKEHOLDER_ROLES)),
  /** Matches name, e-mail, organization or department. */
  q: searchFilter,
  /** Name order when absent. */
  sort: sortFilter(STAKEHOLDER_SORTS),
  ...pageFields(),
});
export type StakeholderListQuery = z.infer<typeof stakeholderListQuerySchema>;

export const stakeholderRoleParamSchema = z.object({ role: z.enum(STAKEHOLDER_ROLES) });

export const stakeholderSchema = z.object({
  id: z.number().int(),
  userId: z.number().int().nullable(),
  name: z.string(),
  email: z.string(),
  role: z.enum(STAKEHOLDER_ROLES),
  organization: z.string(),
  department: z.string().nullable(),
  notes: z.string().nullable(),
  createdById: z.number().int().nullable(),
  createdAt: z.string(),
  version: versionSchema,
  updatedAt: z.string(),
});
export type Stakeholder = z.infer<typeof stakeholderSchema>;
