import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { newStorageKey, type FileStorage } from './file-storage';
import { createLocalDiskStorage } from './local-disk-storage';

let root: string;
let storage: FileStorage;

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'ospo-storage-'));
  storage = await createLocalDiskStorage(root);
});
afterEach(() => rm(root, { recursive: true, force: true }));

async function* chunks(...parts: string[]) {
  for (const part of parts) yield Buffer.from(part);
}

describe('local disk storage', () => {
  it('saves, stats, opens and removes a file', async () => {
    const key = newStorageKey('pdf');
    expect(await storage.save(key, chunks('%PDF-', 'hello'))).toEqual({ size: 10 });
    expect(await storage.stat(key)).toEqual({ size: 10 });
    expect(await text((await storage.open(key))!)).toBe('%PDF-hello');
    await storage.remove(key);
    expect(await storage.stat(key)).toBeNull();
    expect(await storage.open(key)).toBeNull();
    await expect(storage.remove(key)).resolves.toBeUndefined();
  });

  it('leaves neither the file nor a temporary file when the content fails midway', async () => {
    const key = newStorageKey('pdf');
    async function* failing() {
      yield Buffer.from('%PDF-');
      throw new Error('too large');
    }
    await expect(storage.save(key, failing())).rejects.toThrow('too large');
    expect(await readdir(root)).toEqual([]);
  });

  it('refuses anything that is not a generated key', async () => {
    await expect(storage.save('../escape.pdf', chunks('x'))).rejects.toThrow();
    expect(await storage.stat('../../etc/passwd')).toBeNull();
    expect(await storage.open('secrets.json')).toBeNull();
    expect(await readdir(path.dirname(root))).not.toContain('escape.pdf');
  });

  it('creates the folder again when it was removed since start-up', async () => {
    await rm(root, { recursive: true });
    const key = newStorageKey('pdf');
    expect(await storage.save(key, chunks('%PDF-1'))).toEqual({ size: 6 });
    expect(await readdir(root)).toEqual([key]);
  });

  it('reads a stream source too', async () => {
    const key = newStorageKey('zip');
    await storage.save(key, Readable.from([Buffer.from('PK'), Buffer.from('\u0003\u0004')]));
    expect((await storage.stat(key))!.size).toBe(4);
  });
});
