import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/index';

const TRAITS = {
  admin: ['user', 'admin'],
  reviewer: ['user', 'reviewer'],
} as const;

let sequence = 0;

export interface UserOptions {
  username?: string;
  name?: string;
  email?: string;
  traits?: (keyof typeof TRAITS)[];
}

export type TestUser = typeof users.$inferSelect & { roles: string[] };

/**
 * A users row as the first API request of a token subject creates it; `roles` are what
 * signAccessToken puts in the token for this user and what the row holds in `realm_roles`,
 * where the API reads them with the built-in provider.
 */
export async function createUser(db: Db, options: UserOptions = {}): Promise<TestUser> {
  sequence += 1;
  const username = options.username ?? `member${sequence}`;
  const traitRoles = [...new Set((options.traits ?? []).flatMap((trait) => TRAITS[trait]))];
  const roles = traitRoles.length ? traitRoles : ['user'];
  const [row] = await db
    .insert(users)
    .values({
      subject: randomUUID(),
      username,
      name: options.name ?? `Member ${sequence}`,
      email: options.email ?? `${username}@example.org`,
      realmRoles: roles,
    })
    .returning();
  return { ...row!, roles };
}
