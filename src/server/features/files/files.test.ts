import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { newStorageKey } from '../../plugins/storage/file-storage';
import {
  clearStoredFiles,
  multipartBody,
  sampleFiles,
  type UploadFile,
} from '../../test/factories/upload-factory';
import { createUser } from '../../test/factories/user-factory';
import { actingAs } from '../../test/requests';
import { createTestContext, type TestContext } from '../../test/test-app';

let context: TestContext;

beforeAll(async () => {
  context = await createTestContext();
});
afterAll(() => context.close());
beforeEach(async () => {
  vi.useRealTimers();
  await context.reset();
  await clearStoredFiles(context.dataDir);
});

async function uploadAsset(file: UploadFile, name = 'Keynote "final" slides') {
  const user = await createUser(context.db);
  const body = await multipartBody(
    { name, type: 'presentation', description: 'Slides of the opening keynote' },
    file,
  );
  const response = await (
    await actingAs(context, user)
  ).inject({ method: 'POST', url: '/api/assets', ...body });
  expect(response.statusCode).toBe(201);
  const fileUrl: string = response.json().fileUrl;
  return { fileUrl, key: fileUrl.split('?')[0]!.split('/').pop()! };
}

const withQuery = (fileUrl: string, change: (query: URLSearchParams) => void) => {
  const [pathname, search] = fileUrl.split('?');
  const query = new URLSearchParams(search);
  change(query);
  return `${pathname}?${query}`;
};

describe('GET /api/files/{key}', () => {
  it('serves an image inline with its stored type, nosniff and a private cache', async () => {
    const { fileUrl } = await uploadAsset({ name: 'p.png', content: sampleFiles.png() });
    const response = await context.app.inject({ url: fileUrl });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(sampleFiles.png())).toBe(true);
    expect(response.headers).toMatchObject({
      'content-type': 'image/png',
      'content-length': String(sampleFiles.png().length),
      'x-content-type-options': 'nosniff',
      'content-disposition': `inline; filename="Keynote final slides.png"; filename*=UTF-8''Keynote%20final%20slides.png`,
    });
    expect(response.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
    const maxAge = Number(String(response.headers['cache-control']).split('=')[1]);
    expect(maxAge).toBeGreaterThan(14 * 60);
    expect(maxAge).toBeLessThanOrEqual(20 * 60);
  });

  it('offers other types as a download named after the asset', async () => {
    const { fileUrl } = await uploadAsset(
      { name: 'x.docx', content: sampleFiles.docx() },
      'Bio ü/..',
    );
    const response = await context.app.inject({ url: fileUrl });
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="Bio _.docx"; filename*=UTF-8''Bio%20%C3%BC.docx`,
    );
  });

  it('answers HEAD with the headers and no body', async () => {
    const { fileUrl } = await uploadAsset({ name: 'talk.pdf', content: sampleFiles.pdf() });
    const response = await context.app.inject({ method: 'HEAD', url: fileUrl });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-length']).toBe(String(sampleFiles.pdf().length));
    expect(response.body).toBe('');
  });

  it.each([
    [
      'a tampered signature',
      // Always a different first character: replacing it with a fixed one left 1 in 64 unchanged.
      (q: URLSearchParams) => {
        const signature = q.get('signature')!;
        q.set('signature', (signature[0] === 'A' ? 'B' : 'A') + signature.slice(1));
      },
    ],
    [
      'a longer expiry',
      (q: URLSearchParams) => q.set('expires', String(Number(q.get('expires')) + 60)),
    ],
    ['no signature', (q: URLSearchParams) => q.delete('signature')],
    ['no expiry', (q: URLSearchParams) => q.delete('expires')],
    ['a padded signature', (q: URLSearchParams) => q.set('signature', `${q.get('signature')}=`)],
  ])('refuses %s with 403 on GET and HEAD', async (_case, change) => {
    const { fileUrl } = await uploadAsset({ name: 'p.png', content: sampleFiles.png() });
    for (const method of ['GET', 'HEAD'] as const) {
      const response = await context.app.inject({ method, url: withQuery(fileUrl, change) });
      expect(response.statusCode).toBe(403);
    }
    const response = await context.app.inject({ url: withQuery(fileUrl, change) });
    expect(response.json()).toEqual({ message: 'Link is invalid or has expired' });
  });

  it('refuses a signature made for another file', async () => {
    const first = await uploadAsset({ name: 'a.png', content: sampleFiles.png() });
    const second = await uploadAsset({ name: 'b.gif', content: sampleFiles.gif() });
    const borrowed = `/api/files/${second.key}?${first.fileUrl.split('?')[1]}`;
    expect((await context.app.inject({ url: borrowed })).statusCode).toBe(403);
  });

  it('refuses an expired link', async () => {
    const { key } = await uploadAsset({ name: 'a.png', content: sampleFiles.png() });
    const expired = context.app.signFileUrl(key, { expiresIn: -1 });
    expect((await context.app.inject({ url: expired })).statusCode).toBe(403);
  });

  it('stops working once the clock passes the expiry', async () => {
    const { fileUrl } = await uploadAsset({ name: 'a.png', content: sampleFiles.png() });
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 21 * 60 * 1000);
    expect((await context.app.inject({ url: fileUrl })).statusCode).toBe(403);
  });

  it('never serves a file no record points at, even with a valid signature', async () => {
    const key = newStorageKey('png');
    await writeFile(path.join(context.dataDir, 'uploads', key), sampleFiles.png());
    const response = await context.app.inject({ url: context.app.signFileUrl(key) });
    expect(response.statusCode).toBe(404);
  });

  it('answers 404 with a message when the file of a record is gone from storage', async () => {
    const { fileUrl, key } = await uploadAsset({ name: 'a.png', content: sampleFiles.png() });
    await rm(path.join(context.dataDir, 'uploads', key));
    for (const method of ['GET', 'HEAD'] as const) {
      const response = await context.app.inject({ method, url: fileUrl });
      expect(response.statusCode).toBe(404);
    }
    expect((await context.app.inject({ url: fileUrl })).json()).toEqual({
      message: 'The file of this record is missing from storage',
    });
  });

  it('refuses keys that are not storage keys, signed or not', async () => {
    for (const key of ['..%2Fsecrets.json', 'secrets.json', '.x.part']) {
      const signed = context.app.signFileUrl(decodeURIComponent(key));
      const response = await context.app.inject({
        url: `/api/files/${key}?${signed.split('?')[1]}`,
      });
      expect(response.statusCode).toBe(403);
    }
  });

  it('needs no bearer token (the link is the permission)', async () => {
    const { fileUrl } = await uploadAsset({ name: 'a.gif', content: sampleFiles.gif() });
    const response = await context.app.inject({
      url: fileUrl,
      headers: { authorization: 'Bearer not-a-token' },
    });
    expect(response.statusCode).toBe(200);
  });
});
