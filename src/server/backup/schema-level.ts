import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { serverFile } from '../lib/app-paths';
import { rowsOf } from '../lib/sql';
import type { SchemaLevel } from './archive-format';

/** The committed migrations (db/migrations), read where the running code ships them. */
export const migrationsFolder = serverFile('db/migrations');

let journal: SchemaLevel[] | undefined;

/** Every migration this build knows, oldest first. */
export function knownLevels(): SchemaLevel[] {
  journal ??= (
    JSON.parse(readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
      entries: { idx: number; tag: string; when: number }[];
    }
  ).entries.map(({ idx, tag, when }) => ({ index: idx, tag, when }));
  return journal;
}

/** The newest migration this build knows: the schema it writes and the newest it restores. */
export const latestLevel = (): SchemaLevel => knownLevels().at(-1)!;

/** What an archive or a database says about its schema, in words for a message. */
export const describeLevel = (level: SchemaLevel) => `schema ${level.index} (${level.tag})`;

export type AppliedSchema =
  { kind: 'none' } | { kind: 'known'; level: SchemaLevel } | { kind: 'newer'; when: number };

/** The last migration applied to a database, from drizzle's own bookkeeping table. */
export async function appliedSchema(db: Db): Promise<AppliedSchema> {
  const [bookkeeping] = rowsOf<{ present: boolean }>(
    await db.execute(
      sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
    ),
  );
  if (!bookkeeping?.present) return { kind: 'none' };
  const [last] = rowsOf<{ when: string | null }>(
    await db.execute(sql`select max(created_at)::text as "when" from drizzle.__drizzle_migrations`),
  );
  if (last?.when == null) return { kind: 'none' };
  const when = Number(last.when);
  const level = knownLevels().find((known) => known.when === when);
  return level ? { kind: 'known', level } : { kind: 'newer', when };
}
