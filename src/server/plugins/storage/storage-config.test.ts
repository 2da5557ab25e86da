import { spawn } from 'node:child_process';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { COMPILED_SERVER, ROOT } from '../../test/compiled';

describe('STORAGE', () => {
  it('keeps files on local disk with the embedded database, in the database with PostgreSQL', () => {
    expect(loadConfig({}).storage).toBe('disk');
    expect(loadConfig({ DATABASE_URL: 'postgres://db/ospo' }).storage).toBe('database');
  });

  it('takes disk or database whatever the database, blank meaning the default', () => {
    expect(loadConfig({ STORAGE: 'database' }).storage).toBe('database');
    expect(loadConfig({ STORAGE: 'disk', DATABASE_URL: 'postgres://db/ospo' }).storage).toBe(
      'disk',
    );
    expect(loadConfig({ STORAGE: ' ', DATABASE_URL: 'postgres://db/ospo' }).storage).toBe(
      'database',
    );
  });

  it('stops on any other value, naming the variable', () => {
    for (const value of ['s3', 'Database', 'local']) {
      expect(() => loadConfig({ STORAGE: value })).toThrow(
        /STORAGE: STORAGE must be disk or database/,
      );
    }
  });

  it('stops a real server process at start-up, naming it, before it opens anything', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'ospo-storage-'));
    try {
      const child = spawn(process.execPath, COMPILED_SERVER, {
        cwd: ROOT,
        env: { ...process.env, TEST_DB: '', DATA_DIR: dataDir, PORT: '0', STORAGE: 'S3' },
      });
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => (output += chunk));
      child.stderr.on('data', (chunk: Buffer) => (output += chunk));
      const code = await new Promise((resolve) => child.once('exit', resolve));
      expect(code).toBe(1);
      expect(output).toContain('STORAGE: STORAGE must be disk or database');
      expect(await readdir(dataDir)).toEqual([]);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
