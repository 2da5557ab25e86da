import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { LIMITS } from '@shared/domain';
import type { Config } from '../../config';
import type { Secrets } from '../../lib/secrets';
import type { FileStorage } from './file-storage';
import { createLocalDiskStorage } from './local-disk-storage';
import { signFileUrl, verifyFileUrl, type SignedFileQuery, type SignOptions } from './signed-urls';

declare module 'fastify' {
  interface FastifyInstance {
    /** Uploaded files (DATA_DIR/uploads on local disk). */
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
    const storage = await createLocalDiskStorage(path.join(options.config.dataDir, 'uploads'));
    const secret = options.secrets.urlSigningKey;
    app.decorate('storage', storage);
    app.decorate('signFileUrl', (key: string, sign?: SignOptions) =>
      signFileUrl(secret, key, sign),
    );
    app.decorate('verifyFileUrl', (key: string, query: SignedFileQuery) =>
      verifyFileUrl(secret, key, query),
    );
  },
  { name: 'storage' },
);
