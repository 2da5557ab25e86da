import { cp, mkdtemp, readdir, rm, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, spawnServer } from '../test/server-process';
import { databaseKind, embeddedDatabaseIn } from '../test/test-database';
import { openDatabase } from './client';

let root: string;
let healthy: string;

/** A copy of the healthy DATA_DIR with `damage` done to its pgdata. */
async function damagedCopy(name: string, damage: (pgdata: string) => Promise<void>) {
  const dataDir = path.join(root, name);
  await cp(healthy, dataDir, { recursive: true });
  await damage(path.join(dataDir, 'pgdata'));
  return dataDir;
}

const deleteWal = async (pgdata: string) => {
  const segments = (await readdir(path.join(pgdata, 'pg_wal'))).filter((f) =>
    /^[0-9A-F]{24}$/.test(f),
  );
  expect(segments.length).toBeGreaterThan(0);
  for (const segment of segments) await rm(path.join(pgdata, 'pg_wal', segment));
};
const truncateControl = (pgdata: string) => truncate(path.join(pgdata, 'global/pg_control'), 0);
const zeroControl = (pgdata: string) =>
  writeFile(path.join(pgdata, 'global/pg_control'), Buffer.alloc(8192));

describe.runIf(databaseKind === 'pglite')('an embedded database that cannot be opened', () => {
  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'ospo-damaged-'));
    healthy = path.join(root, 'healthy');
    await embeddedDatabaseIn(healthy, 'migrated');
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it.each([
    ['its WAL is deleted', deleteWal, 'could not locate a valid checkpoint record'],
    ['pg_control is truncated', truncateControl, 'could not read file "global/pg_control"'],
    ['pg_control is zeroed', zeroControl, 'database files are incompatible with server'],
  ])(
    'is refused when %s, naming PostgreSQL’s reason and the restore',
    async (name, damage, reason) => {
      const dataDir = await damagedCopy(name.replace(/\W+/g, '-'), damage);
      const opening = openDatabase({ dataDir });
      await expect(opening).rejects.toThrow(
        `The embedded database in ${path.join(dataDir, 'pgdata')} cannot be opened: `,
      );
      await expect(opening).rejects.toThrow(reason);
      await expect(opening).rejects.toThrow(
        'Restore the latest backup with `npm run restore -- FILE` into an empty DATA_DIR',
      );
      await expect(opening).rejects.not.toThrow('Aborted()');
      expect(await readdir(dataDir)).not.toContain('ospo-events.lock');
    },
  );

  it('stops a real start-up with that message and exit code 1', async () => {
    const dataDir = await damagedCopy('start-up', deleteWal);
    const server = spawnServer({ DATA_DIR: dataDir, PORT: String(await freePort()) });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain(
      'cannot be opened: could not locate a valid checkpoint record',
    );
    expect(server.output()).toContain('npm run restore -- FILE');
    expect(server.output()).not.toContain('Aborted()');
    expect(await readdir(dataDir)).not.toContain('ospo-events.lock');
  });
});
