import { sql } from 'drizzle-orm';
import type { Db } from './client';

/**
 * Inside a write's transaction: names the person the audit log credits with every row the
 * transaction changes. The audit triggers read this setting; it ends with the transaction, so a
 * pooled connection never carries one request's person into another's.
 */
export async function actAs(tx: Db, user: { id: number } | null): Promise<void> {
  await tx.execute(sql`select set_config('ospo.actor_id', ${user ? String(user.id) : ''}, true)`);
}
