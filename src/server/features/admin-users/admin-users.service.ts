import { and, count, eq, ilike, isNotNull, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import {
  ACCOUNT_ROLES,
  ADMIN_USER_MESSAGES,
  RESET_LINK_HOURS,
  type AccountRole,
  type AdminUser,
  type AdminUserListQuery,
  type ResetLink,
} from '@shared/schemas/admin-user';
import type { Db } from '../../db/client';
import { actAs } from '../../db/audit-actor';
import { users } from '../../db/schema/index';
import { HOUR_MS } from '../../lib/clock';
import { ConflictError, NotFoundError } from '../../lib/errors';
import { can, ensure } from '../../lib/permissions';
import { ensureVersion } from '../../lib/record-version';
import { newSecret } from '../../lib/secret-tokens';
import {
  containsPattern,
  inPage,
  lowered,
  orderFor,
  pageWithTotal,
  type Page,
} from '../../lib/sql';
import type { CurrentUser } from '../../lib/identity';
import { endAccountSessions } from '../../plugins/idp/account-sessions';

/** What the service needs to know about the instance. */
export interface AdminUsersSettings {
  /** Local mode: the built-in provider holds the accounts, so roles and status are edited here. */
  builtIn: boolean;
  publicUrl: string;
}

/** Held by every change of roles or status, so two admins demoting each other queue. */
const ADMIN_SET_LOCK = 0x05_90_ad_01;

const columns = {
  id: users.id,
  username: users.username,
  name: users.name,
  email: users.email,
  roles: users.realmRoles,
  lastLogin: users.lastLogin,
  disabledAt: users.disabledAt,
  createdAt: users.createdAt,
  version: users.version,
  subject: users.subject,
};

type Row = {
  id: number;
  username: string;
  name: string | null;
  email: string | null;
  roles: string[];
  lastLogin: Date | null;
  disabledAt: Date | null;
  createdAt: Date;
  version: number;
};

const SORTABLE = {
  name: lowered(sql`coalesce(${users.name}, ${users.username})`),
  username: lowered(users.username),
  email: lowered(users.email),
  lastLogin: users.lastLogin,
  createdAt: users.createdAt,
};

function toAdminUser(row: Row): AdminUser {
  return {
    id: row.id,
    username: row.username,
    name: row.name,
    email: row.email,
    roles: row.roles,
    lastLogin: row.lastLogin?.toISOString() ?? null,
    status: row.disabledAt ? 'disabled' : 'active',
    disabledAt: row.disabledAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    version: row.version,
  };
}

/** One page of accounts, searched (name, username, email), filtered by status and sorted in SQL. */
export async function listAdminUsers(
  db: Db,
  admin: CurrentUser,
  query: AdminUserListQuery,
): Promise<Page<AdminUser>> {
  ensure(can.administer(admin), ADMIN_USER_MESSAGES.adminsOnly);
  const filters: (SQL | undefined)[] = [];
  if (query.status) {
    filters.push(
      query.status === 'disabled' ? isNotNull(users.disabledAt) : isNull(users.disabledAt),
    );
  }
  if (query.q) {
    const pattern = containsPattern(query.q);
    filters.push(
      or(ilike(users.name, pattern), ilike(users.username, pattern), ilike(users.email, pattern)),
    );
  }
  const where = and(...filters);
  const counter = db.select({ value: count() }).from(users).where(where);
  const page = await pageWithTotal(counter, query.offset, (total) =>
    inPage(
      db
        .select({ ...columns, total })
        .from(users)
        .where(where)
        .orderBy(...orderFor(query.sort, SORTABLE, users.id, { by: 'name', descending: false }))
        .$dynamic(),
      query,
    ),
  );
  return { ...page, rows: page.rows.map(toAdminUser) };
}

/** Roles in their one order, `user` always among them. */
export function normalizedRoles(roles: readonly AccountRole[]): AccountRole[] {
  const chosen = new Set<AccountRole>([...roles, 'user']);
  return ACCOUNT_ROLES.filter((role) => chosen.has(role));
}

const isActiveAdmin = (row: { roles: string[]; disabledAt: Date | null }) =>
  row.roles.includes('admin') && row.disabledAt === null;

function ensureBuiltIn(settings: AdminUsersSettings) {
  if (!settings.builtIn) throw new ConflictError(ADMIN_USER_MESSAGES.externalProvider);
}

/**
 * Inside a write's transaction: takes the admin-set lock, credits the admin in the audit log and
 * holds the target row. Everything that can take an admin away goes through here, so the count of
 * active admins it reads cannot change before the write commits.
 */
async function lockedTarget(tx: Db, admin: CurrentUser, id: number) {
  await tx.execute(sql`select pg_advisory_xact_lock(${ADMIN_SET_LOCK})`);
  await actAs(tx, admin);
  const [row] = await tx.select(columns).from(users).where(eq(users.id, id)).for('update');
  if (!row) throw new NotFoundError('User not found');
  return row;
}

/** Refuses a change that would leave no active admin. */
async function ensureAnotherAdmin(tx: Db, admin: CurrentUser, target: Row, message: string) {
  const [others] = await tx
    .select({ value: count() })
    .from(users)
    .where(
      and(
        ne(users.id, target.id),
        isNull(users.disabledAt),
        sql`'admin' = any(${users.realmRoles})`,
      ),
    );
  if (others!.value === 0) {
    throw new ConflictError(target.id === admin.id ? message : ADMIN_USER_MESSAGES.lastAdmin);
  }
}

/** Replaces an account's roles; they count from its next request. */
export async function setRoles(
  db: Db,
  settings: AdminUsersSettings,
  admin: CurrentUser,
  id: number,
  roles: readonly AccountRole[],
  expected: number | undefined,
): Promise<AdminUser> {
  ensure(can.administer(admin), ADMIN_USER_MESSAGES.adminsOnly);
  ensureBuiltIn(settings);
  return db.transaction(async (tx) => {
    const target = await lockedTarget(tx, admin, id);
    await ensureVersion(expected, target, () => toAdminUser(target));
    const next = normalizedRoles(roles);
    if (next.join() === target.roles.join()) return toAdminUser(target);
    if (isActiveAdmin(target) && !next.includes('admin')) {
      await ensureAnotherAdmin(tx, admin, target, ADMIN_USER_MESSAGES.lastAdminRole);
    }
    const [row] = await tx
      .update(users)
      .set({ realmRoles: next })
      .where(eq(users.id, id))
      .returning(columns);
    return toAdminUser(row!);
  });
}

/**
 * Disables or enables an account. Disabling ends its sessions and refresh tokens at the provider
 * in the same transaction; its access tokens and API tokens stop at their next request.
 */
export async function setDisabled(
  db: Db,
  settings: AdminUsersSettings,
  admin: CurrentUser,
  id: number,
  disabled: boolean,
): Promise<AdminUser> {
  ensure(can.administer(admin), ADMIN_USER_MESSAGES.adminsOnly);
  ensureBuiltIn(settings);
  return db.transaction(async (tx) => {
    const target = await lockedTarget(tx, admin, id);
    if (disabled === (target.disabledAt !== null)) return toAdminUser(target);
    if (disabled && isActiveAdmin(target)) {
      await ensureAnotherAdmin(tx, admin, target, ADMIN_USER_MESSAGES.lastAdminDisable);
    }
    const [row] = await tx
      .update(users)
      .set({ disabledAt: disabled ? sql`now()` : null })
      .where(eq(users.id, id))
      .returning(columns);
    if (disabled) await endAccountSessions(tx, target.subject);
    return toAdminUser(row!);
  });
}

/**
 * A new one-time password-reset link for an account, replacing any earlier one: only its hash is
 * kept, so the admin sees the link once and hands it over.
 */
export async function createResetLink(
  db: Db,
  settings: AdminUsersSettings,
  admin: CurrentUser,
  id: number,
  now: Date,
): Promise<ResetLink> {
  ensure(can.administer(admin), ADMIN_USER_MESSAGES.adminsOnly);
  ensureBuiltIn(settings);
  const { secret, hash } = newSecret();
  const expiresAt = new Date(now.getTime() + RESET_LINK_HOURS * HOUR_MS);
  await db.transaction(async (tx) => {
    await actAs(tx, admin);
    const updated = await tx
      .update(users)
      .set({ passwordResetHash: hash, passwordResetExpiresAt: expiresAt })
      .where(eq(users.id, id))
      .returning({ id: users.id });
    if (!updated.length) throw new NotFoundError('User not found');
  });
  return {
    url: `${settings.publicUrl}/password-reset?${new URLSearchParams({ token: secret })}`,
    expiresAt: expiresAt.toISOString(),
  };
}
