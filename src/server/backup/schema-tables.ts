import { is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import * as schema from '../db/schema/index';
import { fileChunks, fileContents } from '../db/schema/index';

export interface SchemaTable {
  name: string;
  /** Rows are written in this order, so two backups of the same data are the same. */
  primaryKey: string[];
  /** Tables this one's foreign keys point at. */
  references: string[];
}

function describe(table: PgTable): SchemaTable {
  const config = getTableConfig(table);
  const single = config.columns.filter((column) => column.primary).map((column) => column.name);
  return {
    name: config.name,
    primaryKey: single.length ? single : config.primaryKeys[0]!.columns.map((c) => c.name),
    references: config.foreignKeys.map((key) => getTableConfig(key.reference().foreignTable).name),
  };
}

/** Tables ordered so that each comes after every table it references (inserts need no deferral). */
function inForeignKeyOrder(tables: SchemaTable[]): SchemaTable[] {
  const ordered: SchemaTable[] = [];
  const placed = new Set<string>();
  while (ordered.length < tables.length) {
    const ready = tables.filter(
      (table) =>
        !placed.has(table.name) &&
        table.references.every((name) => name === table.name || placed.has(name)),
    );
    if (!ready.length) throw new Error('Foreign keys of the schema form a cycle');
    for (const table of ready) {
      ordered.push(table);
      placed.add(table.name);
    }
  }
  return ordered;
}

/**
 * The tables of the database file storage (STORAGE=database). Their files travel in the
 * archive's files section like files on disk, so an archive is the same whichever storage wrote
 * it and restores into either; they are not copied as rows.
 */
export const fileStorageTables = [fileContents, fileChunks].map(
  (table) => getTableConfig(table).name,
);

/**
 * Every table of the drizzle schema whose rows the archive holds (drizzle's own migration
 * bookkeeping lives elsewhere, the file storage's tables are in fileStorageTables), in
 * foreign-key order.
 */
export const schemaTables: SchemaTable[] = inForeignKeyOrder(
  (Object.values(schema) as unknown[])
    .filter((value): value is PgTable => is(value, PgTable))
    .map(describe)
    .filter((table) => !fileStorageTables.includes(table.name))
    .sort((a, b) => a.name.localeCompare(b.name)),
);
