import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, open, rename, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { isStorageKey, type FileStorage } from './file-storage';

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/** Opens a new file for writing; a root folder removed since start-up is created again. */
async function openCreatingRoot(root: string, file: string) {
  try {
    return await open(file, 'wx', 0o640);
  } catch (error) {
    if (!isMissing(error)) throw error;
    await mkdir(root, { recursive: true });
    return open(file, 'wx', 0o640);
  }
}

/** Files in one folder (DATA_DIR/uploads), written to a temporary name then renamed into place. */
export async function createLocalDiskStorage(root: string): Promise<FileStorage> {
  await mkdir(root, { recursive: true });

  const pathOf = (key: string) => {
    if (!isStorageKey(key)) throw new Error('Not a storage key');
    return path.join(root, key);
  };

  return {
    kind: 'disk',

    async save(key, content) {
      const target = pathOf(key);
      // Same folder as the target, so the rename is atomic; the dot keeps it apart from keys.
      const temporary = path.join(root, `.${randomUUID()}.part`);
      let size = 0;
      async function* counted() {
        for await (const chunk of content) {
          size += chunk.length;
          yield chunk;
        }
      }
      // Opened before streaming, so the file exists and is removed however the stream ends.
      const handle = await openCreatingRoot(root, temporary);
      try {
        await pipeline(counted, handle.createWriteStream());
        await rename(temporary, target);
      } catch (error) {
        await handle.close().catch(() => {});
        await unlink(temporary).catch(() => {});
        throw error;
      }
      return { size };
    },

    async open(key) {
      if (!isStorageKey(key)) return null;
      const stream = createReadStream(pathOf(key));
      return new Promise<Readable | null>((resolve, reject) => {
        stream.once('open', () => resolve(stream));
        stream.once('error', (error) => (isMissing(error) ? resolve(null) : reject(error)));
      });
    },

    async stat(key) {
      if (!isStorageKey(key)) return null;
      try {
        const info = await stat(pathOf(key));
        return info.isFile() ? { size: info.size } : null;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async remove(key) {
      if (!isStorageKey(key)) return;
      await unlink(pathOf(key)).catch((error: unknown) => {
        if (!isMissing(error)) throw error;
      });
    },

    // A file cannot be deleted with a rollback in reserve: the caller removes it after the commit.
    removeInTransaction: () => Promise.resolve(false),
  };
}
