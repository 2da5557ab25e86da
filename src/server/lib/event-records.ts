import { and, eq, getTableColumns, ilike, or, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { PgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { actAs } from '../db/audit-actor';
import { events } from '../db/schema/index';
import type { CurrentUser } from './identity';
import { NotFoundError } from './errors';
import { can, ensure } from './permissions';
import { ensureVersion } from './record-version';
import { eventRecordList } from './event-record-list';
import type {
  EventRecordKind,
  EventRecordQuery,
  EventRecordRow,
  EventRecordTable,
} from './event-record-kind';
import { containsPattern, definedOnly, lockEvent, type PageWindow } from './sql';

// One way for the records that belong to an event (attendees, CFP submissions, sponsorships):
// list with filters, sort and page; find or 404; insert under the event's lock; update with the
// version check and the move rule; delete with the permission check. Each service states its
// table, sortable columns, filters and name (event-record-kind.ts).

/** The services of one kind of event record. */
export function eventRecords<
  T extends EventRecordTable,
  R extends { version: number },
  K extends string,
  Q extends EventRecordQuery<K>,
  New extends { eventId: number },
  Changes extends { eventId?: number },
>(kind: EventRecordKind<T, R, K, Q>) {
  const { table } = kind;
  const moveRule = `Only the ${kind.name}'s creator or an admin can move it to another event (moving needs the right to delete it from this one)`;
  const withEventName = { ...getTableColumns(table), eventName: events.name };
  const joined = <S extends PgSelect>(select: S) =>
    select.innerJoin(events, eq(events.id, table.eventId)) as unknown as S;
  /** With `forUpdate`, inside a write's transaction: holds the row until it commits. */
  async function findRow(db: Db, id: number, forUpdate = false): Promise<EventRecordRow<T>> {
    const query = joined(
      db
        .select(withEventName)
        .from(table as PgTable)
        .$dynamic(),
    ).where(eq(table.id, id));
    const [row] = forUpdate ? await query.for('update', { of: table as PgTable }) : await query;
    if (!row) throw new NotFoundError(kind.notFound);
    return row as unknown as EventRecordRow<T>;
  }

  /** WHERE of a list, on the record's own columns: event, search text and own filters. */
  function whereFor(query: Omit<Q, keyof PageWindow | 'sort'>): SQL | undefined {
    return whereWith(query, query.q ? containsPattern(query.q) : undefined);
  }

  /** `pattern`: the search text's LIKE pattern (a value or a placeholder), when there is one. */
  function whereWith(
    query: Omit<Q, keyof PageWindow | 'sort'>,
    pattern: string | SQLWrapper | undefined,
  ): SQL | undefined {
    const filters = [
      query.eventId === undefined ? undefined : eq(table.eventId, query.eventId),
      ...(kind.filters?.(query as Q) ?? []),
    ];
    if (pattern !== undefined) {
      filters.push(
        or(...kind.searched.map((column) => ilike(column as PgColumn, pattern as string))),
      );
    }
    return and(...filters);
  }

  const { list, listJson } = eventRecordList(kind, { whereWith, joined });

  async function get(db: Db, id: number): Promise<R> {
    return kind.toRecord(await findRow(db, id));
  }

  /** `extra`: more values to store (computed by the service, e.g. a default currency). */
  async function create(
    db: Db,
    user: CurrentUser,
    input: New,
    extra: Record<string, unknown> = {},
  ): Promise<R> {
    return db.transaction(async (tx) => {
      await actAs(tx, user);
      const eventName = await lockEvent(tx, input.eventId);
      const values = {
        ...input,
        ...kind.createdValues?.(user, input),
        ...extra,
        createdById: user.id,
      };
      const [row] = (await tx
        .insert(table)
        .values(values as T['$inferInsert'])
        .returning()) as unknown as EventRecordRow<T>[];
      return kind.toRecord({ ...row!, eventName });
    });
  }

  /**
   * A partial update: 412 when `expected` names another version, 403 when it moves the record
   * to another event without the right to delete it here. `adjust` may change what is stored
   * once the current row is known (e.g. a currency kept from it).
   */
  async function update(
    db: Db,
    user: CurrentUser,
    id: number,
    input: Changes,
    expected?: number,
    adjust?: (changes: Partial<Changes>, before: EventRecordRow<T>) => Record<string, unknown>,
  ): Promise<R> {
    return db.transaction(async (tx) => {
      await actAs(tx, user);
      const before = await findRow(tx, id, true);
      await ensureVersion(expected, before, () => kind.toRecord(before));
      const sent = definedOnly(input);
      if (Object.keys(sent).length === 0) return kind.toRecord(before);
      const changes = adjust ? adjust(sent, before) : sent;
      const eventName =
        sent.eventId === undefined ? before.eventName : await lockEvent(tx, sent.eventId);
      if (sent.eventId !== undefined && sent.eventId !== before.eventId) {
        ensure(can.deleteRecord(user, before), moveRule);
      }
      const [row] = (await tx
        .update(table)
        .set(changes as Partial<T['$inferInsert']>)
        .where(eq(table.id, id))
        .returning()) as unknown as EventRecordRow<T>[];
      const after = { ...row!, eventName };
      await kind.afterUpdate?.(tx, { before, after, user });
      return kind.toRecord(after);
    });
  }

  /** Its creator or an admin deletes it. */
  async function remove(db: Db, user: CurrentUser, id: number): Promise<void> {
    await db.transaction(async (tx) => {
      await actAs(tx, user);
      const before = await findRow(tx, id, true);
      ensure(can.deleteRecord(user, before));
      await tx.delete(table).where(eq(table.id, id));
    });
  }

  return { list, listJson, get, create, update, remove, whereFor, joined };
}
