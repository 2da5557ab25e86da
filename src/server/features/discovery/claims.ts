import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../lib/sql';

/** How long a claimed sync is one process's; after a crash another takes it over. */
export const SYNC_LEASE_MS = 15 * 60_000;

export type Claim = { key: string; leaseUntil: string };

/**
 * Claims the run `key` for this process, across every process and replica on the database: the
 * one whose statement inserts or takes over the row runs it, the others get null. A daily run
 * (`rerun: false`) is claimed once, taken over only when its process died before finishing; an
 * on-demand run (`rerun: true`) again once the previous one finished.
 */
export async function claimRun(
  db: Db,
  key: string,
  now: Date,
  rerun: boolean,
): Promise<Claim | null> {
  const leaseUntil = new Date(now.getTime() + SYNC_LEASE_MS).toISOString();
  const [row] = rowsOf<{ key: string }>(
    await db.execute(sql`
      insert into discovery_claims as c (key, lease_until) values (${key}, ${leaseUntil}::timestamptz)
      on conflict (key) do update set lease_until = excluded.lease_until, finished_at = null
      where (c.finished_at is null and c.lease_until <= ${now.toISOString()}::timestamptz)
         or (${rerun}::boolean and c.finished_at is not null)
      returning c.key`),
  );
  return row ? { key, leaseUntil } : null;
}

/** Marks the claimed run finished, if the claim is still this process's. */
export async function finishRun(db: Db, claim: Claim, now: Date): Promise<void> {
  await db.execute(sql`
    update discovery_claims set finished_at = ${now.toISOString()}::timestamptz
    where key = ${claim.key} and lease_until = ${claim.leaseUntil}::timestamptz`);
}
