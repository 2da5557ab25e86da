import { and, desc, eq, isNull, lte, or, sql } from 'drizzle-orm';
import {
  API_TOKEN_PREFIX,
  type ApiToken,
  type ApiTokenAccess,
  type ApiTokenCreated,
} from '@shared/schemas/api-token';
import type { apiTokenCreateSchema } from '@shared/schemas/api-token';
import type { z } from 'zod';
import { actAs } from '../../db/audit-actor';
import type { Db } from '../../db/client';
import { apiTokens, users } from '../../db/schema/index';
import { DAY_MS, MINUTE_MS } from '../../lib/clock';
import {
  ForbiddenError,
  NotFoundError,
  UnauthorizedError,
  ValidationError,
} from '../../lib/errors';
import { isAdmin } from '../../lib/permissions';
import { hashSecret, newSecret } from '../../lib/secret-tokens';
import type { CurrentUser } from '../../plugins/auth/current-user';

const columns = {
  id: apiTokens.id,
  name: apiTokens.name,
  access: apiTokens.access,
  createdAt: apiTokens.createdAt,
  expiresAt: apiTokens.expiresAt,
  lastUsedAt: apiTokens.lastUsedAt,
  ownerId: users.id,
  ownerUsername: users.username,
  ownerName: users.name,
};

const selectTokens = (db: Db) =>
  db.select(columns).from(apiTokens).innerJoin(users, eq(users.id, apiTokens.userId));
type Row = Awaited<ReturnType<typeof selectTokens>>[number];

const toApiToken = (row: Row): ApiToken => ({
  id: row.id,
  name: row.name,
  access: row.access as ApiTokenAccess,
  createdAt: row.createdAt.toISOString(),
  expiresAt: row.expiresAt?.toISOString() ?? null,
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  owner: { id: row.ownerId, username: row.ownerUsername, name: row.ownerName },
});

/** A new token for the signed-in person; its secret is in the answer and nowhere else. */
export async function createApiToken(
  db: Db,
  user: CurrentUser,
  input: z.output<typeof apiTokenCreateSchema>,
  now: Date,
): Promise<ApiTokenCreated> {
  let expiresAt: Date | null = null;
  if (input.expiresInDays) expiresAt = new Date(now.getTime() + input.expiresInDays * DAY_MS);
  if (input.expiresAt) {
    expiresAt = new Date(input.expiresAt);
    if (expiresAt <= now) {
      throw new ValidationError('Expiry must be in the future', {
        expiresAt: 'Expiry must be in the future',
      });
    }
  }
  const { secret, hash } = newSecret();
  const [created] = await db.transaction(async (tx) => {
    await actAs(tx, user);
    return tx
      .insert(apiTokens)
      .values({
        userId: user.id,
        name: input.name,
        access: input.access,
        tokenHash: hash,
        expiresAt,
      })
      .returning({ id: apiTokens.id });
  });
  const [row] = await selectTokens(db).where(eq(apiTokens.id, created!.id));
  return { ...toApiToken(row!), token: `${API_TOKEN_PREFIX}${secret}` };
}

/** The person's own tokens, newest first. */
export async function listApiTokens(db: Db, user: CurrentUser): Promise<ApiToken[]> {
  const rows = await selectTokens(db)
    .where(eq(apiTokens.userId, user.id))
    .orderBy(desc(apiTokens.createdAt), desc(apiTokens.id));
  return rows.map(toApiToken);
}

/** Everyone's tokens, for admins. */
export async function listAllApiTokens(db: Db, user: CurrentUser): Promise<ApiToken[]> {
  if (!isAdmin(user)) throw new ForbiddenError('Only admins can see everyone’s API tokens');
  const rows = await selectTokens(db).orderBy(desc(apiTokens.createdAt), desc(apiTokens.id));
  return rows.map(toApiToken);
}

/** Its owner or an admin revokes a token; it stops working with the next request. */
export async function revokeApiToken(db: Db, user: CurrentUser, id: number): Promise<void> {
  const mine = isAdmin(user) ? undefined : eq(apiTokens.userId, user.id);
  const deleted = await db.transaction(async (tx) => {
    await actAs(tx, user);
    return tx
      .delete(apiTokens)
      .where(and(eq(apiTokens.id, id), mine))
      .returning({ id: apiTokens.id });
  });
  if (!deleted.length) throw new NotFoundError('API token not found');
}

export interface ApiTokenUse {
  userId: number;
  access: ApiTokenAccess;
  /** The owner as a sign-in would describe them, roles as the database holds them. */
  identity: {
    sub: string;
    username: string;
    name?: string;
    email?: string;
    roles: string[];
  };
}

/** The owner of a presented token, noting its use at most once a minute; refused when unknown or expired. */
export async function useApiToken(db: Db, token: string, now: Date): Promise<ApiTokenUse> {
  const hash = hashSecret(token.slice(API_TOKEN_PREFIX.length));
  const [row] = await db
    .select({
      expiresAt: apiTokens.expiresAt,
      lastUsedAt: apiTokens.lastUsedAt,
      access: apiTokens.access,
      userId: users.id,
      sub: users.keycloakId,
      username: users.username,
      name: users.name,
      email: users.email,
      roles: users.realmRoles,
      disabledAt: users.disabledAt,
    })
    .from(apiTokens)
    .innerJoin(users, eq(users.id, apiTokens.userId))
    .where(eq(apiTokens.tokenHash, hash));
  if (!row) throw new UnauthorizedError('Invalid or revoked API token');
  if (row.disabledAt) throw new UnauthorizedError('This account is disabled');
  if (row.expiresAt && row.expiresAt <= now)
    throw new UnauthorizedError('This API token has expired');
  if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() >= MINUTE_MS) {
    await db
      .update(apiTokens)
      .set({ lastUsedAt: now })
      .where(
        and(
          eq(apiTokens.tokenHash, hash),
          or(
            isNull(apiTokens.lastUsedAt),
            lte(apiTokens.lastUsedAt, sql`${now.toISOString()}::timestamptz - interval '1 minute'`),
          ),
        ),
      );
  }
  return {
    userId: row.userId,
    access: row.access as ApiTokenAccess,
    identity: {
      sub: row.sub,
      username: row.username,
      name: row.name ?? undefined,
      email: row.email ?? undefined,
      roles: row.roles.length ? row.roles : ['user'],
    },
  };
}
