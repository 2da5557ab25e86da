import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { driverStatement } from '../../db/prepared';
import { users } from '../../db/schema/index';
import { emailOwner } from '../../lib/account-emails';
import { UnauthorizedError } from '../../lib/errors';
import type { CurrentUser, TokenIdentity } from '../../lib/identity';

const LAST_LOGIN_RESOLUTION_MS = 60 * 60 * 1000;

export const DISABLED_ACCOUNT_MESSAGE = 'This account is disabled';

/** Where the roles of a request come from. */
export interface RoleSource {
  /**
   * Built-in provider: `users.realm_roles` as they are now, so a change made on the Users screen
   * counts from the next request rather than the next token. An external provider: the token.
   */
  rolesFromDatabase: boolean;
}

/** Roles the database holds; an account without any is a plain user. */
export const databaseRoles = (roles: string[]) => (roles.length ? roles : ['user']);

// Every signed-in request reads the row, so it is read on the driver: one prepared statement,
// no drizzle wrappers or row mapping. Read anew on each request (never cached): a role change,
// disabling or deleting the account, made by any server process, counts from the next request.
const subjectRow = driverStatement(
  `select id, realm_roles, disabled_at is not null,
          last_login is null or last_login < now() - interval '${LAST_LOGIN_RESOLUTION_MS} milliseconds'
     from users where keycloak_id = $1 limit 1`,
);

/**
 * Finds the token subject's users row (one lookup by the unique subject index), creating it on
 * the subject's first request; a disabled account is refused with 401.
 */
export async function resolveCurrentUser(
  db: Db,
  identity: TokenIdentity,
  source: RoleSource,
): Promise<CurrentUser> {
  const [existing] = await subjectRow(db, [identity.sub]);
  if (existing) {
    const [id, storedRoles, disabled, loginStale] = existing as [
      number,
      string[],
      boolean,
      boolean,
    ];
    if (disabled) throw new UnauthorizedError(DISABLED_ACCOUNT_MESSAGE);
    if (loginStale) {
      await db
        .update(users)
        .set({ lastLogin: sql`now()` })
        .where(eq(users.id, id));
    }
    const roles = source.rolesFromDatabase ? databaseRoles(storedRoles) : identity.roles;
    return { ...identity, roles, id };
  }
  return { ...identity, id: await insertUser(db, identity, source) };
}

async function insertUser(db: Db, identity: TokenIdentity, source: RoleSource): Promise<number> {
  const values = {
    subject: identity.sub,
    // The built-in provider's own token: its roles came from this table when it was issued.
    realmRoles: source.rolesFromDatabase ? identity.roles : [],
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
    .where(eq(users.subject, identity.sub));
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
