import { and, count, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import { workflowCardSchema, type WorkflowListQuery } from '@shared/schemas/approval-workflow';
import type { Db } from '../../db/client';
import { preparedPerShape } from '../../db/prepared';
import { approvalWorkflows, events, users } from '../../db/schema/index';
import { jsonBody, totalOf, withNodeValue } from '../../lib/record-list-json';
import { jsonArray, jsonObject, jsonOfColumns, jsonTimestamp, jsonValue } from '../../lib/sql-json';
import { preparedPageWithTotal, type Page } from '../../lib/sql';

type Filter = 'status' | 'itemType' | 'itemId';
const FILTERS: Filter[] = ['status', 'itemType', 'itemId'];

/** The card's keys that are not its own columns, from the page's row `page` (toCard's). */
const computed = (page: Record<string, unknown>) => ({
  reviewerIds: sql<string>`(select ${jsonArray(sql`r.reviewer_id::text`, sql`r.id`)}
    from workflow_reviewers r where r.workflow_id = ${page.id})`,
  reviewers: sql<string>`(select ${jsonArray(
    jsonObject({
      id: jsonValue(sql`r.reviewer_id`),
      name: jsonValue(sql`coalesce(ru.name, ru.username)`),
      status: jsonValue(sql`r.status`),
      reviewedAt: jsonTimestamp(sql`r.reviewed_at`),
    }),
    sql`r.id`,
  )}
    from workflow_reviewers r join users ru on ru.id = r.reviewer_id
    where r.workflow_id = ${page.id})`,
  stakeholderIds: sql<string>`(select ${jsonArray(sql`s.stakeholder_id::text`, sql`s.id`)}
    from workflow_stakeholders s where s.workflow_id = ${page.id})`,
  // Free-form JSON that JSON.stringify writes in Node (jsonb's text has spaces): put in below.
  metadata: sql<string>`'null'`,
});

// One statement per set of filters present (newest first), its values as placeholders.
const statements = preparedPerShape((db: Db, present: Filter[]) => {
  const where = and(
    ...present.map((filter) => eq(approvalWorkflows[filter], sql.placeholder(filter))),
  );
  const counter = db.select({ value: count() }).from(approvalWorkflows).where(where);
  const cut = db
    .select({
      ...getTableColumns(approvalWorkflows),
      requesterName: sql<string | null>`case when ${approvalWorkflows.requesterId} is not null
        then coalesce(${users.name}, ${users.username}) end`.as('requester_name'),
      // A workflow's itemId is the id of the event it is about, whatever the request type.
      itemName: sql<string | null>`${events.name}`.as('item_name'),
      total: sql<number | null>`${totalOf(counter)}`.as('total'),
    })
    .from(approvalWorkflows)
    .leftJoin(users, eq(users.id, approvalWorkflows.requesterId))
    .leftJoin(events, eq(events.id, approvalWorkflows.itemId))
    .where(where)
    .orderBy(desc(approvalWorkflows.createdAt), desc(approvalWorkflows.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .as('page');
  const page = cut as unknown as Record<string, never>;
  const rows = db
    .select({
      json: jsonOfColumns(workflowCardSchema, page, computed(page)),
      metadata: sql<string>`${page.metadata}::text`,
      total: page.total as unknown as ReturnType<typeof totalOf>,
    })
    .from(cut);
  return { page: rows.prepare('workflow_page_json'), count: counter.prepare('workflow_count') };
});

/**
 * The workflow cards matching the filters, newest first, as the answer's JSON text from
 * PostgreSQL, each card's metadata written by JSON.stringify as the mapped list did.
 */
export async function listWorkflowsJson(db: Db, query: WorkflowListQuery) {
  const present = FILTERS.filter((filter) => query[filter]);
  const page = await preparedPageWithTotal(statements(db, present), query, query.offset);
  const rows = page.rows.map(({ json, metadata }) => ({
    json: withNodeValue(json, 'metadata', JSON.parse(metadata)),
  }));
  return jsonBody({ rows, total: page.total } as Page<{ json: string }>);
}
