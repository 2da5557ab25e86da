import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { afterEach, describe, expect, it } from 'vitest';
import { corruptionsFound } from '../test/database-integrity';
import { withDatabase } from '../test/postgres-url';
import { signInViaProvider } from '../test/provider-flow';
import { freePort, spawnServer, waitUntilReady, type ServerProcess } from '../test/server-process';
import { databaseKind, embeddedDatabaseIn } from '../test/test-database';

const IMPORT_ROWS = 10_000;
/** Rounds per run; CRASH_ROUNDS=20 repeats the kill at as many different moments. */
const ROUNDS = Number(process.env.CRASH_ROUNDS ?? 1);

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function isoDate(day: number): string {
  return new Date(Date.UTC(2027, 0, 1) + day * 86_400_000).toISOString().slice(0, 10);
}

const importBody = (tag: string) =>
  JSON.stringify({
    csvData: Array.from({ length: IMPORT_ROWS }, (_, i) => ({
      Name: `Import ${tag} row ${i}`,
      Link: `https://import.example.org/${i}`,
      Start: isoDate(i % 900),
      End: isoDate((i % 900) + 1),
      Location: 'Lisbon, Portugal',
    })),
    columnMapping: {
      Name: 'name',
      Link: 'link',
      Start: 'start_date',
      End: 'end_date',
      Location: 'location',
    },
    deduplicationMode: 'import',
  });

const eventBody = (name: string) => ({
  name,
  link: 'https://events.example.org/crash',
  location: 'Berlin, Germany',
  startDate: '2027-05-01',
  endDate: '2027-05-02',
});

/** A fresh DATA_DIR, plus a fresh PostgreSQL database when the run is on PostgreSQL. */
async function serverEnvironment(): Promise<Record<string, string>> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'ospo-crash-'));
  cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
  if (databaseKind === 'pglite') {
    await embeddedDatabaseIn(dataDir, 'migrated');
    return { DATA_DIR: dataDir };
  }
  const serverUrl = process.env.TEST_DATABASE_URL!;
  const name = `ospo_events_crash_${randomBytes(5).toString('hex')}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  await admin.end();
  cleanups.push(async () => {
    const cleanup = postgres(serverUrl, { max: 1, onnotice: () => {} });
    await cleanup.unsafe(`drop database if exists ${name} with (force)`);
    await cleanup.end();
  });
  return { DATA_DIR: dataDir, DATABASE_URL: withDatabase(serverUrl, name) };
}

async function start(env: Record<string, string>): Promise<ServerProcess> {
  const server = spawnServer({ ...env, PORT: String(await freePort()) });
  cleanups.push(async () => {
    if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill();
    await server.exited;
  });
  await waitUntilReady(server);
  return server;
}

function api(server: ServerProcess, token: string) {
  return (method: string, url: string, body?: unknown) =>
    fetch(`${server.url}/api${url}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: typeof body === 'string' || body === undefined ? body : JSON.stringify(body),
    });
}

/** Sends writes one after another until stopped, remembering each one the server acknowledged. */
function writeLoop(send: (n: number) => Promise<Response>) {
  const acknowledged: { n: number; body: { id: number; name: string; notes: string | null } }[] =
    [];
  let inFlight: number | undefined;
  let stopped = false;
  const done = (async () => {
    for (let n = 1; !stopped; n++) {
      inFlight = n;
      const response = await send(n).catch(() => undefined);
      if (!response) return; // the connection died with the process
      if (response.ok) acknowledged.push({ n, body: await response.json() });
      inFlight = undefined;
    }
  })();
  return {
    acknowledged,
    inFlight: () => inFlight,
    stop: () => ((stopped = true), done),
  };
}

describe('a hard kill (kill -9) of the server', () => {
  it(
    'loses no acknowledged write, applies a CSV import all or nothing, and the server starts again',
    { timeout: 180_000 * ROUNDS },
    async () => {
      for (let round = 1; round <= ROUNDS; round++) {
        const killAfterMs = 200 + Math.round(Math.random() * 5800);
        const context = `round ${round}, kill ${killAfterMs} ms after the import was sent`;
        const env = await serverEnvironment();
        const first = await start(env);

        if (databaseKind === 'pglite') {
          const second = spawnServer({ ...env, PORT: String(await freePort()) });
          expect(await second.exited, context).toBe(1);
          expect(second.output()).toContain(`DATA_DIR ${env.DATA_DIR} is in use`);
          expect(second.output()).toContain(`pid ${first.child.pid}`);
        }

        const { access_token: token } = await signInViaProvider(first, 'demo', 'demo');
        const call = api(first, token);
        const target = (await (
          await call('POST', '/events', eventBody('Crash target'))
        ).json()) as {
          id: number;
        };
        const creates = writeLoop((n) => call('POST', '/events', eventBody(`Crash write ${n}`)));
        const updates = writeLoop((n) =>
          call('PUT', `/events/${target.id}`, { notes: `update ${n}` }),
        );
        while (creates.acknowledged.length < 20) await new Promise((r) => setTimeout(r, 20));

        const tag = randomBytes(3).toString('hex');
        const importSent = Date.now();
        let importAnswer: string | undefined;
        void call('POST', '/events/import-csv', importBody(tag)).then(
          (response) => (importAnswer = `${response.status} after ${Date.now() - importSent} ms`),
          () => {},
        );

        await new Promise((resolve) =>
          setTimeout(resolve, killAfterMs - (Date.now() - importSent)),
        );
        first.child.kill('SIGKILL');
        await first.exited;
        await Promise.all([creates.stop(), updates.stop()]);

        const restartedAt = Date.now();
        const restarted = await start(env);
        const restartMs = Date.now() - restartedAt;
        if (databaseKind === 'pglite')
          expect(restarted.output(), context).toContain(`lock of pid ${first.child.pid}`);
        const read = api(restarted, token);

        const imported = await read(
          'GET',
          `/events?q=${encodeURIComponent(`Import ${tag}`)}&limit=1`,
        );
        const count = Number(imported.headers.get('x-total-count'));
        if (importAnswer?.startsWith('200')) expect(count, context).toBe(IMPORT_ROWS);
        else expect([0, IMPORT_ROWS], `${context}: ${count} imported`).toContain(count);

        for (const { body } of creates.acknowledged) {
          const stored = await read('GET', `/events/${body.id}`);
          expect(stored.status, `${context}: event ${body.id}`).toBe(200);
          expect(((await stored.json()) as { name: string }).name).toBe(body.name);
        }

        const lastUpdate = updates.acknowledged.at(-1)?.n;
        const possible = [lastUpdate, updates.inFlight()].map((n) => (n ? `update ${n}` : null));
        const stored = (await (await read('GET', `/events/${target.id}`)).json()) as {
          notes: string | null;
        };
        expect(possible, context).toContain(stored.notes);

        expect((await read('POST', '/events', eventBody('After the crash'))).status).toBe(201);
        restarted.child.kill('SIGTERM');
        expect(await restarted.exited).toBe(0);
        expect(await readdir(env.DATA_DIR!)).not.toContain('ospo-events.lock');
        const database = env.DATABASE_URL
          ? { databaseUrl: env.DATABASE_URL }
          : { dataDir: env.DATA_DIR! };
        expect(await corruptionsFound(database), context).toEqual([]);

        console.warn(
          `hard kill ${databaseKind} ${context}: import ${importAnswer ?? 'unanswered'}, ` +
            `${count} imported; ${creates.acknowledged.length} creates and ` +
            `${updates.acknowledged.length} updates acknowledged, all present; ` +
            `restarted in ${restartMs} ms; amcheck clean`,
        );
        for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
      }
    },
  );
});
