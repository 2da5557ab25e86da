import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { LIMITS } from '@shared/domain';
import type { Config } from '../../config';
import type { Secrets } from '../../lib/secrets';
import { createFileStorage, keysOnDisk, uploadsDir } from './create-storage';
import { createDatabaseStorage } from './database-storage';
import type { FileStorage } from './file-storage';
import { signFileUrl, verifyFileUrl, type SignedFileQuery, type SignOptions } from './signed-urls';

declare module 'fastify' {
  interface FastifyInstance {
    /** Uploaded files: DATA_DIR/uploads on local disk, or the database's tables (STORAGE). */
    storage: FileStorage;
    /** A short-lived signed link `/api/files/{key}?expires=…&signature=…` to a stored file. */
    signFileUrl(key: string, options?: SignOptions): string;
    /** Seconds a signed link has left, or null when it is tampered with or expired. */
    verifyFileUrl(key: string, query: SignedFileQuery): number | null;
  }
}

/** Options for @fastify/multipart on upload routes: one file, one byte over the limit to detect it. */
export const MULTIPART_OPTIONS = {
  limits: {
    fileSize: LIMITS.uploadMaxBytes + 1,
    files: 1,
    fields: 20,
    parts: 21,
    fieldSize: 1024 * 1024,
  },
};

/** File storage and the signing of file links (files leave only through signed URLs). */
export const storagePlugin = fp(
  async (app: FastifyInstance, options: { config: Config; secrets: Secrets }) => {
    const { config } = options;
    const storage = await createFileStorage(config, app.db);
    if (config.storage === 'database') await checkDatabaseStorage(app, config);
    const secret = options.secrets.urlSigningKey;
    app.decorate('storage', storage);
    app.decorate('signFileUrl', (key: string, sign?: SignOptions) =>
      signFileUrl(secret, key, sign),
    );
    app.decorate('verifyFileUrl', (key: string, query: SignedFileQuery) =>
      verifyFileUrl(secret, key, query),
    );
  },
  { name: 'storage', dependencies: ['db'] },
);

/**
 * At start-up with STORAGE=database: deletes uploads a crash left unfinished, and warns when
 * DATA_DIR/uploads still holds files, which this server does not serve (storage:move moves them).
 */
async function checkDatabaseStorage(app: FastifyInstance, config: Config): Promise<void> {
  const storage = createDatabaseStorage(app.db);
  const abandoned = await storage.removeAbandoned();
  if (abandoned) app.log.info(`Deleted ${abandoned} file uploads a crash had left unfinished`);
  const notMoved = await storage.missingOf(await keysOnDisk(config.dataDir));
  const count = notMoved.length;
  if (count) {
    app.log.warn(
      `STORAGE=database, but ${count} ${count === 1 ? 'file' : 'files'} in ` +
        `${uploadsDir(config.dataDir)} ${count === 1 ? 'is' : 'are'} not in the database, and ` +
        'only the database is served: move them with `npm run storage:move`, or set ' +
        'STORAGE=disk (docs/DEPLOYMENT.md)',
    );
  }
}
