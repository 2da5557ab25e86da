import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type { Db } from '../db/client';
import { rowsOf } from '../lib/sql';
import type { SchemaLevel } from './archive-format';
import { migrationsFolder } from './schema-level';

/**
 * Applies the migrations after the database's last one, up to `level`, inside the caller's
 * transaction and with drizzle's own bookkeeping (the same table and rows its migrator
 * writes), so a restore that fails leaves no tables behind and a server start afterwards
 * applies only what is left.
 */
export async function migrateInTransaction(tx: Db, level: SchemaLevel): Promise<void> {
  await tx.execute(sql`create schema if not exists drizzle`);
  await tx.execute(sql`
    create table if not exists drizzle.__drizzle_migrations (
      id serial primary key, hash text not null, created_at bigint)`);
  const [last] = rowsOf<{ when: string | null }>(
    await tx.execute(sql`select max(created_at)::text as "when" from drizzle.__drizzle_migrations`),
  );
  const appliedUpTo = Number(last?.when ?? 0);
  for (const migration of readMigrationFiles({ migrationsFolder })) {
    if (migration.folderMillis <= appliedUpTo || migration.folderMillis > level.when) continue;
    for (const statement of migration.sql) await tx.execute(sql.raw(statement));
    await tx.execute(sql`
      insert into drizzle.__drizzle_migrations (hash, created_at)
      values (${migration.hash}, ${migration.folderMillis})`);
  }
}
