import { eq } from 'drizzle-orm';
import type { User } from '../../../shared/schemas/user';
import { users } from '../../db/schema/index';
import type { Db } from '../../db/client';
import { NotFoundError } from '../../lib/errors';
import type { CurrentUser } from '../../plugins/auth/current-user';

type UserRow = typeof users.$inferSelect;

/** Shapes a users row for the API; personal settings only for the user themself. */
export function toUser(row: UserRow, viewer: CurrentUser): User {
  const own = row.id === viewer.id;
  return {
    id: row.id,
    username: row.username,
    name: row.name,
    email: row.email,
    bio: row.bio,
    role: row.role,
    jobTitle: row.jobTitle,
    headshot: null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    ...(own
      ? {
          keycloakId: row.keycloakId,
          preferences: row.preferences,
          lastLogin: row.lastLogin?.toISOString() ?? null,
        }
      : {}),
  };
}

export async function getUser(db: Db, viewer: CurrentUser, id: number): Promise<User> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  if (!row) throw new NotFoundError('User not found');
  return toUser(row, viewer);
}
