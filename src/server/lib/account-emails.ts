import { and, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema/index';

/** The unique index that keeps one account per email address, ignoring case. */
export const EMAIL_INDEX = 'users_email_lower_key';

/** The id of the account, other than `exceptUserId`, whose email is `email` ignoring case. */
export async function emailOwner(
  db: Db,
  email: string,
  exceptUserId?: number,
): Promise<number | undefined> {
  const sameEmail = sql`lower(${users.email}) = lower(${email.trim()})`;
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(exceptUserId === undefined ? sameEmail : and(sameEmail, ne(users.id, exceptUserId)))
    .limit(1);
  return row?.id;
}

/**
 * Whether a write failed because another account took the address meanwhile (the unique index),
 * whether the driver's error arrives directly or wrapped by Drizzle as the cause. PGlite names
 * the index `constraint`, postgres.js `constraint_name`.
 */
export function isEmailTaken(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 3; depth++) {
    const failure = current as { code?: unknown; constraint?: unknown; constraint_name?: unknown };
    const index = failure.constraint ?? failure.constraint_name;
    if (failure.code === '23505' && index === EMAIL_INDEX) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
