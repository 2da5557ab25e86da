import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadOrCreateSecrets, publicKeys } from './secrets';

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
