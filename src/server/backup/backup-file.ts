import { existsSync } from 'node:fs';
import { open, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Config } from '../config';
import { controlRequest, controlSocketPath } from '../control/control-client';
import { openDatabase } from '../db/client';
import { findDataDirOwner, type DataDirOwner } from '../lib/data-dir-lock';
import { createFileStorage } from '../plugins/storage/create-storage';
import { BackupError, FailedBackupError } from './archive-format';
import { archiveTo } from './archive-writer';
import { validateArchive, type ValidArchive } from './validate-archive';

export interface BackupResult extends ValidArchive {
  /** Through the running server's control socket, or straight from the database. */
  via: 'server' | 'database';
  bytes: number;
}

/**
 * Writes a backup of the instance `config` describes to `file`: through the control socket when
 * a server holds DATA_DIR, else from the database itself. The archive goes to FILE.partial, is
 * read back whole, and only then renamed to FILE; on any failure no file is left.
 */
export async function backupToFile(config: Config, file: string): Promise<BackupResult> {
  const target = path.resolve(file);
  const partial = `${target}.partial`;
  const output = await openOutput(file, target, partial);
  try {
    const owner = config.databaseUrl ? null : await findDataDirOwner(config.dataDir);
    if (owner) await fromServer(config, owner, output);
    else await fromDatabase(config, output);
    const valid = await validateArchive(partial, 'The backup');
    const { size } = await stat(partial);
    await rename(partial, target);
    return { ...valid, via: owner ? 'server' : 'database', bytes: size };
  } catch (error) {
    output.destroy();
    await rm(partial, { force: true });
    throw error instanceof FailedBackupError ? new BackupError(error.reason) : error;
  }
}

async function openOutput(file: string, target: string, partial: string): Promise<Writable> {
  if (existsSync(target) && (await stat(target)).isDirectory()) {
    throw new BackupError(`Cannot write ${file}: it is a folder.`);
  }
  try {
    await rm(partial, { force: true });
    // The archive holds password hashes and sign-in sessions: readable by its owner only.
    return (await open(partial, 'w', 0o600)).createWriteStream();
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') {
      throw new BackupError(
        `Cannot write ${file}: the folder ${path.dirname(target)} does not exist.`,
      );
    }
    if (code === 'EACCES' || code === 'EPERM' || code === 'EROFS') {
      throw new BackupError(`Cannot write ${file}: permission denied.`);
    }
    throw error;
  }
}

async function fromServer(config: Config, owner: DataDirOwner, output: Writable): Promise<void> {
  const socket = controlSocketPath(config.dataDir);
  const response = await controlRequest(config.dataDir, '/backup').catch((error: Error) => {
    throw new BackupError(
      `A server (pid ${owner.pid}) holds DATA_DIR ${config.dataDir}, but its control socket ` +
        `${socket} did not answer: ${error.message}`,
    );
  });
  await pipeline(response, output).catch((error: Error) => {
    if (output.errored) throw error;
    throw new BackupError(`The server stopped sending the backup midway: ${error.message}`);
  });
}

async function fromDatabase(config: Config, output: Writable): Promise<void> {
  const pgdata = path.join(config.dataDir, 'pgdata');
  if (!config.databaseUrl && !existsSync(path.join(pgdata, 'PG_VERSION'))) {
    throw new BackupError(`No embedded database in ${pgdata}: is DATA_DIR right?`);
  }
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    migrate: false,
  });
  try {
    const storage = await createFileStorage(config, database.db);
    await archiveTo(
      { db: database.db, kind: database.kind, storage, appVersion: config.version },
      output,
    );
  } finally {
    await database.close();
  }
}
