import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { PROFILE_MESSAGES } from '@shared/schemas/user';
import { actAs } from '../../db/audit-actor';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/index';
import { emailOwner } from '../../lib/account-emails';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { hashSecret } from '../../lib/secret-tokens';
import { endAccountSessions } from './account-sessions';

export interface Account {
  sub: string;
  username: string;
  name: string | null;
  email: string | null;
  roles: string[];
}

const accountColumns = {
  sub: users.subject,
  username: users.username,
  name: users.name,
  email: users.email,
  roles: users.realmRoles,
};

/**
 * The account behind a subject, or undefined when there is none or it is disabled: the provider
 * then issues nothing for it (no refresh, no silent sign-in).
 */
export async function findAccountBySub(db: Db, sub: string): Promise<Account | undefined> {
  const [account] = await db
    .select(accountColumns)
    .from(users)
    .where(and(eq(users.subject, sub), isNull(users.disabledAt)));
  return account;
}

/**
 * Checks a username and password; undefined for either being wrong. A right password of a
 * disabled account says so (`disabled`), so the sign-in page can tell the person why.
 */
export async function authenticate(
  db: Db,
  username: string,
  password: string,
): Promise<(Account & { disabled: boolean }) | undefined> {
  const [row] = await db
    .select({ ...accountColumns, passwordHash: users.passwordHash, disabledAt: users.disabledAt })
    .from(users)
    .where(eq(sql`lower(${users.username})`, username.trim().toLowerCase()));
  const valid = await verifyPassword(password, row?.passwordHash);
  if (!row || !valid) return undefined;
  const { passwordHash: _hash, disabledAt, ...account } = row;
  return { ...account, disabled: disabledAt !== null };
}

export interface Registration {
  username: string;
  email: string;
  name: string;
  password: string;
}

export type RegistrationResult =
  { ok: true; account: Account } | { ok: false; field: 'username' | 'email'; message: string };

const USERNAME_TAKEN = 'That username is already taken.';

/** Creates a local account with the default role; refuses a taken username or email (ignoring case). */
export async function register(db: Db, input: Registration): Promise<RegistrationResult> {
  const [clash] = await db
    .select({ username: users.username, email: users.email })
    .from(users)
    .where(
      sql`lower(${users.username}) = ${input.username.toLowerCase()} or lower(${users.email}) = ${input.email.toLowerCase()}`,
    )
    .limit(1);
  if (clash) {
    return clash.username.toLowerCase() === input.username.toLowerCase()
      ? { ok: false, field: 'username', message: USERNAME_TAKEN }
      : { ok: false, field: 'email', message: PROFILE_MESSAGES.emailTaken };
  }
  const [created] = await db
    .insert(users)
    .values({
      subject: randomUUID(),
      username: input.username,
      email: input.email,
      name: input.name,
      passwordHash: await hashPassword(input.password),
      realmRoles: ['user'],
    })
    .onConflictDoNothing()
    .returning(accountColumns);
  // Lost a race with a simultaneous registration of the same username or email (unique indexes).
  if (!created) {
    return (await emailOwner(db, input.email)) === undefined
      ? { ok: false, field: 'username', message: USERNAME_TAKEN }
      : { ok: false, field: 'email', message: PROFILE_MESSAGES.emailTaken };
  }
  return { ok: true, account: created };
}

export const DEMO_ACCOUNTS = [
  {
    username: 'demo',
    password: 'demo',
    name: 'Demo User',
    email: 'demo@example.org',
    roles: ['user', 'admin'],
  },
  {
    username: 'reviewer',
    password: 'reviewer',
    name: 'Rita Reviewer',
    email: 'reviewer@example.org',
    roles: ['user', 'reviewer'],
  },
];

/** Creates the demo accounts when no account exists yet; returns whether it did. */
export async function seedDemoAccounts(db: Db): Promise<boolean> {
  const [{ count }] = (await db.select({ count: sql<number>`count(*)::int` }).from(users)) as [
    { count: number },
  ];
  if (count > 0) return false;
  for (const demo of DEMO_ACCOUNTS) {
    await db
      .insert(users)
      .values({
        subject: randomUUID(),
        username: demo.username,
        name: demo.name,
        email: demo.email,
        passwordHash: await hashPassword(demo.password),
        realmRoles: demo.roles,
      })
      .onConflictDoNothing();
  }
  return true;
}

/** The account an open password-reset link belongs to, or undefined when it expired or was used. */
export async function findResetAccount(db: Db, token: string) {
  const [row] = await db
    .select({ id: users.id, sub: users.subject, username: users.username, email: users.email })
    .from(users)
    .where(
      and(
        eq(users.passwordResetHash, hashSecret(token)),
        gt(users.passwordResetExpiresAt, sql`now()`),
      ),
    );
  return row;
}

/**
 * Sets the password of a reset link's account and uses the link up, in one statement, so a link
 * works once even when submitted twice at the same moment; every sign-in of the account ends.
 * False when the link is no longer valid.
 */
export async function resetPassword(db: Db, token: string, password: string): Promise<boolean> {
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const account = await findResetAccount(tx, token);
    if (!account) return false;
    await actAs(tx, { id: account.id });
    const [updated] = await tx
      .update(users)
      .set({ passwordHash, passwordResetHash: null, passwordResetExpiresAt: null })
      .where(
        and(
          eq(users.id, account.id),
          eq(users.passwordResetHash, hashSecret(token)),
          gt(users.passwordResetExpiresAt, sql`now()`),
        ),
      )
      .returning({ id: users.id });
    if (!updated) return false;
    await endAccountSessions(tx, account.sub);
    return true;
  });
}
