import { and, eq, sql } from 'drizzle-orm';
import type { Asset, AssetUpdate } from '@shared/schemas/asset';
import { actAs } from '../../db/audit-actor';
import { assets } from '../../db/schema/index';
import { NotFoundError } from '../../lib/errors';
import { can, ensure } from '../../lib/permissions';
import { ensureVersion } from '../../lib/record-version';
import type { CurrentUser } from '../../lib/identity';
import {
  ensureLinksExist,
  ensureTripLink,
  linkViolation,
  selectAssets,
  toAsset,
  type AssetServices,
} from './asset-rows';
import { assetTripVisibleSql } from '../trips/public';

/** One asset; a receipt of a trip the viewer does not see is "not found", as if it did not exist. */
export async function getAsset(
  app: AssetServices,
  viewer: CurrentUser,
  id: number,
): Promise<Asset> {
  const visible = assetTripVisibleSql(
    assets,
    sql`${viewer.id}::int`,
    sql`${can.administer(viewer)}`,
  );
  const [row] = await selectAssets(app.db).where(and(eq(assets.id, id), visible));
  if (!row) throw new NotFoundError('Asset not found');
  return toAsset(row, app.signFileUrl);
}

async function findOwnership(app: AssetServices, id: number) {
  const [row] = await app.db
    .select({ uploadedBy: assets.uploadedBy, filePath: assets.filePath })
    .from(assets)
    .where(eq(assets.id, id));
  if (!row) throw new NotFoundError('Asset not found');
  return row;
}

/** Edits name, type or description, or links / unlinks an event, CFP submission, talk or trip. */
export async function updateAsset(
  app: AssetServices,
  viewer: CurrentUser,
  id: number,
  input: AssetUpdate,
  expected?: number,
): Promise<Asset> {
  const changes = Object.fromEntries(
    Object.entries(input).filter(([, value]) => value !== undefined),
  );
  try {
    return await app.db.transaction(async (tx) => {
      await actAs(tx, viewer);
      const [current] = await tx
        .select({
          uploadedBy: assets.uploadedBy,
          version: assets.version,
          type: assets.type,
          mimeType: assets.mimeType,
        })
        .from(assets)
        .where(eq(assets.id, id))
        .for('update');
      if (!current) throw new NotFoundError('Asset not found');
      const scoped: AssetServices = {
        db: tx,
        storage: app.storage,
        signFileUrl: app.signFileUrl,
        log: app.log,
      };
      await ensureVersion(expected, current, () => getAsset(scoped, viewer, id));
      await ensureLinksExist(tx, input);
      const type = input.type ?? current.type;
      await ensureTripLink(tx, viewer, { ...current, type, tripId: input.tripId }, 'tripId');
      await tx
        .update(assets)
        .set({ ...changes, updatedById: viewer.id, updatedAt: new Date() })
        .where(eq(assets.id, id));
      return getAsset(scoped, viewer, id);
    });
  } catch (error) {
    throw linkViolation(error) ?? error;
  }
}

/**
 * Deletes an asset (its uploader or an admin) and its stored file: in the same transaction when
 * files live in the database, else once the row is gone.
 */
export async function deleteAsset(app: AssetServices, viewer: CurrentUser, id: number) {
  const current = await findOwnership(app, id);
  ensure(
    can.deleteRecord(viewer, { createdById: current.uploadedBy }),
    'Only the uploader or an admin can delete this asset',
  );
  const { filePath } = current;
  const fileGone = await app.db.transaction(async (tx) => {
    await actAs(tx, viewer);
    await tx.delete(assets).where(eq(assets.id, id));
    return !filePath || app.storage.removeInTransaction(tx, filePath);
  });
  if (!fileGone) await removeStoredFile(app, filePath!);
}

/** Removes a file after its row is gone; a leftover file is harmless, so a failure only logs. */
export async function removeStoredFile(app: AssetServices, key: string): Promise<void> {
  try {
    await app.storage.remove(key);
  } catch (error) {
    app.log.warn({ err: error, key }, 'could not remove a stored file');
  }
}
