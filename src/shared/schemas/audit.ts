import { z } from 'zod';
import { calendarDate, idSchema } from './common';

/** The record types the audit log follows (their table names). */
export const AUDIT_RECORD_TYPES = [
  'events',
  'cfp_submissions',
  'attendees',
  'sponsorships',
  'assets',
  'stakeholders',
  'approval_workflows',
  'workflow_reviewers',
  'users',
  'api_tokens',
  'talks',
  'speakers',
  'talk_speakers',
  'webhook_endpoints',
] as const;
export type AuditRecordType = (typeof AUDIT_RECORD_TYPES)[number];

/** Singular human names, for lists and sentences. */
export const AUDIT_RECORD_TYPE_LABELS: Record<AuditRecordType, string> = {
  events: 'Event',
  cfp_submissions: 'CFP submission',
  attendees: 'Attendee',
  sponsorships: 'Sponsorship',
  assets: 'Asset',
  stakeholders: 'Stakeholder',
  approval_workflows: 'Approval workflow',
  workflow_reviewers: 'Workflow review',
  users: 'User',
  api_tokens: 'API token',
  talks: 'Talk',
  speakers: 'Speaker',
  talk_speakers: 'Talk speaker',
  webhook_endpoints: 'Webhook',
};

export const AUDIT_ACTIONS = ['create', 'update', 'delete'] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** One changed field: a create has from null, a delete to null. */
export const fieldChangeSchema = z.object({ from: z.unknown(), to: z.unknown() });
export type AuditChanges = Record<string, { from: unknown; to: unknown }>;

export const auditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  actorId: z.number().int().nullable(),
  /**
   * The person's name (or username), or the name a system writer gave itself ('Conference data
   * sync'); null for the unnamed system or a person since deleted.
   */
  actorName: z.string().nullable(),
  action: z.enum(AUDIT_ACTIONS),
  recordType: z.string(),
  recordId: z.number().int(),
  eventId: z.number().int().nullable(),
  parentId: z.number().int().nullable(),
  label: z.string().nullable(),
  changes: z.record(z.string(), fieldChangeSchema),
  /** 'Changed amount from 5000 to 7500', 'Created sponsorship "Acme"'. */
  description: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

const recordTypeSchema = (name = 'Record type') =>
  z.enum(AUDIT_RECORD_TYPES, {
    message: `${name} must be one of: ${AUDIT_RECORD_TYPES.join(', ')}`,
  });

/**
 * Who made a change, for people: their name, a system writer's ('Conference data sync'),
 * 'System', or 'Former user' once deleted.
 */
export function auditActorName(entry: Pick<AuditEntry, 'actorName' | 'actorId'>): string {
  return entry.actorName ?? (entry.actorId === null ? 'System' : 'Former user');
}

/** GET /api/audit filters; dates are whole UTC days, both ends included. */
export const auditQuerySchema = z
  .object({
    person: idSchema.optional(),
    type: recordTypeSchema().optional(),
    from: calendarDate().optional(),
    to: calendarDate().optional(),
    limit: z.coerce
      .number({ message: 'Limit must be a number' })
      .int('Limit must be a whole number')
      .min(1, 'Limit must be at least 1')
      .max(200, 'Limit must be at most 200')
      .default(50),
    offset: z.coerce
      .number({ message: 'Offset must be a number' })
      .int('Offset must be a whole number')
      .min(0, 'Offset must be at least 0')
      .max(10_000_000, 'Offset is too large')
      .default(0),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: 'From must be on or before to',
    path: ['to'],
  });
export type AuditQuery = z.infer<typeof auditQuerySchema>;

/** GET /api/history?type=&id=: one record's changes. */
export const recordHistoryQuerySchema = z.object({ type: recordTypeSchema(), id: idSchema });

/** GET /api/edit-history/{entityType}/{id}: the same history at the path scripts have used. */
export const editHistoryParamsSchema = z.object({
  entityType: recordTypeSchema('Entity type'),
  id: idSchema,
});

/** One change in the edit-history shape: snake_case time and sentence beside camelCase names. */
export const editHistoryEntrySchema = z.object({
  /** The audit log row's id. */
  id: z.number().int(),
  /** Who made it: their name, a system writer's, 'System', or 'Former user'. */
  editedByName: z.string(),
  /** A link to their headshot, or null. */
  editedByAvatar: z.string().nullable(),
  edited_at: z.string(),
  /** The audit log's sentence: 'Changed amount from 5000 to 7500'. */
  change_description: z.string(),
});
export type EditHistoryEntry = z.infer<typeof editHistoryEntrySchema>;

const FIELD_LABELS: Record<string, string> = {
  startDate: 'start date',
  endDate: 'end date',
  goal: 'goals',
  cfpDeadline: 'CFP deadline',
  cfpLink: 'CFP link',
  earlyBirdDeadline: 'early bird deadline',
  eventId: 'event',
  sponsorName: 'sponsor',
  contactEmail: 'contact email',
  contactName: 'contact name',
  submitterName: 'submitter',
  submitterId: 'submitter',
  submissionDate: 'submission date',
  userId: 'user',
  createdById: 'created by',
  uploadedBy: 'uploaded by',
  filePath: 'file',
  fileSize: 'file size',
  mimeType: 'file type',
  cfpSubmissionId: 'CFP submission',
  itemType: 'item type',
  itemId: 'item',
  dueDate: 'due date',
  estimatedCosts: 'estimated costs',
  requesterId: 'requester',
  workflowId: 'workflow',
  reviewerId: 'reviewer',
  reviewedAt: 'reviewed at',
  realmRoles: 'roles',
  disabledAt: 'disabled',
  expiresAt: 'expires',
  jobTitle: 'job title',
};

/** 'cfpDeadline' → 'CFP deadline'; unknown names are split at their capitals. */
export function auditFieldLabel(field: string): string {
  return FIELD_LABELS[field] ?? field.replace(/([A-Z])/g, ' $1').toLowerCase();
}

// Long free text would make an unreadable sentence; its before and after stay in `changes`.
const LONG_TEXT_FIELDS = new Set(['description', 'notes', 'abstract', 'content', 'metadata']);

function shown(value: unknown): string {
  if (value === null || value === undefined || value === '') return 'none';
  if (Array.isArray(value)) return value.length ? value.join(', ') : 'none';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** A human sentence for one log row: 'Changed amount from 5000 to 7500; updated notes'. */
export function describeAuditChange(entry: {
  action: AuditAction;
  recordType: string;
  label: string | null;
  changes: AuditChanges;
}): string {
  const type = (AUDIT_RECORD_TYPE_LABELS[entry.recordType as AuditRecordType] ?? 'Record')
    .toLowerCase()
    .replace(/^cfp/, 'CFP')
    .replace(/^api/, 'API');
  const named = entry.label ? `${type} "${entry.label}"` : type;
  if (entry.recordType === 'workflow_reviewers' && entry.action !== 'update') {
    return entry.action === 'create' ? 'Requested a review' : 'Removed a reviewer';
  }
  if (entry.action === 'create') return `Created ${named}`;
  if (entry.action === 'delete') return `Deleted ${named}`;
  const parts = Object.entries(entry.changes).flatMap(([field, { from, to }]) => {
    const label = auditFieldLabel(field);
    // The moment of a decision is the row's own time; the status says what was decided.
    if (field === 'reviewedAt') return [];
    if (field === 'disabledAt') return [to ? 'disabled the account' : 'enabled the account'];
    if (LONG_TEXT_FIELDS.has(field)) return [`updated ${label}`];
    return [`changed ${label} from ${shown(from)} to ${shown(to)}`];
  });
  const text = parts.join('; ') || `updated ${named}`;
  return text.charAt(0).toUpperCase() + text.slice(1);
}
