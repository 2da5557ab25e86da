import { randomBytes } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { assets, fileChunks, fileContents, users } from '../../db/schema/index';
import {
  multipartBody,
  sampleFiles,
  storedFiles,
  type UploadFile,
} from '../../test/factories/upload-factory';
import { createUser, type TestUser } from '../../test/factories/user-factory';
import { actingAs } from '../../test/requests';
import { createTestContext, type TestContext } from '../../test/test-app';
import { CHUNK_BYTES } from './database-storage';

let context: TestContext;

beforeAll(async () => {
  context = await createTestContext({ STORAGE: 'database' });
});
afterAll(() => context?.close());
beforeEach(() => context.reset());

const count = async (table: typeof fileContents | typeof fileChunks | typeof assets) =>
  (await context.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n;

/** A real PDF start followed by random bytes: `size` bytes in all. */
const bigPdf = (size: number) => Buffer.concat([sampleFiles.pdf(), randomBytes(size)]);

async function uploadAsset(user: TestUser, file: UploadFile) {
  const body = await multipartBody(
    { name: 'Keynote slides', type: 'presentation', description: 'Opening keynote' },
    file,
  );
  const response = await (
    await actingAs(context, user)
  ).inject({ method: 'POST', url: '/api/assets', ...body });
  expect(response.statusCode).toBe(201);
  const { id, fileUrl } = response.json() as { id: number; fileUrl: string };
  return { id, fileUrl, key: fileUrl.split('?')[0]!.split('/').pop()! };
}

async function uploadHeadshot(user: TestUser, file: UploadFile) {
  const body = await multipartBody({}, { field: 'headshot', ...file });
  const response = await (
    await actingAs(context, user)
  ).inject({ method: 'POST', url: `/api/users/${user.id}/headshot`, ...body });
  expect(response.statusCode).toBe(200);
  return (await context.db.select().from(users).where(eq(users.id, user.id)))[0]!.headshot!;
}

describe('files with STORAGE=database', () => {
  it('stores an upload in the database, not on disk, and serves it through its signed URL', async () => {
    expect(context.app.storage.kind).toBe('database');
    const user = await createUser(context.db);
    const content = bigPdf(2 * CHUNK_BYTES + 500);
    const { fileUrl, key } = await uploadAsset(user, { name: 'talk.pdf', content });
    expect(await storedFiles(context.dataDir)).toEqual([]);
    const chunks = await context.db
      .select({ seq: fileChunks.seq })
      .from(fileChunks)
      .where(eq(fileChunks.key, key));
    expect(chunks).toHaveLength(3);

    const served = await context.app.inject({ url: fileUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.headers['content-length']).toBe(String(content.length));
    expect(served.rawPayload.equals(content)).toBe(true);
    const head = await context.app.inject({ method: 'HEAD', url: fileUrl });
    expect(head.headers['content-length']).toBe(String(content.length));
  });

  it('deletes the bytes with the asset, in the same transaction', async () => {
    const user = await createUser(context.db);
    const { id, fileUrl } = await uploadAsset(user, { name: 'a.png', content: sampleFiles.png() });
    const api = await actingAs(context, user);
    expect((await api.inject({ method: 'DELETE', url: `/api/assets/${id}` })).statusCode).toBe(204);
    expect(await count(fileContents)).toBe(0);
    expect(await count(fileChunks)).toBe(0);
    expect((await context.app.inject({ url: fileUrl })).statusCode).toBe(404);
  });

  it('keeps the bytes and the asset when the delete is rolled back at commit', async () => {
    const user = await createUser(context.db);
    const { id, fileUrl } = await uploadAsset(user, { name: 'a.png', content: sampleFiles.png() });
    // A deferred trigger fails the commit after both the asset and its bytes were deleted.
    await context.db.execute(sql`
      create or replace function refuse_commit() returns trigger language plpgsql
      as $$ begin raise exception 'commit refused by the test'; end $$`);
    await context.db.execute(sql`
      create constraint trigger refuse_file_delete after delete on file_contents
      deferrable initially deferred for each row execute function refuse_commit()`);
    try {
      const api = await actingAs(context, user);
      const refused = await api.inject({ method: 'DELETE', url: `/api/assets/${id}` });
      expect(refused.statusCode).toBe(500);
      expect(await count(assets)).toBe(1);
      const served = await context.app.inject({ url: fileUrl });
      expect(served.statusCode).toBe(200);
      expect(served.rawPayload.equals(sampleFiles.png())).toBe(true);
    } finally {
      await context.db.execute(sql`drop trigger refuse_file_delete on file_contents`);
      await context.db.execute(sql`drop function refuse_commit()`);
    }
  });

  it('deletes a replaced headshot and a removed one with the user row change', async () => {
    const user = await createUser(context.db);
    const first = await uploadHeadshot(user, { name: 'a.png', content: sampleFiles.png() });
    const second = await uploadHeadshot(user, { name: 'b.gif', content: sampleFiles.gif() });
    const keys = async () =>
      (await context.db.select({ key: fileContents.key }).from(fileContents)).map((r) => r.key);
    expect(second).not.toBe(first);
    expect(await keys()).toEqual([second]);
    const removed = await (
      await actingAs(context, user)
    ).inject({
      method: 'PUT',
      url: `/api/users/${user.id}/profile`,
      payload: { headshot: null },
    });
    expect(removed.statusCode).toBe(200);
    expect(await keys()).toEqual([]);
    expect(await count(fileChunks)).toBe(0);
  });

  it('refuses an upload over 10 MB with 413 and leaves no rows', async () => {
    const user = await createUser(context.db);
    const body = await multipartBody(
      { name: 'Huge', type: 'presentation', description: 'Too big' },
      { name: 'huge.pdf', content: bigPdf(10 * 1024 * 1024) },
    );
    const response = await (
      await actingAs(context, user)
    ).inject({ method: 'POST', url: '/api/assets', ...body });
    expect(response.statusCode).toBe(413);
    expect(await count(fileContents)).toBe(0);
    expect(await count(fileChunks)).toBe(0);
  });

  it('answers 404 with a message when a record names a file whose bytes are gone', async () => {
    const user = await createUser(context.db);
    const content = bigPdf(CHUNK_BYTES + 10);
    const { fileUrl, key } = await uploadAsset(user, { name: 'talk.pdf', content });
    const missing = {
      message: 'The file of this record is missing from storage',
    };

    await context.db
      .delete(fileChunks)
      .where(sql`${fileChunks.key} = ${key} and ${fileChunks.seq} = 1`);
    for (const method of ['GET', 'HEAD'] as const) {
      const response = await context.app.inject({ method, url: fileUrl });
      expect(response.statusCode).toBe(404);
    }
    expect((await context.app.inject({ url: fileUrl })).json()).toEqual(missing);

    await context.db.delete(fileContents).where(eq(fileContents.key, key));
    const gone = await context.app.inject({ url: fileUrl });
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual(missing);
  });
});

describe('an upload the client aborts midway', () => {
  it('leaves no file rows and no asset', async () => {
    await context.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = context.app.server.address() as AddressInfo;
    const user = await createUser(context.db);
    const { authorization } = await actingAs(context, user);
    const { payload, headers } = await multipartBody(
      { name: 'Cut off', type: 'presentation', description: 'Never arrives whole' },
      { name: 'talk.pdf', content: bigPdf(4 * CHUNK_BYTES) },
    );
    const request = httpRequest({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/api/assets',
      headers: { ...headers, authorization, 'content-length': String(payload.length) },
    });
    const closed = new Promise<void>((resolve) => request.once('close', () => resolve()));
    request.on('error', () => {});
    try {
      // Three quarters of the file: three chunks, which the server writes as they arrive.
      request.write(payload.subarray(0, Math.floor((payload.length * 3) / 4)));
      await expect.poll(() => count(fileChunks), { timeout: 20_000 }).toBeGreaterThanOrEqual(2);
      expect(await count(fileContents)).toBe(1);
    } finally {
      request.destroy();
      await closed;
    }
    await expect.poll(() => count(fileContents), { timeout: 20_000 }).toBe(0);
    expect(await count(fileChunks)).toBe(0);
    expect(await count(assets)).toBe(0);
  });
});
