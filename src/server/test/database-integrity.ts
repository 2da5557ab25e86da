import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { amcheck } from '@electric-sql/pglite/contrib/amcheck';
import { pgliteExtensions } from '../db/pglite-extensions';
import postgres from 'postgres';

const BTREE_INDEXES = `
  select c.oid::regclass::text as name from pg_index i
  join pg_class c on c.oid = i.indexrelid
  join pg_am a on a.oid = c.relam
  join pg_namespace n on n.oid = c.relnamespace
  where a.amname = 'btree' and n.nspname = 'public'`;
const TABLES = `select c.oid::regclass::text as name from pg_class c
  join pg_namespace n on n.oid = c.relnamespace where c.relkind = 'r' and n.nspname = 'public'`;

type Query = (text: string, params?: unknown[]) => Promise<Record<string, unknown>[]>;

/**
 * What PostgreSQL's amcheck finds wrong in the app's tables and B-tree indexes (empty when
 * intact): every heap page, and every row present in every index. The database must be closed
 * by the server first (PGlite: DATA_DIR; PostgreSQL: DATABASE_URL).
 */
export async function corruptionsFound(
  target: { dataDir: string } | { databaseUrl: string },
): Promise<string[]> {
  if ('dataDir' in target) {
    const pglite = await PGlite.create(path.join(target.dataDir, 'pgdata'), {
      extensions: { amcheck, ...pgliteExtensions },
    });
    try {
      return await check(async (text, params) => (await pglite.query(text, params)).rows as never);
    } finally {
      await pglite.close();
    }
  }
  const client = postgres(target.databaseUrl, { max: 1, onnotice: () => {} });
  try {
    return await check((text, params) => client.unsafe(text, params as never[]) as never);
  } finally {
    await client.end();
  }
}

async function check(query: Query): Promise<string[]> {
  await query('create extension if not exists amcheck');
  const problems: string[] = [];
  const report = (name: unknown) => (error: Error) => {
    problems.push(`${String(name)}: ${error.message}`);
    return [];
  };
  for (const { name } of await query(TABLES)) {
    const rows = await query('select * from verify_heapam($1::regclass)', [name]).catch(
      report(name),
    );
    for (const row of rows) problems.push(`${String(name)}: ${String(row.msg)}`);
  }
  for (const { name } of await query(BTREE_INDEXES)) {
    await query('select bt_index_check($1::regclass, true)', [name]).catch(report(name));
  }
  return problems;
}
