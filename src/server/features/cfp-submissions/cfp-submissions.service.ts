import { and, count, eq, getTableColumns, ilike, or, type SQL } from 'drizzle-orm';
import type {
  CfpSubmission,
  CfpSubmissionChanges,
  CfpSubmissionListQuery,
  NewCfpSubmission,
} from '@shared/schemas/cfp-submission';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { cfpSubmissions, events } from '../../db/schema/index';
import { NotFoundError } from '../../lib/errors';
import { can, ensure } from '../../lib/permissions';
import { ensureVersion } from '../../lib/record-version';
import type { CurrentUser } from '../../plugins/auth/current-user';
import { notifyCfpStatusChanged } from '../notifications/notify';
import {
  containsPattern,
  definedOnly,
  inPage,
  lockEvent,
  lowered,
  orderFor,
  pageWithTotal,
  type Page,
} from '../../lib/sql';

type Row = typeof cfpSubmissions.$inferSelect & { eventName: string };

const withEventName = { ...getTableColumns(cfpSubmissions), eventName: events.name };

const MOVE_RULE = `Only the CFP submission's creator or an admin can move it to another event (moving needs the right to delete it from this one)`;

const SORTABLE = {
  title: lowered(cfpSubmissions.title),
  submitterName: lowered(cfpSubmissions.submitterName),
  status: cfpSubmissions.status,
  submissionDate: cfpSubmissions.submissionDate,
  eventName: lowered(events.name),
  createdAt: cfpSubmissions.createdAt,
};

function toCfpSubmission(row: Row): CfpSubmission {
  return {
    ...row,
    status: row.status as CfpSubmission['status'],
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Today's calendar date on the server, in UTC. */
const todayUtc = () => new Date().toISOString().slice(0, 10);

export async function listCfpSubmissions(
  db: Db,
  query: CfpSubmissionListQuery,
  counted = true,
): Promise<Page<CfpSubmission>> {
  const filters: (SQL | undefined)[] = [
    query.eventId === undefined ? undefined : eq(cfpSubmissions.eventId, query.eventId),
    query.status === undefined ? undefined : eq(cfpSubmissions.status, query.status),
  ];
  if (query.q) {
    const pattern = containsPattern(query.q);
    filters.push(
      or(
        ilike(cfpSubmissions.title, pattern),
        ilike(cfpSubmissions.submitterName, pattern),
        ilike(cfpSubmissions.abstract, pattern),
      ),
    );
  }
  const where = and(...filters);
  const from = <T extends PgSelect>(select: T) =>
    select.innerJoin(events, eq(events.id, cfpSubmissions.eventId)).where(where) as unknown as T;
  const counter = counted
    ? from(db.select({ value: count() }).from(cfpSubmissions).$dynamic())
    : null;
  const page = await pageWithTotal(counter, query.offset, (total) =>
    inPage(
      from(
        db
          .select({ ...withEventName, total })
          .from(cfpSubmissions)
          .$dynamic(),
      ).orderBy(
        ...orderFor(query.sort, SORTABLE, cfpSubmissions.id, {
          by: 'submissionDate',
          descending: true,
        }),
      ),
      query,
    ),
  );
  return { ...page, rows: page.rows.map(toCfpSubmission) };
}

/** With `forUpdate`, inside a write's transaction: holds the row until it commits. */
async function findRow(db: Db, id: number, forUpdate = false): Promise<Row> {
  const query = db
    .select(withEventName)
    .from(cfpSubmissions)
    .innerJoin(events, eq(events.id, cfpSubmissions.eventId))
    .where(eq(cfpSubmissions.id, id));
  const [row] = forUpdate ? await query.for('update', { of: cfpSubmissions }) : await query;
  if (!row) throw new NotFoundError('CFP submission not found');
  return row;
}

export async function getCfpSubmission(db: Db, id: number): Promise<CfpSubmission> {
  return toCfpSubmission(await findRow(db, id));
}

export async function createCfpSubmission(
  db: Db,
  user: CurrentUser,
  input: NewCfpSubmission,
): Promise<CfpSubmission> {
  ensure(can.createRecord(user));
  return db.transaction(async (tx) => {
    const eventName = await lockEvent(tx, input.eventId);
    const [row] = await tx
      .insert(cfpSubmissions)
      .values({
        ...input,
        submissionDate: input.submissionDate ?? todayUtc(),
        submitterId: user.id,
        createdById: user.id,
      })
      .returning();
    return toCfpSubmission({ ...row!, eventName });
  });
}

export async function updateCfpSubmission(
  db: Db,
  user: CurrentUser,
  id: number,
  input: CfpSubmissionChanges,
  expected?: number,
): Promise<CfpSubmission> {
  return db.transaction(async (tx) => {
    const existing = await findRow(tx, id, true);
    ensure(can.editRecord(user, existing));
    await ensureVersion(expected, existing, () => toCfpSubmission(existing));
    const changes = definedOnly(input);
    if (Object.keys(changes).length === 0) return toCfpSubmission(existing);
    const eventName =
      changes.eventId === undefined ? existing.eventName : await lockEvent(tx, changes.eventId);
    if (changes.eventId !== undefined && changes.eventId !== existing.eventId) {
      ensure(can.moveRecord(user, existing), MOVE_RULE);
    }
    const [row] = await tx
      .update(cfpSubmissions)
      .set(changes)
      .where(eq(cfpSubmissions.id, id))
      .returning();
    await notifyCfpStatusChanged(tx, {
      submissionId: id,
      from: existing.status,
      to: row!.status,
      actorId: user.id,
    });
    return toCfpSubmission({ ...row!, eventName });
  });
}

export async function deleteCfpSubmission(db: Db, user: CurrentUser, id: number): Promise<void> {
  const existing = await findRow(db, id);
  ensure(can.deleteRecord(user, existing));
  await db.delete(cfpSubmissions).where(eq(cfpSubmissions.id, id));
}
