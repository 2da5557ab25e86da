import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import { users } from '../../db/schema/index';
import { emailOwner } from '../../lib/account-emails';
import type { TokenIdentity } from './token-verifier';

/** The signed-in user of a request: identity from the verified token, id from our users table. */
export interface CurrentUser extends TokenIdentity {
  id: number;
}

const LAST_LOGIN_RESOLUTION_MS = 60 * 60 * 1000;

// Every signed-in request reads the row: the statement is built once per database handle.
const subjectRow = preparedPerDatabase((db) =>
  db
    .select({ id: users.id, lastLogin: users.lastLogin })
    .from(users)
    .where(eq(users.keycloakId, sql.placeholder('sub')))
    .limit(1)
    .prepare('current_user_row'),
);

/** Finds the token subject's users row, creating it on the subject's first request. */
export async function resolveCurrentUser(db: Db, identity: TokenIdentity): Promise<CurrentUser> {
  const [existing] = await subjectRow(db).execute({ sub: identity.sub });
  if (existing) {
    if (
      !existing.lastLogin ||
      Date.now() - existing.lastLogin.getTime() > LAST_LOGIN_RESOLUTION_MS
    ) {
      await db
        .update(users)
        .set({ lastLogin: sql`now()` })
        .where(eq(users.id, existing.id));
    }
    return { ...identity, id: existing.id };
  }
  return { ...identity, id: await insertUser(db, identity) };
}

async function insertUser(db: Db, identity: TokenIdentity): Promise<number> {
  const values = {
    keycloakId: identity.sub,
    name: identity.name,
    email: await unclaimedEmail(db, identity.email),
    lastLogin: new Date(),
  };
  const insert = (username: string) =>
    db
      .insert(users)
      .values({ ...values, username })
      .onConflictDoNothing()
      .returning({ id: users.id });
  const [created] = await insert(identity.username);
  if (created) return created.id;
  const [raced] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.keycloakId, identity.sub));
  if (raced) return raced.id;
  // Another subject took the address at the same moment: the row goes in without it.
  if (values.email && (await unclaimedEmail(db, values.email)) === null) {
    values.email = null;
    const [withoutEmail] = await insert(identity.username);
    if (withoutEmail) return withoutEmail.id;
  }
  // Another subject already holds this username (the provider renamed someone): keep both apart.
  const [renamed] = await db
    .insert(users)
    .values({ ...values, username: `${identity.username}#${identity.sub.slice(0, 8)}` })
    .returning({ id: users.id });
  return renamed!.id;
}

/**
 * The token's email unless another account holds it (ignoring case): an external provider may
 * let two people share an address, which our accounts may not. The person can set another one.
 */
async function unclaimedEmail(db: Db, email: string | null | undefined) {
  if (!email) return null;
  return (await emailOwner(db, email)) === undefined ? email : null;
}
