// Two app processes on one PostgreSQL, as two replicas on two machines would run: separate OS
// processes, separate DATA_DIRs (nothing shared on disk), the same SECRETS_FILE provisioned to
// both, one database. Whatever else they must agree on has to go through PostgreSQL.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { serverFile } from './lib/app-paths';
import { loadOrCreateSecrets } from './lib/secrets';
import { sampleFiles, multipartBody } from './test/factories/upload-factory';
import { withDatabase } from './test/postgres-url';
import { signInViaProvider } from './test/provider-flow';
import { freePort, spawnServer, waitUntilReady, type ServerProcess } from './test/server-process';
import { databaseKind } from './test/test-database';

const database = `ospo_events_pair_${randomBytes(5).toString('hex')}`;
const folders: string[] = [];
let first: ServerProcess;
let second: ServerProcess;
let token: string;

async function dataDir(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'ospo-pair-'));
  folders.push(dir);
  return dir;
}

function api(server: ServerProcess) {
  return (method: string, url: string, body?: unknown) =>
    fetch(`${server.url}/api${url}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
}

const eventBody = (name: string) => ({
  name,
  link: 'https://events.example.org/pair',
  location: 'Lisbon, Portugal',
  startDate: '2027-06-01',
  endDate: '2027-06-02',
});

describe.runIf(databaseKind === 'postgres')('two app processes on one PostgreSQL', () => {
  beforeAll(async () => {
    const serverUrl = process.env.TEST_DATABASE_URL!;
    const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
    await admin.unsafe(`create database ${database}`);
    await admin.end();
    // One set of secrets given to both, as docs/DEPLOYMENT.md asks of replicas.
    const secretsDir = await dataDir();
    await loadOrCreateSecrets(secretsDir);
    const [dirA, dirB] = [await dataDir(), await dataDir()];
    const env = {
      DATABASE_URL: withDatabase(serverUrl, database),
      SECRETS_FILE: path.join(secretsDir, 'secrets.json'),
      WEB_CONCURRENCY: '1',
    };
    // Started together on an empty database: both reach the migrations at once.
    const [portA, portB] = [await freePort(), await freePort()];
    first = spawnServer({ ...env, DATA_DIR: dirA, PORT: String(portA) });
    second = spawnServer({ ...env, DATA_DIR: dirB, PORT: String(portB) });
    await Promise.all([waitUntilReady(first), waitUntilReady(second)]);
    ({ access_token: token } = await signInViaProvider(first, 'demo', 'demo'));
  }, 180_000);

  afterAll(async () => {
    for (const server of [first, second]) {
      if (server && server.child.exitCode === null) server.child.kill('SIGTERM');
    }
    await Promise.all([first?.exited, second?.exited]);
    const admin = postgres(process.env.TEST_DATABASE_URL!, { max: 1, onnotice: () => {} });
    await admin.unsafe(`drop database if exists ${database} with (force)`);
    await admin.end();
    await Promise.all(folders.map((dir) => rm(dir, { recursive: true, force: true })));
  });

  it('applied every migration exactly once though both started at the same time', async () => {
    const client = postgres(withDatabase(process.env.TEST_DATABASE_URL!, database), {
      max: 1,
      onnotice: () => {},
    });
    try {
      const applied = await client`select hash from drizzle.__drizzle_migrations order by id`;
      const expected = readMigrationFiles({ migrationsFolder: serverFile('db/migrations') });
      expect(applied.map((row) => row.hash)).toEqual(expected.map((migration) => migration.hash));
    } finally {
      await client.end();
    }
    expect(first.output() + second.output()).not.toMatch(/error/i);
  });

  it('accepts on one process the sign-in made through the other', async () => {
    const me = await api(second)('GET', '/users/me');
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ username: 'demo' });
  });

  it('serves through one process, by its signed link, a file uploaded through the other', async () => {
    const content = sampleFiles.png();
    const body = await multipartBody(
      { name: 'Pair slides', type: 'presentation', description: 'Uploaded on one replica' },
      { name: 'slides.png', content, type: 'image/png' },
    );
    const uploaded = await fetch(`${first.url}/api/assets`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, ...body.headers },
      body: new Uint8Array(body.payload),
    });
    expect(uploaded.status).toBe(201);
    const { id } = (await uploaded.json()) as { id: number };
    const asset = (await (await api(second)('GET', `/assets/${id}`)).json()) as {
      fileUrl: string;
    };
    const download = await fetch(new URL(asset.fileUrl, second.url));
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer()).equals(content)).toBe(true);
  });

  it('loses none of 20 concurrent writes split across both', async () => {
    const names = Array.from({ length: 20 }, (_, i) => `Pair write ${i}`);
    const answers = await Promise.all(
      names.map((name, i) => api(i % 2 ? second : first)('POST', '/events', eventBody(name))),
    );
    expect(answers.map((answer) => answer.status)).toEqual(names.map(() => 201));
    const ids = await Promise.all(
      answers.map(async (a) => ((await a.json()) as { id: number }).id),
    );
    expect(new Set(ids).size).toBe(20);
    for (const server of [first, second]) {
      const events = (await (
        await api(server)('GET', `/events?q=${encodeURIComponent('Pair write')}&limit=50`)
      ).json()) as { name: string }[];
      const listed = events.map((event) => event.name).sort();
      expect(listed).toEqual([...names].sort());
    }
  });
});
