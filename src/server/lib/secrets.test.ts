import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { runServerCli } from '../test/backup-helpers';
import { signInViaProvider } from '../test/provider-flow';
import { freePort, spawnServer } from '../test/server-process';
import { createTestContext } from '../test/test-app';
import { openTestDatabase } from '../test/test-database';
import { loadOrCreateSecrets, loadSecrets, newSecrets, publicKeys, type Secrets } from './secrets';

describe('instance secrets', () => {
  it('are created once when eight starts race, private to the owner, and read back unchanged', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'secrets-'));
    try {
      const [first, ...racing] = await Promise.all(
        Array.from({ length: 8 }, () => loadOrCreateSecrets(dir)),
      );
      for (const other of racing) expect(other).toEqual(first);
      expect(await loadOrCreateSecrets(dir)).toEqual(first);
      expect(await readdir(dir)).toEqual(['secrets.json']);
      expect((await stat(path.join(dir, 'secrets.json'))).mode & 0o777).toBe(0o600);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('expose only the public half of signing keys', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'secrets-'));
    try {
      const [key] = publicKeys((await loadOrCreateSecrets(dir)).signingKeys);
      expect(key).toHaveProperty('n');
      expect(key).not.toHaveProperty('d');
      expect(key!.p).toBeUndefined();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('secrets from configuration', () => {
  let dir: string;
  let dataDir: string;
  let shared: Secrets;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'secrets-config-'));
    dataDir = path.join(dir, 'data');
    shared = await newSecrets();
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));
  const fromFile = async (name: string, content: string) => {
    const file = path.join(dir, name);
    await writeFile(file, content, { mode: 0o400 });
    return loadSecrets({ secrets: { source: 'SECRETS_FILE', file }, dataDir });
  };
  const fromJson = (json: string) =>
    loadSecrets({ secrets: { source: 'SECRETS_JSON', json }, dataDir });

  it('reads SECRETS_FILE and never writes it, nor anything in DATA_DIR', async () => {
    const file = path.join(dir, 'mounted.json');
    const text = JSON.stringify(shared);
    await writeFile(file, text, { mode: 0o400 });
    const before = await stat(file);
    const config = loadConfig({ SECRETS_FILE: file, DATA_DIR: dataDir });
    expect(await loadSecrets(config)).toEqual(shared);
    expect(await readFile(file, 'utf8')).toBe(text);
    expect((await stat(file)).mtimeMs).toBe(before.mtimeMs);
    expect(existsSync(dataDir)).toBe(false);
  });

  it('reads SECRETS_JSON, the same document in a variable', async () => {
    const config = loadConfig({ SECRETS_JSON: JSON.stringify(shared), DATA_DIR: dataDir });
    expect(await loadSecrets(config)).toEqual(shared);
    expect(existsSync(dataDir)).toBe(false);
  });

  it('stops on a malformed document, naming the variable and the problem but not the secret', async () => {
    const [key] = shared.signingKeys;
    const broken: [unknown, RegExp][] = [
      [{ ...shared, signingKeys: [] }, /needs signingKeys/],
      [{ ...shared, signingKeys: [{ ...key, kid: undefined }] }, /signingKeys\[0\] needs a kid/],
      [{ ...shared, signingKeys: [key, key] }, /signingKeys\[1\] repeats the kid/],
      [
        { ...shared, signingKeys: [publicKeys([key!])[0]] },
        /signingKeys\[0\] is not a private key/,
      ],
      [
        { ...shared, signingKeys: [{ ...key, n: 'AQAB' }] },
        /signingKeys\[0\] is not a valid private key/,
      ],
      [{ ...shared, cookieKeys: 'one-key' }, /needs cookieKeys/],
      [
        { ...shared, cookieKeys: [shared.cookieKeys[0], 'short-secret'] },
        /cookieKeys\[1\] must be a string of at least 32/,
      ],
      [{ ...shared, urlSigningKey: undefined }, /urlSigningKey must be a string of at least 32/],
      [[shared], /must be a JSON object/],
    ];
    for (const [document, problem] of broken) {
      const error = await fromJson(JSON.stringify(document)).catch((e: Error) => e);
      expect(error).toBeInstanceOf(Error);
      expect((error as Error).message).toMatch(/^SECRETS_JSON /);
      expect((error as Error).message).toMatch(problem);
      for (const secret of [
        shared.urlSigningKey,
        shared.cookieKeys[0]!,
        String(key!.d),
        'short-secret',
      ]) {
        expect((error as Error).message).not.toContain(secret);
      }
    }
  });

  it('says a file is not JSON without quoting it, and names a file it cannot read', async () => {
    const secret = 'p4ssw0rd-that-must-never-show-up-anywhere';
    const error = await fromFile('broken.json', `{"urlSigningKey": ${secret}}`).catch(
      (e: Error) => e,
    );
    expect((error as Error).message).toMatch(/^SECRETS_FILE \(.*broken\.json\) is not valid JSON$/);
    expect((error as Error).message).not.toContain(secret);
    const missing = path.join(dir, 'missing.json');
    await expect(
      loadSecrets({ secrets: { source: 'SECRETS_FILE', file: missing }, dataDir }),
    ).rejects.toThrow(`SECRETS_FILE (${missing}) cannot be read: ENOENT`);
  });

  it("checks DATA_DIR's secrets.json the same way", async () => {
    const own = await mkdtemp(path.join(dir, 'own-'));
    await writeFile(path.join(own, 'secrets.json'), '{"cookieKeys": [');
    await expect(loadOrCreateSecrets(own)).rejects.toThrow(
      `DATA_DIR's ${path.join(own, 'secrets.json')} is not valid JSON`,
    );
  });
});

describe('replicas sharing SECRETS_FILE', () => {
  let dir: string;
  let file: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'secrets-replicas-'));
    file = path.join(dir, 'secrets.json');
    await writeFile(file, JSON.stringify(await newSecrets()), { mode: 0o400 });
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('accept each other’s tokens though each has its own DATA_DIR', async () => {
    const database = await openTestDatabase();
    const [one, two] = [
      await createTestContext({ SECRETS_FILE: file }, { database }),
      await createTestContext({ SECRETS_FILE: file }, { database }),
    ];
    try {
      expect(one.dataDir).not.toBe(two.dataDir);
      const tokens = await signInViaProvider(one, 'demo', 'demo');
      const me = await two.app.inject({
        url: '/api/users/me',
        headers: { authorization: `Bearer ${tokens.access_token}` },
      });
      expect(me.statusCode).toBe(200);
      expect(me.json()).toMatchObject({ username: 'demo' });
      expect(await readdir(one.dataDir)).not.toContain('secrets.json');
    } finally {
      await one.app.close();
      await two.close();
    }
  });

  it('stop a server at start-up when the file is malformed, before the database opens', async () => {
    const bad = path.join(dir, 'bad.json');
    await writeFile(bad, JSON.stringify({ ...(await newSecrets()), urlSigningKey: 'short' }));
    const dataDir = path.join(dir, 'data');
    const server = spawnServer({
      PORT: String(await freePort()),
      DATA_DIR: dataDir,
      SECRETS_FILE: bad,
      DATABASE_URL: '',
    });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain(
      `SECRETS_FILE (${bad}) urlSigningKey must be a string of at least 32 characters`,
    );
    expect(server.output()).not.toContain('short"');
    expect(existsSync(path.join(dataDir, 'pgdata'))).toBe(false);
  });
});

it('new-secrets writes a set that loads, private to its owner, and never replaces a file', async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'secrets-cli-'));
  try {
    const file = path.join(dir, 'ospo.json');
    const made = await runServerCli('new-secrets', [file], {});
    expect(made).toMatchObject({ code: 0, stderr: '' });
    expect(made.stdout).toMatch(/^Wrote new secrets to .*ospo\.json \(mode 0600\)/);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    const text = await readFile(file, 'utf8');
    const secrets = await loadSecrets({ secrets: { source: 'SECRETS_FILE', file }, dataDir: dir });
    expect(secrets.signingKeys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256' });
    const again = await runServerCli('new-secrets', [file], {});
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(/exists: it is never replaced/);
    expect(await readFile(file, 'utf8')).toBe(text);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});
