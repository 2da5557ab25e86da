import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { appRoot, findPackageRoot, isCompiled, serverFile, webRoot } from './app-paths';

const scratch = await mkdtemp(path.join(tmpdir(), 'ospo-paths-'));
afterAll(() => rm(scratch, { recursive: true, force: true }));

describe('app paths', () => {
  it('find the nearest folder holding a package.json, however deep the start', async () => {
    const deep = path.join(scratch, 'app/server/chunks');
    await mkdir(deep, { recursive: true });
    await writeFile(path.join(scratch, 'app/package.json'), '{}');
    expect(findPackageRoot(deep)).toBe(path.join(scratch, 'app'));
  });

  it('say so when no package.json is above', async () => {
    const lonely = path.join(scratch, 'lonely');
    await mkdir(lonely, { recursive: true });
    // tmpdir() itself has no package.json above it on a normal machine.
    if (existsSync(path.join(tmpdir(), 'package.json'))) return;
    expect(() => findPackageRoot(lonely)).toThrow(/No package.json above/);
  });

  it('point into src/server when the server runs as TypeScript (tests, npm run dev)', () => {
    expect(isCompiled).toBe(false);
    expect(existsSync(path.join(appRoot, 'package.json'))).toBe(true);
    expect(existsSync(serverFile('db/migrations/meta/_journal.json'))).toBe(true);
    expect(serverFile('db/migrations')).toBe(path.join(appRoot, 'src/server/db/migrations'));
    expect(webRoot).toBe(path.join(appRoot, 'dist/web'));
  });
});
