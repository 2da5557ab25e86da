import { type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { MINUTE_MS } from '../../lib/clock';
import { rowsOf } from '../../lib/sql';

/** How long a claimed row is one process's to send; after a crash, another takes it over. */
export const LEASE_MS = 2 * MINUTE_MS;
/** Rows claimed at once; a pass claims again while a claim comes back full. */
export const CLAIM_BATCH = 25;

/** An outbox table: what is owed, with `next_attempt_at`, `lease_until` and `attempts`. */
export interface Outbox {
  table: PgTable;
  /** Its status column: 'pending', then 'sending' while claimed. */
  status: 'email_status' | 'status';
  /** Joins from the queued row `q`, and conditions on them (a webhook's endpoint switched on). */
  join?: SQL;
  where?: SQL;
  /** The claimed row's columns the sender needs. */
  returning: string[];
}

/**
 * Claims rows due for sending: pending ones whose time has come and 'sending' ones whose lease
 * ran out (their process died). FOR UPDATE SKIP LOCKED lets processes claim side by side without
 * waiting for or taking each other's rows; the claim is committed before anything is sent, so no
 * transaction stays open during SMTP or HTTP (on PGlite that would stop every request). The
 * attempt number the claim sets is the fence: only the claimant's own attempt may finish the row
 * (decision 009). The email outbox and the webhooks' deliveries are both claimed here.
 */
export async function claimDue<Row>(db: Db, outbox: Outbox, now: Date): Promise<Row[]> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const leaseEnd = new Date(now.getTime() + LEASE_MS).toISOString();
  const status = sql.identifier(outbox.status);
  const returning = sql.raw(outbox.returning.map((column) => `d.${column}`).join(', '));
  const result = await db.execute(sql`
    update ${outbox.table} d
    set ${status} = 'sending', lease_until = ${leaseEnd}::timestamptz, attempts = d.attempts + 1
    where d.id in (
      select q.id from ${outbox.table} q ${outbox.join ?? sql``}
      where q.${status} in ('pending', 'sending') and q.next_attempt_at <= ${at}
        and (q.${status} = 'pending' or q.lease_until <= ${at})
        ${outbox.where ? sql`and ${outbox.where}` : sql``}
      order by q.next_attempt_at, q.id
      limit ${CLAIM_BATCH}
      for update of q skip locked)
    returning ${returning}`);
  return rowsOf<Row>(result);
}
