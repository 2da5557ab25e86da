import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { oidcPayloads } from '../../db/schema/index';

/**
 * Ends every sign-in of one account at the built-in provider: its sessions, grants, refresh
 * tokens and unused codes (every stored payload that names the account) go, so no refresh and no
 * silent sign-in works any more. Access tokens already issued are JWTs the API refuses by
 * checking the account itself on each request.
 */
export async function endAccountSessions(db: Db, sub: string): Promise<void> {
  await db.delete(oidcPayloads).where(sql`${oidcPayloads.payload}->>'accountId' = ${sub}`);
}
