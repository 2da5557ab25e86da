import { randomUUID } from 'node:crypto';
import { readFileSync, unlinkSync } from 'node:fs';
import { link, mkdir, readFile, rename, stat, unlink, utimes, writeFile } from 'node:fs/promises';
import { hostname } from 'node:os';
import path from 'node:path';

/** The process that holds a DATA_DIR, as written in its lock file. */
export interface DataDirOwner {
  pid: number;
  startedAt: string;
  hostname: string;
}

export interface DataDirLock {
  release(): Promise<void>;
  /** The crashed process whose lock this one replaced, for the start-up log. */
  takenOverFrom?: DataDirOwner;
}

const FILE_NAME = 'ospo-events.lock';
/** The holder touches its lock this often, so that another host can tell a live lock from a dead one. */
const HEARTBEAT_MS = 10_000;
const FOREIGN_STALE_MS = 60_000;
/** Locks this process holds: a lock naming our own pid but missing here is a previous life's. */
const heldHere = new Set<string>();
/** Acquisitions in this process, one at a time per file: between creating a lock and noting it in heldHere another call would judge it a previous life's. */
const acquiring = new Map<string, Promise<unknown>>();

/**
 * Makes this process the only one using DATA_DIR, before the embedded database opens. A lock
 * left by a process that is gone is taken over; one held by a live process throws, naming it.
 */
export function acquireDataDirLock(dataDir: string): Promise<DataDirLock> {
  const file = path.join(dataDir, FILE_NAME);
  const previous = acquiring.get(file) ?? Promise.resolve();
  const next = previous.catch(() => {}).then(() => acquire(file));
  const settled = next.catch(() => {});
  acquiring.set(file, settled);
  void settled.then(() => {
    if (acquiring.get(file) === settled) acquiring.delete(file);
  });
  return next;
}

async function acquire(file: string): Promise<DataDirLock> {
  await mkdir(path.dirname(file), { recursive: true });
  const mine: DataDirOwner = {
    pid: process.pid,
    startedAt: new Date().toISOString(),
    hostname: hostname(),
  };
  const text = JSON.stringify(mine);
  let takenOverFrom: DataDirOwner | undefined;
  for (let attempt = 0; !(await createExclusively(file, text)); attempt++) {
    if (attempt >= 5) throw new Error(`Could not take over the stale lock ${file}: try again`);
    const found = await readLock(file);
    if (!found) continue;
    if (found.owner && (await isAlive(found.owner, file))) throw heldError(file, found.owner);
    takenOverFrom = found.owner ?? undefined;
    await removeIfUnchanged(file, found.text);
  }
  heldHere.add(file);
  const heartbeat = setInterval(() => {
    const now = new Date();
    utimes(file, now, now).catch(() => {});
  }, HEARTBEAT_MS).unref();
  const removeOnExit = () => {
    if (readFileText(file) === text) unlinkSync(file);
  };
  process.once('exit', removeOnExit);
  return {
    takenOverFrom,
    async release() {
      clearInterval(heartbeat);
      process.off('exit', removeOnExit);
      if (heldHere.delete(file) && readFileText(file) === text) await unlink(file);
    },
  };
}

/** Who holds DATA_DIR now; null when nobody does or the holder is gone (a crash left its lock). */
export async function findDataDirOwner(dataDir: string): Promise<DataDirOwner | null> {
  const file = path.join(dataDir, FILE_NAME);
  const found = await readLock(file);
  if (!found?.owner) return null;
  return (await isAlive(found.owner, file)) ? found.owner : null;
}

function heldError(file: string, owner: DataDirOwner): Error {
  const local = owner.hostname === hostname();
  return new Error(
    `DATA_DIR ${path.dirname(file)} is in use by another OSPO Events process ` +
      `(pid ${owner.pid}${local ? '' : ` on host ${owner.hostname}`}, running since ${owner.startedAt}). ` +
      'Only one process may open an embedded database: stop that one first, or give this one ' +
      `another DATA_DIR. If ${local ? `pid ${owner.pid}` : 'that process'} is not OSPO Events ` +
      `(any more), delete ${file}.`,
  );
}

/** link() publishes the whole file at once or not at all, so nobody reads a half-written lock. */
async function createExclusively(file: string, text: string): Promise<boolean> {
  const temporary = `${file}.${process.pid}.${randomUUID()}.tmp`;
  await writeFile(temporary, text);
  try {
    await link(temporary, file);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return false;
  } finally {
    await unlink(temporary);
  }
}

/** undefined: no lock (any more); owner null: unreadable content, treated as stale. */
async function readLock(
  file: string,
): Promise<{ text: string; owner: DataDirOwner | null } | undefined> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  try {
    const owner = JSON.parse(text) as DataDirOwner;
    return Number.isInteger(owner.pid) ? { text, owner } : { text, owner: null };
  } catch {
    return { text, owner: null };
  }
}

function readFileText(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}

/**
 * Moves the stale lock aside and checks it is the one judged stale: when a racing process took
 * it over in between, its fresh lock goes back and the next round finds it alive.
 */
async function removeIfUnchanged(file: string, staleText: string): Promise<void> {
  const aside = `${file}.${process.pid}.${randomUUID()}.stale`;
  try {
    await rename(file, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  const moved = readFileText(aside);
  if (moved !== staleText) await link(aside, file).catch(() => {});
  await unlink(aside);
}

async function isAlive(owner: DataDirOwner, file: string): Promise<boolean> {
  if (owner.hostname !== hostname()) {
    // Another host's pids mean nothing here: only a heartbeat that stopped tells it is gone.
    const touched = await stat(file).then(
      (stats) => stats.mtimeMs,
      () => 0,
    );
    return Date.now() - touched < FOREIGN_STALE_MS;
  }
  // In a container the next life often gets the same pid: ours, but not held here, is stale.
  if (owner.pid === process.pid) return heldHere.has(file);
  try {
    process.kill(owner.pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
