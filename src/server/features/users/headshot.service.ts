import type { MultipartFile } from '@fastify/multipart';
import { eq } from 'drizzle-orm';
import { HEADSHOT_FILE_EXTENSIONS, LIMITS } from '@shared/domain';
import { ASSET_MESSAGES } from '@shared/schemas/asset';
import { PROFILE_MESSAGES, type User } from '@shared/schemas/user';
import { actAs } from '../../db/audit-actor';
import { users } from '../../db/schema/index';
import { NotFoundError, ValidationError } from '../../lib/errors';
import { can, ensure } from '../../lib/permissions';
import type { CurrentUser } from '../../lib/identity';
import { storeUpload, type UploadPolicy } from '../../plugins/storage/store-upload';
import { removeUnusedFile, toUser, type UserServices } from './users.service';

const HEADSHOT_POLICY: UploadPolicy = {
  field: 'headshot',
  allowedExtensions: HEADSHOT_FILE_EXTENSIONS,
  maxBytes: LIMITS.headshotMaxBytes,
  tooLargeMessage: PROFILE_MESSAGES.headshotTooLarge,
  unsupportedMessage: PROFILE_MESSAGES.headshotType,
};

/**
 * Stores a new headshot for one's own profile and deletes the previous file (with the row change
 * when files live in the database, else after it). The upload is read only after the permission
 * check; if saving the row fails, the new file is removed again.
 */
export async function replaceHeadshot(
  app: UserServices,
  viewer: CurrentUser,
  userId: number,
  receiveFile: () => Promise<MultipartFile | undefined>,
): Promise<User> {
  ensure(can.editProfile(viewer, userId), 'You can only change your own photo');
  const part = await receiveFile();
  if (!part) throw new ValidationError(ASSET_MESSAGES.file, { headshot: ASSET_MESSAGES.file });
  const stored = await storeUpload(app.storage, part, HEADSHOT_POLICY);
  let saved: { row: typeof users.$inferSelect; previousKey: string | null };
  try {
    saved = await app.db.transaction(async (tx) => {
      await actAs(tx, viewer);
      const [current] = await tx
        .select({ headshot: users.headshot })
        .from(users)
        .where(eq(users.id, userId))
        .for('update');
      if (!current) throw new NotFoundError('User not found');
      const [row] = await tx
        .update(users)
        .set({ headshot: stored.key, updatedAt: new Date() })
        .where(eq(users.id, userId))
        .returning();
      const previous = current.headshot;
      const previousGone = !previous || (await app.storage.removeInTransaction(tx, previous));
      return { row: row!, previousKey: previousGone ? null : previous };
    });
  } catch (error) {
    await removeUnusedFile(app, stored.key);
    throw error;
  }
  if (saved.previousKey) await removeUnusedFile(app, saved.previousKey);
  return toUser(saved.row, viewer, app.signFileUrl);
}
