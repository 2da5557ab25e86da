// WEB_CONCURRENCY with real OS processes: a primary forking workers that share one port.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { controlRequest } from '../control/control-client';
import { runServerCli } from '../test/backup-helpers';
import { COMPILED_SERVER, ROOT } from '../test/compiled';
import { withDatabase } from '../test/postgres-url';
import { signInViaProvider } from '../test/provider-flow';
import { freePort, spawnServer, waitUntilReady, type ServerProcess } from '../test/server-process';
import { databaseKind } from '../test/test-database';

const folders: string[] = [];
async function dataDir(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'ospo-cluster-'));
  folders.push(dir);
  return dir;
}
afterAll(() => Promise.all(folders.map((dir) => rm(dir, { recursive: true, force: true }))));

/**
 * The server processes whose parent is `pid`, from /proc: the process tree, not anything the
 * server says. Only those running the server's main (a loader's helper could be a child too).
 */
function childPids(pid: number): number[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((name) => {
      try {
        // Field 4 of /proc/PID/stat is the parent pid (after "pid (comm) state").
        const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
        const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
        return (
          parent === pid && /main\.[jt]s\0/.test(readFileSync(`/proc/${name}/cmdline`, 'utf8'))
        );
      } catch {
        return false; // ended meanwhile
      }
    })
    .map(Number);
}

const alive = (pid: number) => existsSync(`/proc/${pid}`);

/** GET on a new connection each time, so node:cluster hands each request to the next worker. */
function getOnNewConnection(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    request(url, { agent: false, headers: { connection: 'close' } }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode!));
    })
      .on('error', reject)
      .end();
  });
}

/** Which worker pids answered requests, from the request log lines (info level). */
function answeringPids(server: ServerProcess, since = 0): Set<number> {
  const pids = new Set<number>();
  for (const line of server.output().slice(since).split('\n')) {
    if (!line.includes('"request completed"')) continue;
    try {
      pids.add((JSON.parse(line) as { pid: number }).pid);
    } catch {
      // the last line, still being written
    }
  }
  return pids;
}

async function waitFor<T>(what: string, probe: () => T | undefined, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('WEB_CONCURRENCY that cannot be', () => {
  // Not spawnServer: it reads the same configuration in this process first, which would throw.
  const startWith = async (env: Record<string, string>) => {
    const child = spawn(process.execPath, COMPILED_SERVER, {
      cwd: ROOT,
      env: { ...process.env, TEST_DB: '', DATA_DIR: await dataDir(), PORT: '0', ...env },
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk));
    const code = await new Promise((resolve) => child.once('exit', resolve));
    return { code, output };
  };

  it('stops start-up naming the variable: above 1 with PGlite', async () => {
    const { code, output } = await startWith({ WEB_CONCURRENCY: '2', DATABASE_URL: '' });
    expect(code).toBe(1);
    expect(output).toMatch(/WEB_CONCURRENCY: must be 1 with the embedded database/);
  });

  it('stops start-up naming the variable: 0, -1, two', async () => {
    for (const value of ['0', '-1', 'two']) {
      const { code, output } = await startWith({
        WEB_CONCURRENCY: value,
        DATABASE_URL: 'postgres://127.0.0.1:1/never-opened',
      });
      expect(code).toBe(1);
      expect(output).toMatch(/WEB_CONCURRENCY must be a whole number of processes from 1 to 256/);
    }
  });
});

describe.runIf(databaseKind === 'postgres')('WEB_CONCURRENCY=2 on PostgreSQL', () => {
  const database = `ospo_events_cluster_${randomBytes(5).toString('hex')}`;
  const serverUrl = process.env.TEST_DATABASE_URL!;
  let server: ServerProcess;
  let folder: string;

  beforeAll(async () => {
    const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
    await admin.unsafe(`create database ${database}`);
    await admin.end();
    folder = await dataDir();
    server = spawnServer({
      PORT: String(await freePort()),
      DATA_DIR: folder,
      DATABASE_URL: withDatabase(serverUrl, database),
      WEB_CONCURRENCY: '2',
      WRITE_RATE_LIMIT: '5',
      LOG_LEVEL: 'info',
    });
    await waitUntilReady(server);
    await waitFor('the ready line', () => server.output().includes(' ready at ') || undefined);
  }, 180_000);

  afterAll(async () => {
    if (server && server.child.exitCode === null) server.child.kill('SIGKILL');
    const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
    await admin.unsafe(`drop database if exists ${database} with (force)`);
    await admin.end();
  });

  it('says it is ready once, with the worker count, and runs two workers under the primary', () => {
    const ready = server.output().match(/ready at .* \(2 processes, pids (\d+), (\d+);/g) ?? [];
    expect(ready).toHaveLength(1);
    expect(server.output().match(/ ready at /g)).toHaveLength(1);
    expect(childPids(server.child.pid!)).toHaveLength(2);
  });

  it('answers on one port from both workers', async () => {
    const since = server.output().length;
    for (let i = 0; i < 10; i++) {
      expect(await getOnNewConnection(`${server.url}/api/health`)).toBe(200);
    }
    const workers = childPids(server.child.pid!);
    await waitFor('request logs', () => answeringPids(server, since).size >= 2 || undefined);
    expect([...answeringPids(server, since)].sort()).toEqual([...workers].sort());
    expect(workers).not.toContain(server.child.pid);
  });

  it('shares the write limit between the workers: it hits at the same total', async () => {
    const { access_token: token } = await signInViaProvider(server, 'demo', 'demo');
    const since = server.output().length;
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) {
      const response = await fetch(`${server.url}/api/events`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, connection: 'close' },
        body: '{}',
      });
      statuses.push(response.status);
    }
    expect(answeringPids(server, since).size).toBe(2);
    expect(statuses.filter((status) => status !== 429)).toHaveLength(5);
    expect(statuses.slice(5)).toEqual([429, 429, 429, 429, 429]);
  });

  it('backs up through PostgreSQL itself, without the control socket', async () => {
    const file = path.join(folder, 'cluster.backup.gz');
    const run = await runServerCli('backup', [file], {
      DATA_DIR: folder,
      DATABASE_URL: withDatabase(serverUrl, database),
    });
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/from the database/);
  });

  it('replaces a killed worker, logs it, and keeps answering (the control socket too)', async () => {
    const status = await controlRequest(folder, '/status');
    const owner = await new Promise<number>((resolve) => {
      let body = '';
      status.on('data', (chunk: Buffer) => (body += chunk));
      status.on('end', () => resolve((JSON.parse(body) as { pid: number }).pid));
    });
    expect(childPids(server.child.pid!)).toContain(owner);

    process.kill(owner, 'SIGKILL');
    // A connection node:cluster hands to a worker in the instant it dies, before the primary
    // notices, is lost (docs/DEPLOYMENT.md, Several processes); from then on all are answered.
    await waitFor(
      'the death to be logged',
      () => server.output().includes(`Worker pid ${owner} was killed by SIGKILL`) || undefined,
    );
    const answered: number[] = [];
    const replaced = new RegExp(`Worker pid (\\d+) replaced pid ${owner} `);
    while (!replaced.test(server.output())) {
      answered.push(await getOnNewConnection(`${server.url}/api/health`));
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(answered.length).toBeGreaterThan(0);
    expect(answered.every((code) => code === 200)).toBe(true);
    expect(server.output()).toContain(`Worker pid ${owner} was killed by SIGKILL`);
    const replacement = Number(replaced.exec(server.output())![1]);
    const workers = childPids(server.child.pid!);
    expect(workers).toHaveLength(2);
    expect(workers).toContain(replacement);
    expect(workers).not.toContain(owner);
    // The replacement took the first worker's place, control socket included.
    const after = await controlRequest(folder, '/status');
    let body = '';
    for await (const chunk of after) body += chunk;
    expect(JSON.parse(body)).toMatchObject({ pid: replacement });
  });

  it('stops every worker on SIGTERM and exits 0', async () => {
    const workers = childPids(server.child.pid!);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(workers.filter(alive)).toEqual([]);
    expect(server.output()).toMatch(/SIGTERM received, stopping 2 workers/);
    expect(server.output()).toMatch(/All workers stopped/);
    expect(existsSync(path.join(folder, 'control.sock'))).toBe(false);
  });
});

describe.runIf(databaseKind === 'postgres')('workers that keep dying at start-up', () => {
  it('are not forked forever: the primary stops with exit 1 and says why', async () => {
    // The primary opens no database, so it starts; every worker fails to reach this one.
    const missing = withDatabase(process.env.TEST_DATABASE_URL!, 'ospo_events_never_created');
    const server = spawnServer({
      PORT: String(await freePort()),
      DATA_DIR: await dataDir(),
      DATABASE_URL: missing,
      WEB_CONCURRENCY: '2',
    });
    expect(await server.exited).toBe(1);
    expect(server.output()).toMatch(
      /workers keep dying while starting \(5 times in 60 s\), so the server stops/,
    );
    expect(server.output()).toMatch(/ospo_events_never_created/);
    expect(childPids(server.child.pid!)).toEqual([]);
  }, 120_000);
});
