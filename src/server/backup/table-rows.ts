import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rowsOf } from '../lib/sql';
import type { LineSink } from './line-sink';
import type { SchemaTable } from './schema-tables';

const FETCH_ROWS = 1000;
/** json_build_object takes at most 100 arguments: a name and a value per column. */
export const MAX_COLUMNS = 50;

const columnList = (columns: string[]) =>
  sql.join(
    columns.map((column) => sql.identifier(column)),
    sql`, `,
  );

/**
 * Streams a table's rows as JSON arrays through a cursor, a thousand at a time, so memory stays
 * flat whatever the table's size. PostgreSQL renders the values, so nothing is lost in
 * JavaScript (timestamps keep their microseconds). Returns the row count.
 */
export async function copyRows(
  tx: Db,
  table: SchemaTable,
  columns: string[],
  sink: LineSink,
): Promise<number> {
  if (columns.length > MAX_COLUMNS) throw new Error(`Table ${table.name} has too many columns`);
  await tx.execute(sql`
    declare backup_rows no scroll cursor for
    select json_build_array(${columnList(columns)})::text as line
    from ${sql.identifier(table.name)}
    order by ${columnList(table.primaryKey)}`);
  let count = 0;
  for (;;) {
    const rows = rowsOf<{ line: string }>(
      await tx.execute(sql.raw(`fetch forward ${FETCH_ROWS} from backup_rows`)),
    );
    for (const row of rows) await sink.raw(row.line);
    count += rows.length;
    if (rows.length < FETCH_ROWS) break;
  }
  await tx.execute(sql`close backup_rows`);
  return count;
}

/**
 * Inserts archive rows (JSON array texts in `columns` order) with their ids, in one statement:
 * PostgreSQL turns each array into a record of the table's own types.
 */
export async function insertRows(
  tx: Db,
  table: string,
  columns: string[],
  rows: string[],
): Promise<void> {
  const fields = sql.join(
    columns.map((column, index) => sql`${column}::text, r.value -> ${sql.raw(String(index))}`),
    sql`, `,
  );
  const picked = sql.join(
    columns.map((column) => sql`p.${sql.identifier(column)}`),
    sql`, `,
  );
  await tx.execute(sql`
    insert into ${sql.identifier(table)} (${columnList(columns)}) overriding system value
    select ${picked}
    from json_array_elements(${`[${rows.join(',')}]`}::text::json) as r(value),
      json_populate_record(null::${sql.identifier(table)}, json_build_object(${fields})) as p`);
}
