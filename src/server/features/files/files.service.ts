import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { assets, users } from '../../db/schema/index';
import { ForbiddenError, NotFoundError } from '../../lib/errors';
import { isStorageKey } from '../../plugins/storage/file-storage';
import { mimeTypeOfKey } from '../../plugins/storage/file-types';
import type { SignedFileQuery } from '../../plugins/storage/signed-urls';

type FileServices = Pick<FastifyInstance, 'db' | 'storage' | 'verifyFileUrl' | 'log'>;

export interface ServedFile {
  key: string;
  /** Name to offer the browser, from the record that owns the file. */
  name: string;
  mimeType: string;
  size: number;
  secondsLeft: number;
}

/**
 * Checks a signed link and finds the record owning its file: an asset or a user's headshot.
 * A file no record points at is never served.
 */
export async function findSignedFile(
  app: FileServices,
  key: string,
  query: SignedFileQuery,
): Promise<ServedFile> {
  const secondsLeft = app.verifyFileUrl(key, query);
  if (secondsLeft === null || !isStorageKey(key)) {
    throw new ForbiddenError('Link is invalid or has expired');
  }
  const [owner] = await app.db
    .select({ name: assets.name, mimeType: assets.mimeType })
    .from(assets)
    .where(eq(assets.filePath, key))
    .unionAll(
      app.db
        .select({ name: sql<string>`'headshot'`, mimeType: sql<string>`''` })
        .from(users)
        .where(eq(users.headshot, key)),
    )
    .limit(1);
  if (!owner) throw new NotFoundError('File not found');
  const stored = await app.storage.stat(key);
  if (!stored) throw missingFile(app, key);
  return {
    key,
    name: owner.name,
    mimeType: owner.mimeType || mimeTypeOfKey(key),
    size: stored.size,
    secondsLeft,
  };
}

/**
 * A record names the file but storage has no (complete) bytes for it: lost from disk, or rows
 * deleted by hand. A 404 that says so, and a warning for whoever runs the instance.
 */
export function missingFile(app: Pick<FastifyInstance, 'log'>, key: string): NotFoundError {
  app.log.warn({ key }, 'a record names a stored file whose bytes are missing');
  return new NotFoundError('The file of this record is missing from storage');
}
