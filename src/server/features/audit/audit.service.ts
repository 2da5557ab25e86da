import { and, count, desc, eq, gte, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  AUDIT_RECORD_TYPE_LABELS,
  auditActorName,
  describeAuditChange,
  type EditHistoryEntry,
  type AuditAction,
  type AuditEntry,
  type AuditQuery,
  type AuditRecordType,
} from '@shared/schemas/audit';
import type { Db } from '../../db/client';
import {
  apiTokens,
  approvalWorkflows,
  assets,
  attendees,
  auditLog,
  cfpSubmissions,
  events,
  sponsorships,
  stakeholders,
  speakers,
  talkSpeakers,
  talks,
  users,
  webhookEndpoints,
  workflowReviewers,
} from '../../db/schema/index';
import { NotFoundError } from '../../lib/errors';
import { can, ensure } from '../../lib/permissions';
import { pageWithTotal, type Page, type PageWindow } from '../../lib/sql';
import type { CurrentUser } from '../../lib/identity';

const entryColumns = {
  id: auditLog.id,
  at: auditLog.at,
  actorId: auditLog.actorId,
  // A system writer that named itself (actAsSystem) shows by that name where a person would.
  actorName: sql<string | null>`coalesce(${users.name}, ${users.username}, ${auditLog.actorLabel})`,
  action: auditLog.action,
  recordType: auditLog.recordType,
  recordId: auditLog.recordId,
  eventId: auditLog.eventId,
  parentId: auditLog.parentId,
  label: auditLog.label,
  changes: auditLog.changes,
};

interface EntryRow {
  id: number;
  at: Date;
  actorId: number | null;
  actorName: string | null;
  action: string;
  recordType: string;
  recordId: number;
  eventId: number | null;
  parentId: number | null;
  label: string | null;
  changes: Record<string, { from: unknown; to: unknown }>;
}

function toEntry(row: EntryRow): AuditEntry {
  const action = row.action as AuditAction;
  return {
    ...row,
    at: row.at.toISOString(),
    action,
    description: describeAuditChange({ ...row, action }),
  };
}

/** The filters as SQL; dates are whole UTC days, both ends included. */
function auditWhere(query: Omit<AuditQuery, 'limit' | 'offset'>): SQL | undefined {
  const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000);
  return and(
    query.person === undefined ? undefined : eq(auditLog.actorId, query.person),
    query.type === undefined ? undefined : eq(auditLog.recordType, query.type),
    query.from === undefined ? undefined : gte(auditLog.at, new Date(`${query.from}T00:00:00Z`)),
    query.to === undefined ? undefined : lt(auditLog.at, nextDay(query.to)),
  );
}

/**
 * GET /api/audit (admins): the log newest first, filtered and paged in the database. With
 * `counted` false (the CSV reading page after page) the total is left out.
 */
export async function listAudit(
  db: Db,
  user: CurrentUser,
  query: AuditQuery,
  counted = true,
): Promise<Page<AuditEntry>> {
  ensure(can.administer(user), 'Only admins can read the audit log');
  const where = auditWhere(query);
  const page = await pageWithTotal(
    counted ? db.select({ value: count() }).from(auditLog).where(where) : null,
    query.offset,
    (total) =>
      db
        .select({ ...entryColumns, total })
        .from(auditLog)
        .leftJoin(users, eq(users.id, auditLog.actorId))
        .where(where)
        .orderBy(desc(auditLog.at), desc(auditLog.id))
        .limit(query.limit)
        .offset(query.offset),
  );
  return { rows: page.rows.map(toEntry), total: page.total };
}

/** The CSV reads the filtered log a page at a time. */
export function auditPage(db: Db, user: CurrentUser, query: AuditQuery, window: PageWindow) {
  return listAudit(db, user, { ...query, ...window }, false).then((page) => page.rows);
}

const RECORD_TABLES = {
  events,
  cfp_submissions: cfpSubmissions,
  attendees,
  sponsorships,
  assets,
  stakeholders,
  approval_workflows: approvalWorkflows,
  workflow_reviewers: workflowReviewers,
  users,
  api_tokens: apiTokens,
  talks,
  speakers,
  talk_speakers: talkSpeakers,
  webhook_endpoints: webhookEndpoints,
} as const;

async function recordExists(db: Db, type: AuditRecordType, id: number): Promise<boolean> {
  const table = RECORD_TABLES[type];
  const [row] = await db.select({ id: table.id }).from(table).where(eq(table.id, id));
  return Boolean(row);
}

/**
 * Who may read a record's history: every signed-in member sees the shared records; a person's
 * account and API tokens are theirs and the admins'.
 */
async function mayRead(db: Db, user: CurrentUser, type: AuditRecordType, id: number) {
  if (can.administer(user)) return true;
  if (type === 'users') return id === user.id;
  if (type === 'webhook_endpoints') return false;
  if (type === 'api_tokens') {
    const [owner] = await db
      .select({ userId: sql<string | null>`${auditLog.changes}->'userId'->>'to'` })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.recordType, 'api_tokens'),
          eq(auditLog.recordId, id),
          eq(auditLog.action, 'create'),
        ),
      );
    return owner?.userId === String(user.id);
  }
  return true;
}

/**
 * GET /api/history?type=&id=: one record's changes, newest first in the log's own sequence (its
 * id: `at` is when a change's transaction began, so concurrent edits would list out of commit
 * order); a workflow's include its reviews. History outlives its record, so a deleted record
 * still answers; an id that never existed (or that the person may not see) answers 404.
 */
export async function recordHistory(
  db: Db,
  user: CurrentUser,
  type: AuditRecordType,
  id: number,
): Promise<AuditEntry[]> {
  const notFound = new NotFoundError(`${AUDIT_RECORD_TYPE_LABELS[type]} not found`);
  if (!(await mayRead(db, user, type, id))) throw notFound;
  const own = and(eq(auditLog.recordType, type), eq(auditLog.recordId, id));
  const parts =
    type === 'approval_workflows'
      ? and(eq(auditLog.recordType, 'workflow_reviewers'), eq(auditLog.parentId, id))
      : undefined;
  const rows = await db
    .select(entryColumns)
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .where(parts ? or(own, parts) : own)
    .orderBy(desc(auditLog.id))
    .limit(500);
  if (rows.length === 0 && !(await recordExists(db, type, id))) throw notFound;
  return rows.map(toEntry);
}

/**
 * GET /api/edit-history/{entityType}/{id}: the same entries as recordHistory, in the edit-history
 * shape, with each person's headshot as a signed link.
 */
export async function editHistory(
  app: Pick<FastifyInstance, 'db' | 'signFileUrl'>,
  user: CurrentUser,
  type: AuditRecordType,
  id: number,
): Promise<EditHistoryEntry[]> {
  const entries = await recordHistory(app.db, user, type, id);
  const actorIds = [...new Set(entries.flatMap((entry) => entry.actorId ?? []))];
  const photos = actorIds.length
    ? await app.db
        .select({ id: users.id, headshot: users.headshot })
        .from(users)
        .where(inArray(users.id, actorIds))
    : [];
  const avatars = new Map(photos.map((row) => [row.id, row.headshot]));
  return entries.map((entry) => {
    const headshot = entry.actorId === null ? null : avatars.get(entry.actorId);
    return {
      id: entry.id,
      editedByName: auditActorName(entry),
      editedByAvatar: headshot ? app.signFileUrl(headshot) : null,
      edited_at: entry.at,
      change_description: entry.description,
    };
  });
}
