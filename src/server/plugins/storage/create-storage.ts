import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { createDatabaseStorage } from './database-storage';
import { isStorageKey, type FileStorage } from './file-storage';
import { createLocalDiskStorage } from './local-disk-storage';

/** The folder local-disk storage uses, and the one `npm run storage:move` empties. */
export const uploadsDir = (dataDir: string) => path.join(dataDir, 'uploads');

/** The storage STORAGE chose: DATA_DIR/uploads, or the tables of `db`. */
export async function createFileStorage(
  config: Pick<Config, 'storage' | 'dataDir'>,
  db: Db,
): Promise<FileStorage> {
  return config.storage === 'database'
    ? createDatabaseStorage(db)
    : createLocalDiskStorage(uploadsDir(config.dataDir));
}

/** Names of stored files (keys) in DATA_DIR/uploads; none when the folder does not exist. */
export async function keysOnDisk(dataDir: string): Promise<string[]> {
  const entries = await readdir(uploadsDir(dataDir), { withFileTypes: true }).catch(
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [];
      throw error;
    },
  );
  return entries
    .filter((entry) => entry.isFile() && isStorageKey(entry.name))
    .map((entry) => entry.name);
}
