import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../src/server/db/client';

/** Multi-row inserts of `rows` in chunks; returns the inserted ids in order. */
export async function insertRows<T extends PgTable & { id: unknown }>(
  db: Db,
  table: T,
  rows: T['$inferInsert'][],
  chunk = 1000,
): Promise<number[]> {
  const ids: number[] = [];
  for (let start = 0; start < rows.length; start += chunk) {
    const inserted = (await db
      .insert(table)
      .values(rows.slice(start, start + chunk))
      .returning({ id: (table as unknown as { id: never }).id })) as { id: number }[];
    for (const row of inserted) ids.push(row.id);
  }
  return ids;
}

/**
 * Accounts person0…person`last` (username `personN`, subject `bench-person-N`, name `Person N`),
 * for `accessToken(server, { sub: 'bench-person-N', username: 'personN' })`.
 */
export async function insertPeople(db: Db, last: number): Promise<void> {
  await db.execute(sql`
    insert into users (keycloak_id, username, name, email)
    select 'bench-person-' || n, 'person' || n, 'Person ' || n, 'person' || n || '@example.org'
    from generate_series(0, ${last}) n`);
}
