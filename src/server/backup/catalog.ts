import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rowsOf } from '../lib/sql';

/**
 * The writable columns of every table in the current schema, in table order, as the database
 * itself has them: a database still on an older migration is backed up with its own columns.
 */
export async function tableColumns(db: Db): Promise<Map<string, string[]>> {
  const rows = rowsOf<{ table: string; column: string }>(
    await db.execute(sql`
      select table_name as "table", column_name as "column"
      from information_schema.columns
      where table_schema = current_schema() and is_generated = 'NEVER'
      order by table_name, ordinal_position`),
  );
  const tables = new Map<string, string[]>();
  for (const { table, column } of rows) tables.set(table, [...(tables.get(table) ?? []), column]);
  return tables;
}

/** The first of the tables that holds a row, if any does. */
export async function anyRows(db: Db, tables: string[]): Promise<string | undefined> {
  for (const table of tables) {
    const [found] = rowsOf<{ one: number }>(
      await db.execute(sql`select 1 as one from ${sql.identifier(table)} limit 1`),
    );
    if (found) return table;
  }
  return undefined;
}

/** A name as a quoted identifier, for functions that parse a table name from text. */
const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * Moves every sequence behind a serial or identity column of the table past the largest value
 * in it, so the next insert gets a new id.
 */
export async function advanceSequences(db: Db, table: string): Promise<void> {
  const owned = rowsOf<{ column: string; sequence: string }>(
    await db.execute(sql`
      select column_name as "column", pg_get_serial_sequence(${quoted(table)}, column_name) as sequence
      from information_schema.columns
      where table_schema = current_schema() and table_name = ${table}
        and pg_get_serial_sequence(${quoted(table)}, column_name) is not null`),
  );
  for (const { column, sequence } of owned) {
    await db.execute(sql`
      select setval(${sequence}::regclass, coalesce(max(${sql.identifier(column)}), 0) + 1, false)
      from ${sql.identifier(table)}`);
  }
}
