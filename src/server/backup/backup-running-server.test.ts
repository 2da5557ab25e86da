import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runServerCli } from '../test/backup-helpers';
import { databaseKind, embeddedDatabaseIn } from '../test/test-database';
import { freePort, spawnServer, waitUntilReady, type ServerProcess } from '../test/server-process';
import { schemaTables } from './schema-tables';
import { validateArchive } from './validate-archive';

let dataDir: string;
let server: ServerProcess;

// About the embedded database's single owner: the same on both test projects, so run once.
const embedded = databaseKind === 'pglite';

beforeAll(async () => {
  if (!embedded) return;
  dataDir = await mkdtemp(path.join(tmpdir(), 'ospo-running-'));
  await embeddedDatabaseIn(dataDir, 'migrated');
  server = spawnServer({ PORT: String(await freePort()), DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
  await waitUntilReady(server);
  // The control socket starts just after the HTTP port answers.
  while (!existsSync(path.join(dataDir, 'control.sock'))) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
});
afterAll(async () => {
  if (server?.child.exitCode === null) server.child.kill('SIGKILL');
  await server?.exited;
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe.runIf(embedded)('backup of a running server on the embedded database', () => {
  it('comes through its control socket as a whole archive', async () => {
    expect((await stat(path.join(dataDir, 'control.sock'))).mode & 0o777).toBe(0o600);
    const file = path.join(dataDir, 'running.backup.gz');
    const run = await runServerCli('backup', [file], { DATA_DIR: dataDir });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(
      new RegExp(
        `^Backed up \\d+ rows of ${schemaTables.length} tables .*through the running server`,
      ),
    );
    const { header, trailer } = await validateArchive(file);
    expect(header).toMatchObject({ format: 'ospo-events-backup', database: 'pglite' });
    // The demo accounts the server created on its empty database.
    expect(trailer.tables.users).toBe(2);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(await readdir(dataDir)).not.toContain('running.backup.gz.partial');
  });

  it('refuses a restore into its DATA_DIR while it runs', async () => {
    const run = await runServerCli('restore', [path.join(dataDir, 'running.backup.gz')], {
      DATA_DIR: dataDir,
    });
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/^A server \(pid \d+, running since .*\) uses DATA_DIR .*: stop it/);
  });

  it('after the server stops, reads the database itself, and the socket is gone', async () => {
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    await expect(stat(path.join(dataDir, 'control.sock'))).rejects.toThrow(/ENOENT/);
    const file = path.join(dataDir, 'stopped.backup.gz');
    const run = await runServerCli('backup', [file], { DATA_DIR: dataDir });
    expect(run.stderr).toBe('');
    expect(run.stdout).toMatch(/from the database/);
    expect((await validateArchive(file)).trailer.tables.users).toBe(2);
  });
});
