import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { assets } from '../../db/schema/index';
import { createAsset } from '../../test/factories/asset-factory';
import { createEvent } from '../../test/factories/event-factory';
import {
  clearStoredFiles,
  multipartBody,
  sampleFiles,
  storedFiles,
} from '../../test/factories/upload-factory';
import { createUser, type TestUser } from '../../test/factories/user-factory';
import { actingAs } from '../../test/requests';
import { createTestContext, type TestContext } from '../../test/test-app';
import { describeRecordVersions } from '../../test/record-versions';

let context: TestContext;

beforeAll(async () => {
  context = await createTestContext();
});
afterAll(() => context.close());
beforeEach(async () => {
  await context.reset();
  await clearStoredFiles(context.dataDir);
});

const as = async (user: TestUser) => actingAs(context, user);
const assetCount = async () =>
  (await context.db.select({ n: sql<number>`count(*)::int` }).from(assets))[0]!.n;

const textAsset = {
  name: 'Speaker bio',
  type: 'bio',
  description: 'Short bio for the programme',
  eventId: null,
  cfpSubmissionId: null,
  content: 'Jane maintains three CNCF projects.',
  isTextContent: true,
};

describe('POST /api/assets (text mode)', () => {
  it('stores the content as text/plain with its byte length', async () => {
    const user = await createUser(context.db);
    const response = await (
      await as(user)
    ).inject({
      method: 'POST',
      url: '/api/assets',
      payload: { ...textAsset, content: 'Grüße aus Berlin' },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      name: 'Speaker bio',
      content: 'Grüße aus Berlin',
      mimeType: 'text/plain',
      fileSize: Buffer.byteLength('Grüße aus Berlin'),
      fileUrl: null,
      isTextContent: true,
      uploadMethod: 'text',
      uploadedBy: user.id,
      createdById: user.id,
    });
  });

  it('takes the uploader from the token, never from the body', async () => {
    const [user, other] = [await createUser(context.db), await createUser(context.db)];
    const response = await (
      await as(user)
    ).inject({
      method: 'POST',
      url: '/api/assets',
      payload: { ...textAsset, uploadedBy: other.id, created_by_id: other.id },
    });
    expect(response.json()).toMatchObject({ uploadedBy: user.id, createdById: user.id });
  });

  it.each([
    [{ name: 'ab' }, 'name', 'Name must be at least 3 characters'],
    [{ name: undefined }, 'name', 'Name must be at least 3 characters'],
    [{ description: 'too short' }, 'description', 'Description must be at least 10 characters'],
    [{ content: '   ' }, 'content', 'Content cannot be empty'],
    [{ content: undefined }, 'content', 'Content cannot be empty'],
    [{ type: 'poster' }, 'type', 'Must be one of: '],
    [{ eventId: 'abc' }, 'eventId', 'Id must be a number'],
    [{ isTextContent: false }, 'file', 'Please select a file'],
  ])('refuses %o with 400 and writes nothing', async (change, field, message) => {
    const user = await createUser(context.db);
    const response = await (
      await as(user)
    ).inject({ method: 'POST', url: '/api/assets', payload: { ...textAsset, ...change } });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[field]).toContain(message);
    expect(await assetCount()).toBe(0);
  });

  it('asks for a file when the body is empty', async () => {
    const user = await createUser(context.db);
    const response = await (await as(user)).inject({ method: 'POST', url: '/api/assets' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ file: 'Please select a file' });
  });

  it('also takes text mode as multipart without a file', async () => {
    const user = await createUser(context.db);
    const body = await multipartBody({ ...textAsset, isTextContent: 'true' });
    const response = await (await as(user)).inject({ method: 'POST', url: '/api/assets', ...body });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ uploadMethod: 'text', eventId: null });
  });
});

describe('GET /api/assets', () => {
  it('lists assets with event and uploader names, filtered by event, type and text', async () => {
    const user = await createUser(context.db, { name: 'Ana Uploader' });
    const [berlin, lisbon] = [await createEvent(context.db), await createEvent(context.db)];
    const report = await createAsset(context.db, {
      uploadedBy: user.id,
      eventId: berlin.id,
      traits: ['trip-report'],
      description: 'What we learned at KubeCon',
    });
    const slides = await createAsset(context.db, {
      uploadedBy: user.id,
      eventId: lisbon.id,
      traits: ['pdf'],
    });
    const loose = await createAsset(context.db, { uploadedBy: user.id, name: '100% bio' });
    const client = await as(user);
    const list = async (query: string) =>
      (await client.inject({ url: `/api/assets${query}` })).json().map((a: { id: number }) => a.id);

    const all = (await client.inject({ url: '/api/assets' })).json();
    expect(all.map((a: { id: number }) => a.id)).toEqual([loose.id, slides.id, report.id]);
    expect(all[2]).toMatchObject({ eventName: berlin.name, uploadedByName: 'Ana Uploader' });
    expect(all[1].fileUrl).toMatch(/^\/api\/files\//);
    expect(all[1]).not.toHaveProperty('filePath');
    expect(await list(`?eventId=${berlin.id}`)).toEqual([report.id]);
    expect(await list(`?event_id=${lisbon.id}`)).toEqual([slides.id]);
    expect(await list(`?unlinked=${berlin.id}`)).toEqual([loose.id, slides.id]);
    expect(await list('?type=trip_report')).toEqual([report.id]);
    expect(await list('?q=kubecon')).toEqual([report.id]);
    expect(await list('?q=TRIP%20REP')).toEqual([report.id]);
    expect(await list('?q=100%25')).toEqual([loose.id]);
    expect(await list('?q=_')).toEqual([]);
  });

  it.each([
    ['?eventId=abc', 'Id must be a number'],
    ['?unlinked=1.5', 'Id must be a whole number'],
    ['?type=poster', 'Must be one of: '],
  ])('answers 400 for %s', async (query, message) => {
    const user = await createUser(context.db);
    const response = await (await as(user)).inject({ url: `/api/assets${query}` });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
  });

  it('answers 401 without a token', async () => {
    expect((await context.app.inject({ url: '/api/assets' })).statusCode).toBe(401);
    expect((await context.app.inject({ url: '/api/assets/1' })).statusCode).toBe(401);
  });
});

describe('GET /api/assets/{id}', () => {
  it('answers one asset, 404 for an unknown id and 400 for a non-numeric one', async () => {
    const user = await createUser(context.db);
    const asset = await createAsset(context.db, { uploadedBy: user.id });
    const client = await as(user);
    const found = await client.inject({ url: `/api/assets/${asset.id}` });
    expect(found.json()).toMatchObject({ id: asset.id, content: asset.content });
    expect((await client.inject({ url: '/api/assets/999' })).statusCode).toBe(404);
    const bad = await client.inject({ url: '/api/assets/abc' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Id must be a number');
  });
});

describe('PUT /api/assets/{id}', () => {
  it('edits name and description and records the editor', async () => {
    const [owner, editor] = [await createUser(context.db), await createUser(context.db)];
    const asset = await createAsset(context.db, { uploadedBy: owner.id });
    const response = await (
      await as(editor)
    ).inject({
      method: 'PUT',
      url: `/api/assets/${asset.id}`,
      payload: { name: 'Renamed bio', description: 'A longer description' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      name: 'Renamed bio',
      description: 'A longer description',
      updatedById: editor.id,
      uploadedBy: owner.id,
    });
  });

  it('links to an event and unlinks with null', async () => {
    const user = await createUser(context.db);
    const event = await createEvent(context.db);
    const asset = await createAsset(context.db, { uploadedBy: user.id });
    const client = await as(user);
    const put = (payload: object) =>
      client.inject({ method: 'PUT', url: `/api/assets/${asset.id}`, payload });
    expect((await put({ event_id: event.id })).json()).toMatchObject({
      eventId: event.id,
      eventName: event.name,
    });
    expect((await put({ eventId: null })).json()).toMatchObject({ eventId: null, eventName: null });
  });

  it.each([
    [{ name: 'ab' }, 'name', 'Name must be at least 3 characters'],
    [{ description: 'short' }, 'description', 'Description must be at least 10 characters'],
    [{ eventId: 999 }, 'eventId', 'Event not found'],
    [{ cfpSubmissionId: 999 }, 'cfpSubmissionId', 'CFP submission not found'],
  ])('refuses %o with 400 and changes nothing', async (payload, field, message) => {
    const user = await createUser(context.db);
    const asset = await createAsset(context.db, { uploadedBy: user.id });
    const response = await (
      await as(user)
    ).inject({ method: 'PUT', url: `/api/assets/${asset.id}`, payload });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[field]).toBe(message);
    const [row] = await context.db.select().from(assets).where(eq(assets.id, asset.id));
    expect(row).toEqual(asset);
  });

  it('answers 404 for an unknown id and 400 for a non-numeric one', async () => {
    const client = await as(await createUser(context.db));
    const put = (url: string) => client.inject({ method: 'PUT', url, payload: { name: 'Valid' } });
    expect((await put('/api/assets/999')).statusCode).toBe(404);
    expect((await put('/api/assets/x')).statusCode).toBe(400);
  });
});

describe('DELETE /api/assets/{id}', () => {
  async function uploadedAsset(user: TestUser) {
    const body = await multipartBody(
      { name: 'Keynote', type: 'presentation', description: 'Opening keynote slides' },
      { name: 'k.pdf', content: sampleFiles.pdf() },
    );
    const response = await (await as(user)).inject({ method: 'POST', url: '/api/assets', ...body });
    return response.json() as { id: number; fileUrl: string };
  }

  it('lets the uploader delete, and removes the stored file', async () => {
    const user = await createUser(context.db);
    const asset = await uploadedAsset(user);
    expect(await storedFiles(context.dataDir)).toHaveLength(1);
    const response = await (
      await as(user)
    ).inject({ method: 'DELETE', url: `/api/assets/${asset.id}` });
    expect(response.statusCode).toBe(204);
    expect(await assetCount()).toBe(0);
    expect(await storedFiles(context.dataDir)).toEqual([]);
    expect((await context.app.inject({ url: asset.fileUrl })).statusCode).toBe(404);
  });

  it('lets an admin delete anyone’s asset', async () => {
    const [owner, admin] = [
      await createUser(context.db),
      await createUser(context.db, { traits: ['admin'] }),
    ];
    const asset = await uploadedAsset(owner);
    const response = await (
      await as(admin)
    ).inject({ method: 'DELETE', url: `/api/assets/${asset.id}` });
    expect(response.statusCode).toBe(204);
  });

  it('refuses another member with 403 and keeps row and file', async () => {
    const [owner, other] = [await createUser(context.db), await createUser(context.db)];
    const asset = await uploadedAsset(owner);
    const response = await (
      await as(other)
    ).inject({ method: 'DELETE', url: `/api/assets/${asset.id}` });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('Only the uploader or an admin can delete this asset');
    expect(await assetCount()).toBe(1);
    expect(await storedFiles(context.dataDir)).toHaveLength(1);
  });

  it('answers 404, 400 and 401', async () => {
    const client = await as(await createUser(context.db));
    expect((await client.inject({ method: 'DELETE', url: '/api/assets/999' })).statusCode).toBe(
      404,
    );
    expect((await client.inject({ method: 'DELETE', url: '/api/assets/a' })).statusCode).toBe(400);
    expect((await context.app.inject({ method: 'DELETE', url: '/api/assets/1' })).statusCode).toBe(
      401,
    );
  });
});

describeRecordVersions({
  path: '/api/assets',
  context: () => context,
  create: (uploadedBy) => createAsset(context.db, { uploadedBy, createdById: uploadedBy }),
  patch: (n) => ({ name: `Asset ${n}` }),
  field: 'name',
});
