import { count, getTableColumns, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { preparedPerShape } from '../db/prepared';
import { events } from '../db/schema/index';
import type {
  EventRecordKind,
  EventRecordQuery,
  EventRecordRow,
  EventRecordTable,
} from './event-record-kind';
import { jsonBody, jsonPage, totalOf } from './record-list-json';
import {
  containsPattern,
  orderFor,
  preparedPageWithTotal,
  type Page,
  type PageWindow,
} from './sql';

/** What a list's statements depend on beside its values. */
interface ListShape<K extends string> {
  present: string[];
  sort: K | `-${K}` | undefined;
  counted: boolean;
  /** Each row as the answer's JSON text instead of its columns. */
  json: boolean;
}

/** What eventRecords hands its list: the WHERE of a query's filters and the join to the event. */
interface RecordListParts<Q> {
  whereWith: (
    query: Omit<Q, keyof PageWindow | 'sort'>,
    pattern: string | SQLWrapper | undefined,
  ) => SQL | undefined;
  joined: <S extends PgSelect>(select: S) => S;
}

/**
 * The list of one kind of event record: mapped rows (`list`), or the page as the answer's JSON
 * text written by PostgreSQL (`listJson`, kinds with an `answer`).
 */
export function eventRecordList<
  T extends EventRecordTable,
  R extends { version: number },
  K extends string,
  Q extends EventRecordQuery<K>,
>(kind: EventRecordKind<T, R, K, Q>, { whereWith, joined }: RecordListParts<Q>) {
  const { table } = kind;
  const withEventName = { ...getTableColumns(table), eventName: events.name };

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
    const total = totalOf(shape.counted ? counter : null);
    const order = orderFor(shape.sort, kind.sortable, table.id, kind.defaultSort);
    const cutPage = <S extends PgSelect>(select: S) =>
      joined(select)
        .where(where)
        .orderBy(...order)
        .limit(sql.placeholder('limit'))
        .offset(sql.placeholder('offset'));
    const counting = shape.counted ? counter.prepare('record_count') : null;
    const rowsPage = cutPage(
      db
        .select({ ...withEventName, total })
        .from(table as PgTable)
        .$dynamic(),
    );
    if (shape.json) {
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
      );
      const page = jsonPage(db, cut, kind.answer!, kind.computedJson).prepare('record_page_json');
      return { page: page as unknown as ReturnType<typeof rowsPage.prepare>, count: counting };
    }
    return { page: rowsPage.prepare('record_page'), count: counting };
  });

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
    return jsonBody((await readPage(db, query, true, true)) as unknown as Page<{ json: string }>);
  }

  return { list, listJson: kind.answer ? listJson : undefined };
}
