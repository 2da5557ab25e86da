import { spawn, spawnSync } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { databaseKind } from '../test/test-database';
import { acquireDataDirLock, findDataDirOwner } from './data-dir-lock';

let dataDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'ospo-lock-'));
});
afterEach(() => rm(dataDir, { recursive: true, force: true }));

const lockFile = () => path.join(dataDir, 'ospo-events.lock');

/** The pid of a process that has exited, as a crash leaves behind. */
function deadPid(): number {
  return spawnSync(process.execPath, ['-e', '']).pid!;
}

/** Runs a snippet in another Node process with this module loaded, returning its output. */
function inOtherProcess(code: string) {
  const lockModule = new URL('./data-dir-lock.ts', import.meta.url).pathname;
  const script = `import { acquireDataDirLock, findDataDirOwner } from ${JSON.stringify(lockModule)};\n${code}`;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    env: { ...process.env, DATA_DIR: dataDir },
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  return {
    child,
    line: (text: string) =>
      new Promise<void>((resolve, reject) => {
        const check = () => (output.includes(text) ? resolve() : undefined);
        child.stdout.on('data', check);
        child.on('exit', () => reject(new Error(`exited before "${text}": ${output}`)));
        check();
      }),
    exit: () => new Promise<number | null>((resolve) => child.on('exit', resolve)),
    output: () => output,
  };
}

// Only the embedded database takes the lock; the PostgreSQL project would run the same again.
describe.runIf(databaseKind === 'pglite')('the DATA_DIR lock', () => {
  it('records who holds it and refuses a second holder, naming the first', async () => {
    const lock = await acquireDataDirLock(dataDir);
    const written = JSON.parse(await readFile(lockFile(), 'utf8'));
    expect(written).toEqual({
      pid: process.pid,
      startedAt: expect.any(String),
      hostname: hostname(),
    });
    expect(await findDataDirOwner(dataDir)).toEqual(written);

    const refusal = acquireDataDirLock(dataDir);
    await expect(refusal).rejects.toThrow(`DATA_DIR ${dataDir} is in use`);
    await expect(refusal).rejects.toThrow(`pid ${process.pid}`);
    await expect(refusal).rejects.toThrow(`running since ${written.startedAt}`);

    await lock.release();
    expect(await readdir(dataDir)).toEqual([]);
    expect(await findDataDirOwner(dataDir)).toBeNull();
  });

  it('is refused to another process while this one holds it, and free once released', async () => {
    const lock = await acquireDataDirLock(dataDir);
    const other = inOtherProcess(
      `await acquireDataDirLock(process.env.DATA_DIR).catch((e) => { console.log(e.message); process.exit(3); });`,
    );
    expect(await other.exit()).toBe(3);
    expect(other.output()).toContain(`pid ${process.pid}`);
    await lock.release();

    const next = inOtherProcess(
      `await acquireDataDirLock(process.env.DATA_DIR); console.log('held');`,
    );
    await next.exit();
    expect(next.output()).toContain('held');
    expect(await readdir(dataDir)).toEqual([]); // removed when that process exited normally
  });

  it('is seen as held by another live process, and taken over once that process is killed', async () => {
    const holder = inOtherProcess(
      `await acquireDataDirLock(process.env.DATA_DIR); console.log('held'); setInterval(() => {}, 1000);`,
    );
    await holder.line('held');
    expect((await findDataDirOwner(dataDir))?.pid).toBe(holder.child.pid);
    await expect(acquireDataDirLock(dataDir)).rejects.toThrow(`pid ${holder.child.pid}`);

    holder.child.kill('SIGKILL');
    await holder.exit();
    expect(await findDataDirOwner(dataDir)).toBeNull();
    const lock = await acquireDataDirLock(dataDir);
    expect(lock.takenOverFrom?.pid).toBe(holder.child.pid);
    await lock.release();
  });

  it('left by a crash is taken over by exactly one of eight racing starts', async () => {
    const stale = { pid: deadPid(), startedAt: '2020-01-01T00:00:00.000Z', hostname: hostname() };
    await writeFile(lockFile(), JSON.stringify(stale));
    const results = await Promise.allSettled(
      Array.from({ length: 8 }, () => acquireDataDirLock(dataDir)),
    );
    const won = results.filter((result) => result.status === 'fulfilled');
    expect(won).toHaveLength(1);
    expect(won[0]!.value.takenOverFrom).toEqual(stale);
    for (const result of results.filter((r) => r.status === 'rejected'))
      expect(String(result.reason)).toContain(`pid ${process.pid}`);
    await won[0]!.value.release();
    expect(await readdir(dataDir)).toEqual([]);
  });

  it('from another host counts while its heartbeat is fresh and is taken over a minute after', async () => {
    const foreign = { pid: 1, startedAt: '2020-01-01T00:00:00.000Z', hostname: 'elsewhere' };
    await writeFile(lockFile(), JSON.stringify(foreign));
    await expect(acquireDataDirLock(dataDir)).rejects.toThrow('pid 1 on host elsewhere');

    const twoMinutesAgo = new Date(Date.now() - 120_000);
    await utimes(lockFile(), twoMinutesAgo, twoMinutesAgo);
    expect(await findDataDirOwner(dataDir)).toBeNull();
    const lock = await acquireDataDirLock(dataDir);
    expect(lock.takenOverFrom).toEqual(foreign);
    await lock.release();
  });

  it('naming our own pid but not held here is a previous life of this container, so stale', async () => {
    await writeFile(
      lockFile(),
      JSON.stringify({
        pid: process.pid,
        startedAt: '2020-01-01T00:00:00.000Z',
        hostname: hostname(),
      }),
    );
    const lock = await acquireDataDirLock(dataDir);
    expect(lock.takenOverFrom?.startedAt).toBe('2020-01-01T00:00:00.000Z');
    await lock.release();
  });

  it('with unreadable content is treated as stale', async () => {
    await writeFile(lockFile(), '{"pid":');
    const lock = await acquireDataDirLock(dataDir);
    expect(JSON.parse(await readFile(lockFile(), 'utf8')).pid).toBe(process.pid);
    await lock.release();
  });
});
