import { sql, type SQL } from 'drizzle-orm';

/** Tables whose writes a trigger stamps (migration 0009_change_stamps). */
export type StampedTable = 'events';

/**
 * The table's change stamp as text: the id of the last transaction that wrote to it, set as it
 * commits. Read in the same statement as the table's rows (one snapshot), an equal stamp later
 * proves that no write to the table has committed in between, in this process or any other;
 * null (no row yet) proves nothing. The table lives outside the drizzle schema on purpose: the
 * triggers keep it, and a backup does not carry it.
 */
export function changeStamp(table: StampedTable): SQL<string | null> {
  return sql<
    string | null
  >`(select stamp::text from change_stamps where table_name = ${sql.raw(`'${table}'`)})`;
}
