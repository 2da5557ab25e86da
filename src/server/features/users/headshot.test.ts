import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index';
import {
  clearStoredFiles,
  multipartBody,
  sampleFiles,
  storedFiles,
  type UploadFile,
} from '../../test/factories/upload-factory';
import { createUser, type TestUser } from '../../test/factories/user-factory';
import { actingAs } from '../../test/requests';
import { createTestContext, type TestContext } from '../../test/test-app';

let context: TestContext;

beforeAll(async () => {
  context = await createTestContext();
});
afterAll(() => context.close());
beforeEach(async () => {
  await context.reset();
  await clearStoredFiles(context.dataDir);
});

const headshotOf = async (id: number) =>
  (await context.db.select({ headshot: users.headshot }).from(users).where(eq(users.id, id)))[0]!
    .headshot;

async function uploadHeadshot(user: TestUser, file?: UploadFile, id = user.id) {
  const body = await multipartBody({}, file && { field: 'headshot', ...file });
  return (await actingAs(context, user)).inject({
    method: 'POST',
    url: `/api/users/${id}/headshot`,
    ...body,
  });
}

describe('POST /api/users/{id}/headshot', () => {
  it.each([
    ['me.png', sampleFiles.png(), 'image/png'],
    ['me.jpg', sampleFiles.jpeg(), 'image/jpeg'],
    ['me.gif', sampleFiles.gif(), 'image/gif'],
  ])('stores %s and answers the user with a signed headshot URL', async (name, content, type) => {
    const user = await createUser(context.db);
    const response = await uploadHeadshot(user, { name, content });
    expect(response.statusCode).toBe(200);
    const headshot: string = response.json().headshot;
    expect(headshot).toMatch(/^\/api\/files\/[0-9a-f-]{36}\.\w+\?expires=\d+&signature=/);
    const image = await context.app.inject({ url: headshot });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe(type);
    expect(image.rawPayload.equals(content)).toBe(true);
    const me = await (await actingAs(context, user)).inject({ url: '/api/users/me' });
    expect(me.json().headshot).toMatch(/^\/api\/files\//);
  });

  it('replaces the previous photo and deletes its file', async () => {
    const user = await createUser(context.db);
    await uploadHeadshot(user, { name: 'a.png', content: sampleFiles.png() });
    const first = await headshotOf(user.id);
    await uploadHeadshot(user, { name: 'b.gif', content: sampleFiles.gif() });
    const second = await headshotOf(user.id);
    expect(second).not.toBe(first);
    expect(await storedFiles(context.dataDir)).toEqual([second]);
  });

  it('removes the photo and its file when the profile sends headshot null', async () => {
    const user = await createUser(context.db);
    await uploadHeadshot(user, { name: 'a.png', content: sampleFiles.png() });
    const response = await (
      await actingAs(context, user)
    ).inject({
      method: 'PUT',
      url: `/api/users/${user.id}/profile`,
      payload: { headshot: null },
    });
    expect(response.json().headshot).toBeNull();
    expect(await headshotOf(user.id)).toBeNull();
    expect(await storedFiles(context.dataDir)).toEqual([]);
  });

  it('refuses a headshot string in the profile with 400 and keeps the photo and the name', async () => {
    const user = await createUser(context.db);
    await uploadHeadshot(user, { name: 'a.png', content: sampleFiles.png() });
    const key = await headshotOf(user.id);
    const response = await (
      await actingAs(context, user)
    ).inject({
      method: 'PUT',
      url: `/api/users/${user.id}/profile`,
      payload: { headshot: 'other-users-file.png', name: 'Lin' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('Headshot can only be null here');
    expect(await headshotOf(user.id)).toBe(key);
    const [row] = await context.db
      .select({ name: users.name })
      .from(users)
      .where(eq(users.id, user.id));
    expect(row!.name).not.toBe('Lin');
  });

  it.each([
    ['a PDF', 'cv.pdf', sampleFiles.pdf()],
    ['PDF bytes named .png', 'me.png', sampleFiles.pdf()],
    ['an executable named .jpg', 'me.jpg', sampleFiles.exe()],
  ])('refuses %s with 415 and keeps the old photo', async (_case, name, content) => {
    const user = await createUser(context.db);
    await uploadHeadshot(user, { name: 'a.png', content: sampleFiles.png() });
    const before = await headshotOf(user.id);
    const response = await uploadHeadshot(user, { name, content });
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toBe('Only JPG, PNG, and GIF images are allowed.');
    expect(await headshotOf(user.id)).toBe(before);
    expect(await storedFiles(context.dataDir)).toEqual([before]);
  });

  it('refuses more than 10 MB with 413 and leaves nothing behind', async () => {
    const user = await createUser(context.db);
    const content = Buffer.concat([sampleFiles.png(), Buffer.alloc(10 * 1024 * 1024)]);
    const response = await uploadHeadshot(user, { name: 'big.png', content });
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe('File size exceeds the 10MB limit.');
    expect(await headshotOf(user.id)).toBeNull();
    expect(await storedFiles(context.dataDir)).toEqual([]);
  });

  it('asks for a file when none is sent', async () => {
    const user = await createUser(context.db);
    const response = await uploadHeadshot(user);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Please select a file');
    const json = await (
      await actingAs(context, user)
    ).inject({ method: 'POST', url: `/api/users/${user.id}/headshot`, payload: {} });
    expect(json.statusCode).toBe(415);
    expect(json.json().message).toBe('Unsupported content type: send multipart/form-data');
  });

  it('refuses someone else’s headshot, admin included, and stores nothing', async () => {
    const owner = await createUser(context.db);
    const admin = await createUser(context.db, { traits: ['admin'] });
    const response = await uploadHeadshot(
      admin,
      { name: 'a.png', content: sampleFiles.png() },
      owner.id,
    );
    expect(response.statusCode).toBe(403);
    expect(await headshotOf(owner.id)).toBeNull();
    expect(await storedFiles(context.dataDir)).toEqual([]);
  });

  it('answers 400 for a non-numeric id and 401 without a token', async () => {
    const user = await createUser(context.db);
    const bad = await uploadHeadshot(
      user,
      { name: 'a.png', content: sampleFiles.png() },
      'x' as unknown as number,
    );
    expect(bad.statusCode).toBe(400);
    const body = await multipartBody(
      {},
      { field: 'headshot', name: 'a.png', content: sampleFiles.png() },
    );
    const anonymous = await context.app.inject({
      method: 'POST',
      url: `/api/users/${user.id}/headshot`,
      ...body,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
