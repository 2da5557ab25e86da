import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyServerTree, undeclaredPackages } from '../../scripts/server-build.mjs';
import { withDatabase } from './test/postgres-url';
import { databaseKind, embeddedDatabaseIn } from './test/test-database';
import { freePort, spawnServer, waitUntilReady } from './test/server-process';

// A release (package.json, package-lock.json, node_modules, server/) without src/ or a TypeScript
// loader, from the run's one build of dist/server (build-setup.ts).
let tree: string;
const postgresDatabase = `ospo_events_test_${randomBytes(6).toString('hex')}`;

beforeAll(async () => {
  tree = await mkdtemp(path.join(tmpdir(), 'ospo-compiled-'));
  await copyServerTree(tree);
});

afterAll(async () => {
  await rm(tree, { recursive: true, force: true });
});

/**
 * The compiled server's database: on PGlite a DATA_DIR already holding the migrated template (a
 * warm start, as after the first one: initdb would cost this test ~7 s of CPU); on PostgreSQL an
 * empty database, so the server applies every migration from server/db/migrations.
 */
async function databaseEnv(dataDir = path.join(tree, 'data')): Promise<Record<string, string>> {
  if (databaseKind === 'pglite') {
    await embeddedDatabaseIn(dataDir, 'migrated');
    return { DATA_DIR: dataDir };
  }
  const serverUrl = process.env.TEST_DATABASE_URL!;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${postgresDatabase}`);
  await admin.end();
  return { DATA_DIR: dataDir, DATABASE_URL: withDatabase(serverUrl, postgresDatabase) };
}

afterAll(async () => {
  if (databaseKind === 'pglite') return;
  const admin = postgres(process.env.TEST_DATABASE_URL!, { max: 1, onnotice: () => {} });
  await admin.unsafe(`drop database if exists ${postgresDatabase} with (force)`);
  await admin.end();
});

describe('the compiled server', () => {
  it('is plain JavaScript with its migrations and conference snapshot beside it', () => {
    const server = path.join(tree, 'server');
    expect(existsSync(path.join(server, 'main.js'))).toBe(true);
    expect(existsSync(path.join(server, 'db/migrations/meta/_journal.json'))).toBe(true);
    const snapshot = path.join(server, 'features/discovery/snapshot');
    expect(existsSync(path.join(snapshot, 'LICENSE.md'))).toBe(true);
    expect(existsSync(path.join(snapshot, 'conferences/2027/general.json'))).toBe(true);
    const files = readdirSync(server, { recursive: true, encoding: 'utf8' });
    expect(files.filter((file) => file.endsWith('.ts'))).toEqual([]);
  });

  it('starts without tsx, finds its migrations and the package root, and answers', async () => {
    const server = spawnServer(
      { ...(await databaseEnv()), PORT: String(await freePort()), NODE_OPTIONS: '' },
      { cwd: tree, args: ['server/main.js'] },
    );
    try {
      await waitUntilReady(server);
      const version = await fetch(`${server.url}/api/version`).then((r) => r.json());
      expect(version).toMatchObject({ version: server.config.version });
      expect((await fetch(`${server.url}/api/openapi.json`)).status).toBe(200);
      expect((await fetch(`${server.url}/interaction-assets/idp.css`)).status).toBe(200);
      expect(await fetch(`${server.url}/events`).then((r) => r.text())).toMatch(/not built/);
    } finally {
      server.child.kill('SIGTERM');
    }
    expect(await server.exited).toBe(0);
  });
});

describe('the release', () => {
  // Only once (on PGlite): the database does not matter to an install.
  it.runIf(databaseKind === 'pglite')(
    'installs from its own lock with `npm ci --omit=dev` and starts on those packages alone',
    async () => {
      const release = await mkdtemp(path.join(tmpdir(), 'ospo-release-'));
      try {
        for (const entry of ['package.json', 'package-lock.json', 'server']) {
          await cp(path.join(tree, entry), path.join(release, entry), { recursive: true });
        }
        // From npm's cache, which the repository's own install filled; the registry otherwise.
        const install = spawnSync(
          'npm',
          ['ci', '--omit=dev', '--prefer-offline', '--no-audit', '--no-fund'],
          { cwd: release, encoding: 'utf8' },
        );
        expect(install.status, install.stderr).toBe(0);
        const installed = readdirSync(path.join(release, 'node_modules'));
        expect(installed).toEqual(expect.arrayContaining(['fastify', 'postgres']));
        expect(installed).not.toEqual(expect.arrayContaining(['vite']));
        expect(installed).not.toContain('tsx');
        expect(installed).not.toContain('esbuild');

        const server = spawnServer(
          {
            ...(await databaseEnv(path.join(release, 'data'))),
            PORT: String(await freePort()),
            NODE_OPTIONS: '',
          },
          { cwd: release, args: ['server/main.js'] },
        );
        try {
          await waitUntilReady(server);
          expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
        } finally {
          server.child.kill('SIGTERM');
        }
        expect(await server.exited).toBe(0);
      } finally {
        await rm(release, { recursive: true, force: true });
      }
    },
    180_000,
  );
});

describe('the build', () => {
  const dependencies = { fastify: '^5', '@fastify/static': '^10', 'drizzle-orm': '^0.45' };
  const input = (...imports: { path: string; external?: boolean }[]) => ({
    bytes: 1,
    imports: imports.map((entry) => ({ kind: 'import-statement' as const, ...entry })),
  });

  it('accepts imports of production dependencies and of Node itself', () => {
    const metafile = {
      inputs: {
        'src/server/app.ts': input(
          { path: 'fastify', external: true },
          { path: '@fastify/static', external: true },
          { path: 'node:fs', external: true },
          { path: 'crypto', external: true },
          { path: 'src/server/config.ts' },
        ),
        'node_modules/drizzle-orm/index.js': input(),
      },
    };
    expect(undeclaredPackages(metafile, dependencies)).toEqual([]);
  });

  it('names every package a production install would lack, and who uses it', () => {
    const metafile = {
      inputs: {
        'src/server/plugins/idp/idp.plugin.ts': input({
          path: '@fastify/formbody/lib',
          external: true,
        }),
        'src/server/main.ts': input({ path: 'tsx/esm', external: true }),
        'node_modules/left-pad/index.js': input(),
      },
    };
    expect(undeclaredPackages(metafile, dependencies)).toEqual([
      '@fastify/formbody (used by src/server/plugins/idp/idp.plugin.ts)',
      'left-pad (used by node_modules/left-pad/index.js)',
      'tsx (used by src/server/main.ts)',
    ]);
  });
});
