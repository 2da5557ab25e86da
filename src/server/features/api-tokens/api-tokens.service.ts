import { and, desc, eq } from 'drizzle-orm';
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
import { DAY_MS } from '../../lib/clock';
import { NotFoundError, ValidationError } from '../../lib/errors';
import { can, ensure } from '../../lib/permissions';
import { newSecret } from '../../lib/secret-tokens';
import type { CurrentUser } from '../../lib/identity';

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
  ensure(can.administer(user), 'Only admins can see everyone’s API tokens');
  const rows = await selectTokens(db).orderBy(desc(apiTokens.createdAt), desc(apiTokens.id));
  return rows.map(toApiToken);
}

/** Its owner or an admin revokes a token; it stops working with the next request. */
export async function revokeApiToken(db: Db, user: CurrentUser, id: number): Promise<void> {
  const mine = can.administer(user) ? undefined : eq(apiTokens.userId, user.id);
  const deleted = await db.transaction(async (tx) => {
    await actAs(tx, user);
    return tx
      .delete(apiTokens)
      .where(and(eq(apiTokens.id, id), mine))
      .returning({ id: apiTokens.id });
  });
  if (!deleted.length) throw new NotFoundError('API token not found');
}
