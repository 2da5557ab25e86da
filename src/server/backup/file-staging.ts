import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, opendir, rename, rm, rmdir } from 'node:fs/promises';
import path from 'node:path';
import { createLocalDiskStorage } from '../plugins/storage/local-disk-storage';

export interface FileStaging {
  save(key: string, content: AsyncIterable<Uint8Array>): Promise<void>;
  /** Moves every staged file into the uploads folder; the count. */
  publish(): Promise<number>;
  /** Removes the staged files, and the uploads folder when staging created it. */
  discard(): Promise<void>;
}

/**
 * Restored files wait in a hidden folder inside DATA_DIR/uploads (same file system, so each move
 * is an atomic rename) until the database has committed; storage keys never start with a dot.
 */
export async function stageFiles(uploadsDir: string): Promise<FileStaging> {
  const existed = existsSync(uploadsDir);
  await mkdir(uploadsDir, { recursive: true });
  const dir = path.join(uploadsDir, `.restore-${randomUUID()}`);
  const staged = await createLocalDiskStorage(dir);
  return {
    async save(key, content) {
      await staged.save(key, content);
    },
    async publish() {
      let count = 0;
      for await (const entry of await opendir(dir)) {
        await rename(path.join(dir, entry.name), path.join(uploadsDir, entry.name));
        count += 1;
      }
      await rmdir(dir);
      return count;
    },
    async discard() {
      await rm(dir, { recursive: true, force: true });
      if (!existed) await rmdir(uploadsDir).catch(() => {});
    },
  };
}
