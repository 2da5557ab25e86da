import { asc, count, desc, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type {
  WorkflowCard,
  WorkflowComment,
  WorkflowDetail,
  WorkflowHistoryEntry,
  WorkflowReviewer,
} from '@shared/schemas/approval-workflow';
import type { Db } from '../../db/client';
import {
  approvalWorkflows,
  events,
  stakeholders,
  users,
  workflowComments,
  workflowHistory,
  workflowStakeholders,
} from '../../db/schema/index';
import { inPage, pageWithTotal, type Page, type PageWindow } from '../../lib/sql';

interface ReviewerJson {
  id: number;
  name: string | null;
  status: WorkflowReviewer['status'];
  reviewedAt: string | null;
}

const parseJson = <T>(value: unknown): T =>
  (typeof value === 'string' ? JSON.parse(value) : value) as T;

const displayName = (table: typeof users) =>
  sql<string | null>`coalesce(${table.name}, ${table.username})`;

// Reviewers and stakeholders come aggregated per workflow in the same query: one round trip per page.
const reviewersJson = sql`coalesce((
  select json_agg(json_build_object(
    'id', r.reviewer_id, 'name', coalesce(ru.name, ru.username),
    'status', r.status, 'reviewedAt', r.reviewed_at) order by r.id)
  from workflow_reviewers r join users ru on ru.id = r.reviewer_id
  where r.workflow_id = ${approvalWorkflows.id}), '[]'::json)`.mapWith((value) =>
  parseJson<ReviewerJson[]>(value),
);

const stakeholderIdsJson = sql`coalesce((
  select json_agg(s.stakeholder_id order by s.id)
  from workflow_stakeholders s where s.workflow_id = ${approvalWorkflows.id}), '[]'::json)`.mapWith(
  (value) => parseJson<number[]>(value),
);

type CardRow = Awaited<ReturnType<typeof selectCards>>[number];

function selectCards(db: Db, where: SQL | undefined, total = sql<number | null>`null::int`) {
  return (
    db
      .select({
        ...getTableColumns(approvalWorkflows),
        requesterName: displayName(users),
        itemName: events.name,
        reviewers: reviewersJson,
        stakeholderIds: stakeholderIdsJson,
        total,
      })
      .from(approvalWorkflows)
      .leftJoin(users, eq(users.id, approvalWorkflows.requesterId))
      // A workflow's itemId is the id of the event it is about, whatever the request type.
      .leftJoin(events, eq(events.id, approvalWorkflows.itemId))
      .where(where)
      .orderBy(desc(approvalWorkflows.createdAt), desc(approvalWorkflows.id))
      .$dynamic()
  );
}

function toCard(row: Omit<CardRow, 'total'>): WorkflowCard {
  const reviewers = row.reviewers.map((reviewer) => ({
    ...reviewer,
    reviewedAt: reviewer.reviewedAt ? new Date(reviewer.reviewedAt).toISOString() : null,
  }));
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    itemType: row.itemType as WorkflowCard['itemType'],
    itemId: row.itemId,
    itemName: row.itemName,
    priority: row.priority as WorkflowCard['priority'],
    status: row.status as WorkflowCard['status'],
    dueDate: row.dueDate,
    estimatedCosts: row.estimatedCosts,
    requesterId: row.requesterId,
    requesterName: row.requesterId === null ? null : row.requesterName,
    reviewerIds: reviewers.map((reviewer) => reviewer.id),
    reviewers,
    stakeholderIds: row.stakeholderIds,
    metadata: row.metadata,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    version: row.version,
  };
}

/** One workflow's card, or undefined. */
async function findWorkflowCard(db: Db, id: number): Promise<WorkflowCard | undefined> {
  const [row] = await selectCards(db, eq(approvalWorkflows.id, id));
  return row && toCard(row);
}

/**
 * A page of the workflow cards matching the filters, newest first, with the filtered total: one
 * statement (the reviewers and stakeholders of the page's cards are aggregated in it).
 */
export async function findWorkflowCards(
  db: Db,
  where: SQL | undefined,
  page: PageWindow,
  counted = true,
): Promise<Page<WorkflowCard>> {
  const counter = counted
    ? db.select({ value: count() }).from(approvalWorkflows).where(where)
    : null;
  const cards = await pageWithTotal(counter, page.offset, (total) =>
    inPage(selectCards(db, where, total), page),
  );
  return { ...cards, rows: cards.rows.map(toCard) };
}

/** One workflow with stakeholders, comments and history (oldest first), or undefined. */
export async function findWorkflowDetail(db: Db, id: number): Promise<WorkflowDetail | undefined> {
  const card = await findWorkflowCard(db, id);
  if (!card) return undefined;
  const [linkedStakeholders, comments, history] = await Promise.all([
    db
      .select({
        id: stakeholders.id,
        name: stakeholders.name,
        role: sql<string | null>`coalesce(${workflowStakeholders.role}, ${stakeholders.role})`,
      })
      .from(workflowStakeholders)
      .innerJoin(stakeholders, eq(stakeholders.id, workflowStakeholders.stakeholderId))
      .where(eq(workflowStakeholders.workflowId, id))
      .orderBy(asc(workflowStakeholders.id)),
    db
      .select({
        id: workflowComments.id,
        commenterId: workflowComments.commenterId,
        commenterName: displayName(users),
        comment: workflowComments.comment,
        createdAt: workflowComments.createdAt,
      })
      .from(workflowComments)
      .leftJoin(users, eq(users.id, workflowComments.commenterId))
      .where(eq(workflowComments.workflowId, id))
      .orderBy(asc(workflowComments.createdAt), asc(workflowComments.id)),
    db
      .select({
        id: workflowHistory.id,
        action: workflowHistory.action,
        performedBy: workflowHistory.performedBy,
        performedByName: displayName(users),
        details: workflowHistory.details,
        performedAt: workflowHistory.performedAt,
      })
      .from(workflowHistory)
      .leftJoin(users, eq(users.id, workflowHistory.performedBy))
      .where(eq(workflowHistory.workflowId, id))
      .orderBy(asc(workflowHistory.performedAt), asc(workflowHistory.id)),
  ]);
  return {
    ...card,
    stakeholders: linkedStakeholders,
    comments: comments.map(toComment),
    history: history.map((entry): WorkflowHistoryEntry => ({
      ...entry,
      performedByName: entry.performedBy === null ? null : entry.performedByName,
      performedAt: entry.performedAt.toISOString(),
    })),
  };
}

/** Shapes a comment row (with its author's display name) for the API. */
export function toComment(row: {
  id: number;
  commenterId: number | null;
  commenterName: string | null;
  comment: string;
  createdAt: Date;
}): WorkflowComment {
  return {
    ...row,
    commenterName: row.commenterId === null ? null : row.commenterName,
    createdAt: row.createdAt.toISOString(),
  };
}
