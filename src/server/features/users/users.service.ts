import { and, asc, eq, ilike, isNull, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { NOTIFICATION_DEFAULTS } from '@shared/domain';
import type {
  NotificationPreferences,
  User,
  UserListQuery,
  UserSummary,
} from '@shared/schemas/user';
import { users } from '../../db/schema/index';
import { NotFoundError } from '../../lib/errors';
import { containsPattern } from '../../lib/sql';
import type { CurrentUser } from '../../lib/identity';

/** What the users services need from the app: the database and file storage. */
export type UserServices = Pick<FastifyInstance, 'db' | 'storage' | 'signFileUrl' | 'log'>;

type UserRow = typeof users.$inferSelect;

/** The notification defaults (NOTIFICATION_DEFAULTS), overridden by what the user saved. */
export function readPreferences(stored: Record<string, unknown>): NotificationPreferences {
  const preferences: NotificationPreferences = { ...NOTIFICATION_DEFAULTS };
  for (const key of Object.keys(preferences) as (keyof NotificationPreferences)[]) {
    if (typeof stored[key] === 'boolean') preferences[key] = stored[key];
  }
  return preferences;
}

/** Shapes a users row for the API; personal settings only for the user themself. */
export function toUser(
  row: UserRow,
  viewer: CurrentUser,
  signFileUrl: UserServices['signFileUrl'],
): User {
  const own = row.id === viewer.id;
  return {
    id: row.id,
    username: row.username,
    name: row.name,
    email: row.email,
    bio: row.bio,
    role: row.role,
    jobTitle: row.jobTitle,
    headshot: row.headshot ? signFileUrl(row.headshot) : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    version: row.version,
    ...(own
      ? {
          // The user record's name for the provider's subject, kept for API clients.
          keycloakId: row.subject,
          preferences: readPreferences(row.preferences),
          lastLogin: row.lastLogin?.toISOString() ?? null,
        }
      : {}),
  };
}

export async function getUser(app: UserServices, viewer: CurrentUser, id: number): Promise<User> {
  const [row] = await app.db.select().from(users).where(eq(users.id, id));
  if (!row) throw new NotFoundError('User not found');
  return toUser(row, viewer, app.signFileUrl);
}

/** Who has signed in, by name, matching `q` if given: the reviewer picker's options. */
export async function listUsers(
  app: UserServices,
  { q, limit, active }: UserListQuery = {},
): Promise<UserSummary[]> {
  const pattern = q ? containsPattern(q) : undefined;
  const activeOnly = active === 'true' ? isNull(users.disabledAt) : undefined;
  const query = app.db
    .select({
      id: users.id,
      name: users.name,
      username: users.username,
      email: users.email,
      headshot: users.headshot,
    })
    .from(users)
    .where(
      and(
        activeOnly,
        pattern
          ? or(
              ilike(users.name, pattern),
              ilike(users.username, pattern),
              ilike(users.email, pattern),
            )
          : undefined,
      ),
    )
    .orderBy(asc(sql`lower(coalesce(${users.name}, ${users.username}))`), asc(users.id))
    .$dynamic();
  const rows = await (limit ? query.limit(limit) : query);
  return rows.map((row) => ({
    ...row,
    headshot: row.headshot ? app.signFileUrl(row.headshot) : null,
  }));
}

/** Removes a file no row points at any more; a leftover file is harmless, so a failure only logs. */
export async function removeUnusedFile(app: UserServices, key: string): Promise<void> {
  try {
    await app.storage.remove(key);
  } catch (error) {
    app.log.warn({ err: error, key }, 'could not remove a stored file');
  }
}
