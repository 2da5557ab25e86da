import { eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { PgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { UsedValue } from '@shared/schemas/common';
import type { Db } from '../db/client';
import { events } from '../db/schema/index';
import { sortParts } from '@shared/schemas/fields';
import { ValidationError } from './errors';

// Query pieces shared by the lists and the writes of records.

/** A case-insensitive substring pattern for ILIKE, with the user's % _ and \ taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, '\\$&')}%`;
}

/**
 * ORDER BY for a list's `sort` value ('field' or '-field'), empty values last, with the id as
 * tie-breaker so pages are stable; `fallback` applies when no sort was asked for.
 */
export function orderFor<K extends string>(
  sort: K | `-${K}` | undefined,
  sortable: Record<K, SQLWrapper>,
  id: SQLWrapper,
  fallback: { by: K; descending: boolean },
): SQL[] {
  const { key, descending } = sort
    ? sortParts(sort)
    : { key: fallback.by, descending: fallback.descending };
  const direction = sql.raw(descending ? 'desc' : 'asc');
  return [sql`${sortable[key]} ${direction} nulls last`, sql`${id} ${direction} nulls last`];
}

/** Case-insensitive equality, for free-text filters such as an attendee's role. */
export const sameText = (column: SQLWrapper, value: string) =>
  sql`lower(${column}) = lower(${value})`;

/** Case-insensitive text ordering for a column. */
export const lowered = (column: SQLWrapper) => sql`lower(${column})`;

/**
 * Inside a transaction: the name of the event a record is attached to, holding the event row so
 * it cannot disappear before the record is written; a 400 on eventId when there is no such event.
 */
export async function lockEvent(tx: Db, eventId: number): Promise<string> {
  const [event] = await tx
    .select({ name: events.name })
    .from(events)
    .where(eq(events.id, eventId))
    .for('key share');
  if (!event) throw new ValidationError('Event not found', { eventId: 'Event not found' });
  return event.name;
}

/** A Postgres int[] parameter. */
export const idArray = (ids: readonly number[]) => sql`${`{${ids.join(',')}}`}::int[]`;

/** A window of a list: how many rows, after how many. */
export interface PageWindow {
  limit: number;
  offset: number;
}

/** The select limited to one page. */
export function inPage<T extends PgSelect>(query: T, page: PageWindow): T {
  return query.limit(page.limit).offset(page.offset) as T;
}

/** One page of a list and how many rows its filters match (null when it was not counted). */
export interface Page<T> {
  rows: T[];
  total: number | null;
}

/** A `select({ value: count() })` over a list's FROM and WHERE. */
type CountQuery = SQLWrapper & PromiseLike<{ value: number }[]>;

/**
 * Reads a page with its total in one statement: the count rides along as a scalar subquery
 * (`total`), so the page and the total agree. A page past the end has no row to carry it: only
 * then a second statement counts. With `count` null (an export reading page after page) the
 * total is left out.
 */
export async function pageWithTotal<R extends { total: number | null }>(
  count: CountQuery | null,
  offset: number,
  readPage: (total: SQL<number | null>) => Promise<R[]>,
): Promise<Page<Omit<R, 'total'>>> {
  const total = count
    ? sql<number | null>`(${count})`.mapWith(Number)
    : sql<number | null>`null::int`;
  const countAlone = count && (async () => Number((await count)[0]?.value ?? 0));
  return pageOf(await readPage(total), countAlone, offset);
}

/** A prepared statement as drizzle's `.prepare()` gives it. */
interface Prepared<Row> {
  execute(values: Record<string, unknown>): Promise<Row[]>;
}

/**
 * pageWithTotal over prepared statements (built once, values as placeholders): `page` selects
 * the `total` as pageWithTotal's readPage does, `count` counts alone (null: not counted).
 */
export async function preparedPageWithTotal<R extends { total: number | null }>(
  statements: { page: Prepared<R>; count: Prepared<{ value: number }> | null },
  values: Record<string, unknown>,
  offset: number,
): Promise<Page<Omit<R, 'total'>>> {
  const { count } = statements;
  const countAlone = count && (async () => Number((await count.execute(values))[0]?.value ?? 0));
  return pageOf(await statements.page.execute(values), countAlone, offset);
}

async function pageOf<R extends { total: number | null }>(
  rows: Partial<Pick<R, 'total'>>[],
  countAlone: (() => Promise<number>) | null,
  offset: number,
): Promise<Page<Omit<R, 'total'>>> {
  const counted = rows[0]?.total ?? null;
  // In place: an export holds thousands of rows per page, so no copy of each.
  for (const row of rows) delete row.total;
  const rest = rows as Omit<R, 'total'>[];
  if (!countAlone) return { rows: rest, total: null };
  if (rest.length > 0) return { rows: rest, total: counted };
  return { rows: rest, total: offset === 0 ? 0 : await countAlone() };
}

/** Rows of db.execute, whichever driver answered (postgres.js: an array; PGlite: { rows }). */
export function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

/** Drops keys whose value is undefined, so a partial update touches only what was sent. */
export function definedOnly<T extends object>(values: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(values).filter(([, value]) => value !== undefined),
  ) as Partial<T>;
}

/** The most values `usedValues` answers: a list to choose from, not an export. */
const USED_VALUES_LIMIT = 200;

/**
 * The values a free-text column holds, one per spelling ignoring case (the one most rows use,
 * capitals first on a tie),
 * most used first, then A to Z: what a combobox offers and a filter selects from.
 */
export async function usedValues(db: Db, table: PgTable, column: PgColumn): Promise<UsedValue[]> {
  const result = await db.execute(sql`
    select value, uses from (
      select distinct on (lower(${column})) ${column} as value,
        (sum(count(*)) over (partition by lower(${column})))::int as uses
      from ${table}
      where btrim(coalesce(${column}, '')) <> ''
      group by ${column}
      order by lower(${column}), count(*) desc, ${column} collate "C"
    ) as used
    order by uses desc, lower(value), value collate "C"
    limit ${USED_VALUES_LIMIT}`);
  return rowsOf<UsedValue>(result).map((row) => ({ value: row.value, uses: Number(row.uses) }));
}
