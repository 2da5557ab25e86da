import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/test-app';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const SCRIPT = Buffer.from(
  Array.from({ length: 300 }, (_, i) => `export const value${i} = ${i};`).join('\n'),
);
const INDEX = Buffer.from(
  `<!doctype html><html><head><title>OSPO Events</title></head><body>${'<p>shell</p>'.repeat(40)}</body></html>`,
);

let context: TestContext;
let webRoot: string;
const files = { scriptBr: Buffer.alloc(0), scriptGz: Buffer.alloc(0), indexBr: Buffer.alloc(0) };

/** A tiny built SPA as the build leaves it: each text file with its .br and .gz beside it. */
async function writeFakeBuild(root: string) {
  files.scriptBr = brotliCompressSync(SCRIPT);
  files.scriptGz = gzipSync(SCRIPT, { level: 9 });
  files.indexBr = brotliCompressSync(INDEX);
  await mkdir(path.join(root, 'assets'), { recursive: true });
  await writeFile(path.join(root, 'assets/main-abc123.js'), SCRIPT);
  await writeFile(path.join(root, 'assets/main-abc123.js.br'), files.scriptBr);
  await writeFile(path.join(root, 'assets/main-abc123.js.gz'), files.scriptGz);
  await writeFile(path.join(root, 'index.html'), INDEX);
  await writeFile(path.join(root, 'index.html.br'), files.indexBr);
  await writeFile(path.join(root, 'index.html.gz'), gzipSync(INDEX, { level: 9 }));
  await writeFile(path.join(root, 'notes.txt'), SCRIPT); // a text file the build left plain
}

beforeAll(async () => {
  webRoot = await mkdtemp(path.join(tmpdir(), 'ospo-web-'));
  await writeFakeBuild(webRoot);
  context = await createTestContext({}, { webRoot });
});
afterAll(async () => {
  await context.close();
  await rm(webRoot, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') =>
  context.app.inject({ method, url, headers });

describe('hashed assets', () => {
  it('answers the brotli file as it is to a browser that accepts br', async () => {
    const response = await get('/assets/main-abc123.js', {
      'accept-encoding': 'gzip, deflate, br, zstd',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
    expect(response.rawPayload.equals(files.scriptBr)).toBe(true);
    expect(brotliDecompressSync(response.rawPayload).equals(SCRIPT)).toBe(true);
  });

  it('answers the gzip file to a client that accepts only gzip', async () => {
    const response = await get('/assets/main-abc123.js', { 'accept-encoding': 'gzip' });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.rawPayload.equals(files.scriptGz)).toBe(true);
  });

  it('answers the plain file without Accept-Encoding or with identity', async () => {
    for (const headers of [{}, { 'accept-encoding': 'identity' }] as Record<string, string>[]) {
      const response = await get('/assets/main-abc123.js', headers);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.headers['content-length']).toBe(String(SCRIPT.length));
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.rawPayload.equals(SCRIPT)).toBe(true);
    }
  });

  it('answers HEAD with the compressed headers and no body', async () => {
    const response = await get('/assets/main-abc123.js', { 'accept-encoding': 'br' }, 'HEAD');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-length']).toBe(String(files.scriptBr.length));
    expect(response.rawPayload.length).toBe(0);
  });

  it('answers 304 to a revalidation with the ETag of the same encoding', async () => {
    const first = await get('/assets/main-abc123.js', { 'accept-encoding': 'br' });
    const etag = String(first.headers.etag);
    const again = await get('/assets/main-abc123.js', {
      'accept-encoding': 'br',
      'if-none-match': etag,
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    const plain = await get('/assets/main-abc123.js');
    expect(plain.headers.etag).not.toBe(etag);
  });

  it('answers byte ranges of the file it chose, never compressing a range again', async () => {
    const encoded = await get('/assets/main-abc123.js', {
      range: 'bytes=0-9',
      'accept-encoding': 'gzip',
    });
    expect(encoded.statusCode).toBe(206);
    expect(encoded.headers['content-encoding']).toBe('gzip');
    expect(encoded.headers['content-range']).toBe(`bytes 0-9/${files.scriptGz.length}`);
    expect(encoded.rawPayload.equals(files.scriptGz.subarray(0, 10))).toBe(true);

    const plain = await get('/notes.txt', { range: 'bytes=0-9', 'accept-encoding': 'br' });
    expect(plain.statusCode).toBe(206);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-range']).toBe(`bytes 0-9/${SCRIPT.length}`);
    expect(plain.rawPayload.equals(SCRIPT.subarray(0, 10))).toBe(true);
  });

  it('compresses a text file the build did not precompress when it is sent', async () => {
    const response = await get('/notes.txt', { 'accept-encoding': 'br' });
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.rawPayload).equals(SCRIPT)).toBe(true);
  });
});

describe('index.html', () => {
  it('is compressed and never cached without revalidation, at / and at client routes', async () => {
    for (const url of ['/', '/events', '/events/42?tab=cfp']) {
      const response = await get(url, { 'accept-encoding': 'br, gzip' });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toMatch(/^text\/html/);
      expect(response.headers['content-encoding'], url).toBe('br');
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.headers.vary, url).toMatch(/accept-encoding/i);
      expect(response.rawPayload.equals(files.indexBr), url).toBe(true);
    }
  });

  it('is plain for a client that accepts no compression', async () => {
    const response = await get('/events');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.rawPayload.equals(INDEX)).toBe(true);
  });
});
