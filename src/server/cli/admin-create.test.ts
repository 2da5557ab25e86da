import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client';
import { acquireDataDirLock } from '../lib/data-dir-lock';
import { authenticate } from '../plugins/idp/accounts';
import { runServerCli } from '../test/backup-helpers';
import {
  createEmptyPostgresDatabase,
  databaseKind,
  embeddedDatabaseIn,
} from '../test/test-database';

/**
 * `npm run admin:create` as a real process, on the embedded database in DATA_DIR or
 * (api-postgres) a PostgreSQL database of its own; the password comes on standard input.
 */
let dataDir: string;
let env: Record<string, string>;
let dropDatabase = async () => {};

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'ospo-admin-'));
  env = { DATA_DIR: dataDir, NODE_ENV: 'production', PUBLIC_URL: 'https://events.example.org' };
  if (databaseKind === 'postgres') {
    const database = await createEmptyPostgresDatabase();
    env.DATABASE_URL = database.url;
    dropDatabase = database.drop;
  } else await embeddedDatabaseIn(dataDir, 'migrated');
});
afterAll(async () => {
  await dropDatabase();
  await rm(dataDir, { recursive: true, force: true });
});

const create = (args: string[], password: string, extraEnv: Record<string, string> = {}) =>
  runServerCli(
    'admin-create',
    [...args, '--password-stdin'],
    { ...env, ...extraEnv },
    `${password}\n`,
  );

async function signIn(username: string, password: string) {
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL || undefined, dataDir });
  try {
    return await authenticate(database.db, username, password);
  } finally {
    await database.close();
  }
}

describe('admin:create', () => {
  it('creates an administrator of the built-in provider on an instance with no accounts', async () => {
    const run = await create(
      ['--username', 'grace', '--email', 'grace@example.org', '--name', 'Grace Hopper'],
      'compilers-since-1952',
    );
    expect([run.code, run.stderr]).toEqual([0, '']);
    expect(run.stdout.trim()).toBe(
      'Created the administrator grace (grace@example.org). Sign in at https://events.example.org.',
    );
    const account = await signIn('grace', 'compilers-since-1952');
    expect(account).toMatchObject({ name: 'Grace Hopper', roles: ['user', 'admin'] });
  });

  it('refuses a taken username or email, and bad input, with a one-line reason and exit 1', async () => {
    for (const [args, password, reason] of [
      [
        ['--username', 'GRACE', '--email', 'other@example.org'],
        'another-long-secret',
        'That username is already taken.',
      ],
      [
        ['--username', 'ada', '--email', 'Grace@Example.org'],
        'another-long-secret',
        'That email is already used by another account',
      ],
      [
        ['--username', 'ada', '--email', 'ada@example.org'],
        'short',
        'Password must be at least 10 characters.',
      ],
      [
        ['--username', 'ada', '--email', 'ada@example.org'],
        'password123',
        'That password is too common. Choose one that is harder to guess.',
      ],
      [
        ['--username', '', '--email', 'ada@example.org'],
        'another-long-secret',
        'Give the username with --username.',
      ],
      [
        ['--username', 'ada', '--email', 'not-an-email'],
        'another-long-secret',
        'Give a valid email with --email.',
      ],
    ] as const) {
      const run = await create([...args], password);
      expect([run.code, run.stderr.trim()]).toEqual([1, expect.stringContaining(reason)]);
      expect(run.stderr.trim().split('\n')).toHaveLength(1);
    }
    expect(await signIn('ada', 'another-long-secret')).toBeUndefined();
  });

  it('with an external provider says roles are given there', async () => {
    const run = await create(
      ['--username', 'ada', '--email', 'ada@example.org'],
      'another-long-secret',
      {
        OIDC_ISSUER: 'https://sso.example.org/realms/ospo',
      },
    );
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('give the person the realm role "admin" there');
  });

  it.skipIf(databaseKind === 'postgres')(
    'with the embedded database, refuses while a server holds DATA_DIR',
    async () => {
      const lock = await acquireDataDirLock(dataDir);
      try {
        const run = await create(
          ['--username', 'ada', '--email', 'ada@example.org'],
          'another-long-secret',
        );
        expect(run.code).toBe(1);
        expect(run.stderr).toContain('is in use by another OSPO Events process');
      } finally {
        await lock.release();
      }
    },
  );
});
