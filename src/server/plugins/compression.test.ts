import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createEvent } from '../test/factories/event-factory';
import { multipartBody, sampleFiles } from '../test/factories/upload-factory';
import { createUser } from '../test/factories/user-factory';
import { actingAs } from '../test/requests';
import { createTestContext, type TestContext } from '../test/test-app';

let context: TestContext;
let api: Awaited<ReturnType<typeof actingAs>>;

beforeAll(async () => {
  context = await createTestContext();
});
afterAll(() => context.close());
beforeEach(async () => {
  await context.reset();
  api = await actingAs(context, await createUser(context.db));
});

/** The body as the client reads it once it has undone the Content-Encoding. */
function decoded(response: LightMyRequestResponse): Buffer {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(response.rawPayload);
  if (encoding === 'gzip') return gunzipSync(response.rawPayload);
  return response.rawPayload;
}

describe('API responses', () => {
  it('compresses a JSON list over 1 KB with br or gzip, as the client asks', async () => {
    for (let i = 0; i < 12; i += 1) await createEvent(context.db);
    const url = '/api/events?limit=100';
    const plain = await api.inject({ url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    for (const encoding of ['br', 'gzip']) {
      const response = await api.inject({ url, headers: { 'accept-encoding': encoding } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.headers['x-total-count']).toBe('12');
      expect(response.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
      expect(JSON.parse(decoded(response).toString())).toEqual(plain.json());
    }
  });

  it('prefers br when a browser accepts several encodings', async () => {
    for (let i = 0; i < 12; i += 1) await createEvent(context.db);
    const response = await api.inject({
      url: '/api/events?limit=100',
      headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
    });
    expect(response.headers['content-encoding']).toBe('br');
  });

  it('leaves a small answer uncompressed', async () => {
    const response = await context.app.inject({
      url: '/api/health',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.length).toBeLessThan(1024);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('answers HEAD without a body', async () => {
    for (let i = 0; i < 12; i += 1) await createEvent(context.db);
    const response = await api.inject({
      method: 'HEAD',
      url: '/api/events?limit=100',
      headers: { 'accept-encoding': 'br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.length).toBe(0);
  });
});

describe('stored files', () => {
  it('go out byte for byte with their length: PDFs and images are not compressed again', async () => {
    for (const [name, content] of [
      ['talk.pdf', sampleFiles.pdf()],
      ['photo.png', sampleFiles.png()],
    ] as const) {
      const upload = await multipartBody(
        { name: 'Slides', type: 'presentation', description: 'Slides of the keynote' },
        { name, content },
      );
      const created = await api.inject({ method: 'POST', url: '/api/assets', ...upload });
      expect(created.statusCode, name).toBe(201);
      const response = await context.app.inject({
        url: created.json().fileUrl,
        headers: { 'accept-encoding': 'gzip, deflate, br' },
      });
      expect(response.statusCode, name).toBe(200);
      expect(response.headers['content-encoding'], name).toBeUndefined();
      expect(response.headers['content-length'], name).toBe(String(content.length));
      expect(response.rawPayload.equals(content), name).toBe(true);
    }
  });
});

describe('the built-in provider', () => {
  it('still answers its discovery document to a client that accepts compression', async () => {
    const response = await context.app.inject({
      url: '/oidc/.well-known/openid-configuration',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.statusCode).toBe(200);
    const document = JSON.parse(decoded(response).toString());
    expect(document.issuer).toBe(context.config.oidc.issuer);
    expect(document.token_endpoint).toMatch(/\/oidc\/token$/);
  });
});
