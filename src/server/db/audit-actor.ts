import { sql } from 'drizzle-orm';
import type { Db } from './client';

/**
 * Inside a write's transaction: names the person the audit log credits with every row the
 * transaction changes. The audit triggers read this setting; it ends with the transaction, so a
 * pooled connection never carries one request's person into another's.
 */
export async function actAs(tx: Db, user: { id: number } | null): Promise<void> {
  await setActor(tx, user ? String(user.id) : '', '');
}

/**
 * Like actAs(tx, null), for a system writer that names itself: the log credits its changes to
 * `name` ('Conference data sync') rather than to an anonymous system.
 */
export async function actAsSystem(tx: Db, name: string): Promise<void> {
  await setActor(tx, '', name);
}

async function setActor(tx: Db, actorId: string, label: string): Promise<void> {
  await tx.execute(
    sql`select set_config('ospo.actor_id', ${actorId}, true), set_config('ospo.actor_label', ${label}, true)`,
  );
}
