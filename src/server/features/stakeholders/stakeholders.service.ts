import { and, count, eq, getTableColumns, ilike, or, type SQL } from 'drizzle-orm';
import type {
  NewStakeholder,
  Stakeholder,
  StakeholderChanges,
  StakeholderListQuery,
} from '@shared/schemas/stakeholder';
import { actAs } from '../../db/audit-actor';
import type { Db } from '../../db/client';
import { stakeholders } from '../../db/schema/index';
import { NotFoundError } from '../../lib/errors';
import { can, ensure } from '../../lib/permissions';
import { ensureVersion } from '../../lib/record-version';
import type { CurrentUser } from '../../lib/identity';
import {
  containsPattern,
  definedOnly,
  inPage,
  lowered,
  orderFor,
  pageWithTotal,
  type Page,
} from '../../lib/sql';

type Row = typeof stakeholders.$inferSelect;

/** The list's sort keys (the mapped list here, the JSON one in stakeholder-list-json.ts). */
export const SORTABLE = {
  name: lowered(stakeholders.name),
  email: lowered(stakeholders.email),
  role: stakeholders.role,
  organization: lowered(stakeholders.organization),
  createdAt: stakeholders.createdAt,
};

function toStakeholder(row: Row): Stakeholder {
  return {
    ...row,
    role: row.role as Stakeholder['role'],
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Name order when the query names none. */
export const DEFAULT_SORT = { by: 'name', descending: false } as const;

/** Columns the search text `q` is looked for in (case-insensitive substring). */
export const SEARCHED = [
  stakeholders.name,
  stakeholders.email,
  stakeholders.organization,
  stakeholders.department,
];

/** A page of mapped rows (exports read page after page, uncounted). */
export async function listStakeholders(
  db: Db,
  query: StakeholderListQuery,
  counted = true,
): Promise<Page<Stakeholder>> {
  const filters: (SQL | undefined)[] = [
    query.role === undefined ? undefined : eq(stakeholders.role, query.role),
  ];
  if (query.q) {
    const pattern = containsPattern(query.q);
    filters.push(or(...SEARCHED.map((column) => ilike(column, pattern))));
  }
  const where = and(...filters);
  const counter = counted ? db.select({ value: count() }).from(stakeholders).where(where) : null;
  const page = await pageWithTotal(counter, query.offset, (total) =>
    inPage(
      db
        .select({ ...getTableColumns(stakeholders), total })
        .from(stakeholders)
        .where(where)
        .orderBy(...orderFor(query.sort, SORTABLE, stakeholders.id, DEFAULT_SORT))
        .$dynamic(),
      query,
    ),
  );
  return { ...page, rows: page.rows.map(toStakeholder) };
}

/** With `forUpdate`, inside a write's transaction: holds the row until it commits. */
async function findRow(db: Db, id: number, forUpdate = false): Promise<Row> {
  const query = db.select().from(stakeholders).where(eq(stakeholders.id, id));
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row) throw new NotFoundError('Stakeholder not found');
  return row;
}

export async function getStakeholder(db: Db, id: number): Promise<Stakeholder> {
  return toStakeholder(await findRow(db, id));
}

export async function createStakeholder(
  db: Db,
  user: CurrentUser,
  input: NewStakeholder,
): Promise<Stakeholder> {
  const [row] = await db.transaction(async (tx) => {
    await actAs(tx, user);
    return tx
      .insert(stakeholders)
      .values({ ...input, createdById: user.id })
      .returning();
  });
  return toStakeholder(row!);
}

export async function updateStakeholder(
  db: Db,
  user: CurrentUser,
  id: number,
  input: StakeholderChanges,
  expected?: number,
): Promise<Stakeholder> {
  return db.transaction(async (tx) => {
    await actAs(tx, user);
    const existing = await findRow(tx, id, true);
    await ensureVersion(expected, existing, () => toStakeholder(existing));
    const changes = definedOnly(input);
    if (Object.keys(changes).length === 0) return toStakeholder(existing);
    const [row] = await tx
      .update(stakeholders)
      .set(changes)
      .where(eq(stakeholders.id, id))
      .returning();
    return toStakeholder(row!);
  });
}

export async function deleteStakeholder(db: Db, user: CurrentUser, id: number): Promise<void> {
  const existing = await findRow(db, id);
  ensure(can.deleteRecord(user, existing));
  await db.transaction(async (tx) => {
    await actAs(tx, user);
    await tx.delete(stakeholders).where(eq(stakeholders.id, id));
  });
}
