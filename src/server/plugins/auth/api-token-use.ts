import { and, eq, isNull, lte, or, sql } from 'drizzle-orm';
import { API_TOKEN_PREFIX, type ApiTokenAccess } from '@shared/schemas/api-token';
import type { Db } from '../../db/client';
import { apiTokens, users } from '../../db/schema/index';
import { MINUTE_MS } from '../../lib/clock';
import { UnauthorizedError } from '../../lib/errors';
import { hashSecret } from '../../lib/secret-tokens';

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
      sub: users.subject,
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
