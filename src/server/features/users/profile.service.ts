import { eq } from 'drizzle-orm';
import { PROFILE_MESSAGES, type ProfileUpdate, type User } from '@shared/schemas/user';
import { actAs } from '../../db/audit-actor';
import { users } from '../../db/schema/index';
import { emailOwner, isEmailTaken } from '../../lib/account-emails';
import { ConflictError, NotFoundError } from '../../lib/errors';
import { can, ensure } from '../../lib/permissions';
import { ensureVersion } from '../../lib/record-version';
import type { CurrentUser } from '../../lib/identity';
import { removeUnusedFile, toUser, type UserServices } from './users.service';

const emailTaken = () =>
  new ConflictError(PROFILE_MESSAGES.emailTaken, { email: PROFILE_MESSAGES.emailTaken });

/**
 * Saves one's own profile (nobody else's, admin included). Preferences merge into
 * what is stored; headshot null removes the photo and its file (in the same transaction when
 * files live in the database). An email another account holds (ignoring case) is refused: 409.
 * With `expected` (If-Match), a profile changed since is refused with 412.
 */
export async function updateProfile(
  app: UserServices,
  viewer: CurrentUser,
  userId: number,
  input: ProfileUpdate,
  expected?: number,
): Promise<User> {
  ensure(can.editProfile(viewer, userId), 'You can only edit your own profile');
  const { headshot, preferences, ...fields } = input;
  const { row, removedKey } = await app.db
    .transaction(async (tx) => {
      await actAs(tx, viewer);
      const [current] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
      if (!current) throw new NotFoundError('User not found');
      await ensureVersion(expected, current, () => toUser(current, viewer, app.signFileUrl));
      if (fields.email && (await emailOwner(tx, fields.email, userId)) !== undefined) {
        throw emailTaken();
      }
      const removePhoto = headshot === null && current.headshot !== null;
      const [updated] = await tx
        .update(users)
        .set({
          ...withoutUndefined(fields),
          ...(preferences ? { preferences: { ...current.preferences, ...preferences } } : {}),
          ...(removePhoto ? { headshot: null } : {}),
          updatedAt: new Date(),
        })
        .where(eq(users.id, userId))
        .returning();
      const photoGone =
        !removePhoto || (await app.storage.removeInTransaction(tx, current.headshot!));
      return { row: updated!, removedKey: photoGone ? null : current.headshot };
    })
    .catch((error: unknown) => {
      // Another account took the address between the check and the write: the unique index says so.
      throw isEmailTaken(error) ? emailTaken() : error;
    });
  if (removedKey) await removeUnusedFile(app, removedKey);
  return toUser(row, viewer, app.signFileUrl);
}

function withoutUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(value).filter(([, entry]) => entry !== undefined),
  ) as Partial<T>;
}
