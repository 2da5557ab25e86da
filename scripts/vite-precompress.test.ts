import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { PluginOption } from 'vite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import viteConfig from '../vite.config';
import { precompressDirectory } from './vite-precompress';

let dir: string;
const script = Buffer.from(
  Array.from({ length: 400 }, (_, i) => `export const value${i} = ${i};`).join('\n'),
);

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'ospo-precompress-'));
  await mkdir(path.join(dir, 'assets'));
  await writeFile(path.join(dir, 'assets', 'main-abc123.js'), script);
  await writeFile(path.join(dir, 'assets', 'main-abc123.js.map'), script);
  await writeFile(path.join(dir, 'index.html'), `<!doctype html><html>${'<p>hi</p>'.repeat(50)}`);
  await writeFile(path.join(dir, 'tiny.js'), 'x');
  await writeFile(path.join(dir, 'logo.png'), script);
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const read = (name: string) => readFileSync(path.join(dir, name));

describe('precompressDirectory', () => {
  it('writes brotli and gzip siblings that decompress to the original bytes', async () => {
    await precompressDirectory(dir);
    const br = read('assets/main-abc123.js.br');
    const gz = read('assets/main-abc123.js.gz');
    expect(brotliDecompressSync(br)).toEqual(script);
    expect(gunzipSync(gz)).toEqual(script);
    expect(br.length).toBeLessThan(gz.length);
    expect(gunzipSync(read('index.html.gz')).toString()).toMatch(/^<!doctype html>/);
  });

  it('skips source maps, binary files and files that compression would not make smaller', async () => {
    const written = await precompressDirectory(dir);
    expect(written).toBe(4);
    expect((await readdir(dir)).sort()).toEqual([
      'assets',
      'index.html',
      'index.html.br',
      'index.html.gz',
      'logo.png',
      'tiny.js',
    ]);
    expect((await readdir(path.join(dir, 'assets'))).sort()).toEqual([
      'main-abc123.js',
      'main-abc123.js.br',
      'main-abc123.js.gz',
      'main-abc123.js.map',
    ]);
  });

  it('runs after every production build (registered in vite.config.ts)', () => {
    const plugins = (viteConfig.plugins ?? []).flat() as PluginOption[];
    const names = plugins.map((plugin) =>
      plugin && typeof plugin === 'object' && 'name' in plugin ? plugin.name : undefined,
    );
    expect(names).toContain('ospo-precompress');
  });
});
