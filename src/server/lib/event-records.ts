import {
  and,
  count,
  eq,
  getTableColumns,
  ilike,
  or,
  sql,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import type { PgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Db } from '../db/client';
import { actAs } from '../db/audit-actor';
import { events } from '../db/schema/index';
import type { CurrentUser } from './identity';
import { NotFoundError } from './errors';
import { can, ensure } from './permissions';
import { ensureVersion } from './record-version';
import { preparedPerShape } from '../db/prepared';
import { jsonOfColumns } from './sql-json';
import {
  containsPattern,
  definedOnly,
  lockEvent,
  orderFor,
  preparedPageWithTotal,
  type Page,
  type PageWindow,
} from './sql';

// One way for the records that belong to an event (attendees, CFP submissions, sponsorships):
// list with filters, sort and page; find or 404; insert under the event's lock; update with the
// version check and the move rule; delete with the permission check. Each service states its
// table, sortable columns, filters and name.

/** A table of records that belong to an event and have a creator. */
export type EventRecordTable = PgTable & {
  id: PgColumn;
  eventId: PgColumn;
  createdById: PgColumn;
};

/** A stored row with the name of its event. */
export type EventRecordRow<T extends EventRecordTable> = T['$inferSelect'] & {
  id: number;
  eventId: number;
  createdById: number | null;
  version: number;
  eventName: string;
};

/** What every list of these records takes beside its own filters. */
export interface EventRecordQuery<K extends string> extends PageWindow {
  eventId?: number;
  q?: string;
  sort?: K | `-${K}`;
}

export interface EventRecordKind<
  T extends EventRecordTable,
  R extends { version: number },
  K extends string,
  Q extends EventRecordQuery<K>,
> {
  table: T;
  /** How the move rule names one: 'attendee', 'CFP submission'. */
  name: string;
  /** The 404 message: 'Attendee not found'. */
  notFound: string;
  sortable: Record<K, SQLWrapper>;
  defaultSort: { by: K; descending: boolean };
  /** Columns the search text `q` is looked for in (case-insensitive substring). */
  searched: SQLWrapper[];
  /** The list's own filters beside event and search. */
  filters?: (query: Q) => (SQL | undefined)[];
  toRecord: (row: EventRecordRow<T>) => R;
  /**
   * The answer's schema when each of its keys is a column (or eventName) sent as stored: the
   * list's page is then written as JSON by PostgreSQL (listJson), not mapped and serialised.
   */
  answer?: z.ZodObject;
  /** Values stored on create beside the input and the creator. */
  createdValues?: (user: CurrentUser, input: Record<string, unknown>) => Record<string, unknown>;
  /** Runs in the update's transaction once the row is written (e.g. a notification). */
  afterUpdate?: (
    tx: Db,
    change: { before: EventRecordRow<T>; after: EventRecordRow<T>; user: CurrentUser },
  ) => Promise<void>;
}

/** What a list's statements depend on beside its values. */
interface ListShape<K extends string> {
  present: string[];
  sort: K | `-${K}` | undefined;
  counted: boolean;
  /** Each row as the answer's JSON text instead of its columns. */
  json: boolean;
}

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

  /**
   * A list's statements for one shape of query (the filters present, the sort, counted or not),
   * its values as placeholders: built once per database handle and shape.
   */
  const listStatements = preparedPerShape((db: Db, shape: ListShape<K>) => {
    const slots = Object.fromEntries(shape.present.map((key) => [key, sql.placeholder(key)]));
    const where = whereWith(
      slots as unknown as Q,
      shape.present.includes('q') ? sql.placeholder('pattern') : undefined,
    );
    // Counted on the records alone: every record has its event (eventId is a required foreign
    // key, deleted with the event) and the filters read only the record's columns.
    const counter = db
      .select({ value: count() })
      .from(table as PgTable)
      .where(where);
    const total = shape.counted
      ? sql<number | null>`(${counter})`.mapWith(Number)
      : sql<number | null>`null::int`;
    const order = orderFor(shape.sort, kind.sortable, table.id, kind.defaultSort);
    const cutPage = <S extends PgSelect>(select: S) =>
      joined(select)
        .where(where)
        .orderBy(...order)
        .limit(sql.placeholder('limit'))
        .offset(sql.placeholder('offset'));
    const page = cutPage(
      db
        .select({ ...withEventName, total })
        .from(table as PgTable)
        .$dynamic(),
    );
    if (shape.json) {
      // JSON for the page's rows only, once it is cut: in the statement that sorts and skips,
      // it would be built for every row sorted or skipped.
      const columns = {
        ...getTableColumns(table),
        eventName: sql<string>`${events.name}`.as('event_name'),
        total: sql<number | null>`${total}`.as('total'),
      };
      const cut = cutPage(
        db
          .select(columns)
          .from(table as PgTable)
          .$dynamic(),
      ).as('page') as unknown as PgTable & { total: SQL<number | null> };
      const rows = db
        .select({ json: jsonOfColumns(kind.answer!, cut), total: cut.total })
        .from(cut);
      return {
        page: rows.prepare('record_page_json') as unknown as ReturnType<typeof page.prepare>,
        count: shape.counted ? counter.prepare('record_count') : null,
      };
    }
    return {
      page: page.prepare('record_page'),
      count: shape.counted ? counter.prepare('record_count') : null,
    };
  });

  /** A page of the records the query's filters select, with their total unless `counted` is false. */
  async function list(db: Db, query: Q, counted = true): Promise<Page<R>> {
    const page = await readPage(db, query, counted, false);
    return {
      ...page,
      rows: page.rows.map((row) => kind.toRecord(row as unknown as EventRecordRow<T>)),
    };
  }

  /** The list's page as the answer's JSON text (kinds with an `answer`), with its total. */
  async function listJson(db: Db, query: Q): Promise<{ body: string; total: number }> {
    const page = await readPage(db, query, true, true);
    const rows = page.rows as unknown as { json: string }[];
    return {
      body: `[${rows.map((row) => row.json).join(',')}]`,
      total: page.total === null ? rows.length : Number(page.total),
    };
  }

  async function readPage(db: Db, query: Q, counted: boolean, json: boolean) {
    const { limit, offset, sort, ...filters } = query;
    const values: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(filters)) {
      if (value !== undefined && value !== '') values[key] = value;
    }
    if (typeof values.q === 'string') values.pattern = containsPattern(values.q);
    const present = Object.keys(values)
      .filter((key) => key !== 'pattern')
      .sort();
    const statements = listStatements(db, { present, sort, counted, json });
    return preparedPageWithTotal(statements, { ...values, limit, offset }, offset);
  }

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

  const listJsonOf = kind.answer ? listJson : undefined;
  return { list, listJson: listJsonOf, get, create, update, remove, whereFor, joined };
}
