import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/index';
import { hashPassword } from '../../lib/passwords';

const TRAITS = {
  admin: { roles: ['user', 'admin'] },
  reviewer: { roles: ['user', 'reviewer'] },
} as const;

let sequence = 0;

export interface AccountOptions {
  username?: string;
  password?: string;
  name?: string;
  email?: string;
  roles?: string[];
  traits?: (keyof typeof TRAITS)[];
}

/** A local account that can sign in through the built-in provider. */
export async function createAccount(db: Db, options: AccountOptions = {}) {
  sequence += 1;
  const username = options.username ?? `user${sequence}`;
  const password = options.password ?? 'correct horse battery';
  const traitRoles = (options.traits ?? []).flatMap((trait) => TRAITS[trait].roles);
  const [row] = await db
    .insert(users)
    .values({
      subject: randomUUID(),
      username,
      name: options.name ?? `Person ${sequence}`,
      email: options.email ?? `${username}@example.org`,
      passwordHash: await hashPassword(password),
      realmRoles: [...new Set([...(options.roles ?? ['user']), ...traitRoles])],
    })
    .returning();
  return { ...row!, password };
}
