import { getTableConfig, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import { assets, users } from './schema/index';

const keyColumn = (table: PgTable, column: PgColumn) => ({
  table: getTableConfig(table).name,
  column: column.name,
});

/** Columns holding storage keys: the files a backup carries are the ones these rows name. */
export const fileKeyColumns = [
  keyColumn(assets, assets.filePath),
  keyColumn(users, users.headshot),
];
