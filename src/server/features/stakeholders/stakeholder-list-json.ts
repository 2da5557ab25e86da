import { and, count, eq, getTableColumns, ilike, or, sql } from 'drizzle-orm';
import { stakeholderSchema, type StakeholderListQuery } from '@shared/schemas/stakeholder';
import type { Db } from '../../db/client';
import { preparedPerShape } from '../../db/prepared';
import { stakeholders } from '../../db/schema/index';
import { jsonBody, jsonPage, totalOf } from '../../lib/record-list-json';
import { containsPattern, orderFor, preparedPageWithTotal, type Page } from '../../lib/sql';
import { DEFAULT_SORT, SEARCHED, SORTABLE } from './stakeholders.service';

interface ListShape {
  role: boolean;
  q: boolean;
  sort: StakeholderListQuery['sort'];
}

// One statement per shape of query (role filter, search, sort), its values as placeholders.
const statements = preparedPerShape((db: Db, shape: ListShape) => {
  const where = and(
    shape.role ? eq(stakeholders.role, sql.placeholder('role')) : undefined,
    shape.q
      ? or(...SEARCHED.map((column) => ilike(column, sql.placeholder('pattern') as never)))
      : undefined,
  );
  const counter = db.select({ value: count() }).from(stakeholders).where(where);
  const cut = db
    .select({
      ...getTableColumns(stakeholders),
      total: sql<number | null>`${totalOf(counter)}`.as('total'),
    })
    .from(stakeholders)
    .where(where)
    .orderBy(...orderFor(shape.sort, SORTABLE, stakeholders.id, DEFAULT_SORT))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .$dynamic();
  return {
    page: jsonPage(db, cut, stakeholderSchema).prepare('stakeholder_page_json'),
    count: counter.prepare('stakeholder_count'),
  };
});

/** The stakeholders list's page as the answer's JSON text, written by PostgreSQL, and its total. */
export async function listStakeholdersJson(db: Db, query: StakeholderListQuery) {
  const shape = { role: query.role !== undefined, q: Boolean(query.q), sort: query.sort };
  const values = {
    role: query.role,
    pattern: query.q ? containsPattern(query.q) : undefined,
    limit: query.limit,
    offset: query.offset,
  };
  const page = await preparedPageWithTotal(statements(db, shape), values, query.offset);
  return jsonBody(page as unknown as Page<{ json: string }>);
}
