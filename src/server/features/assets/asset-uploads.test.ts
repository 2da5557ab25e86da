import { rm } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { assets } from '../../db/schema/index';
import { createEvent } from '../../test/factories/event-factory';
import {
  clearStoredFiles,
  multipartBody,
  sampleFiles,
  storedFiles,
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
  await context.reset();
  await clearStoredFiles(context.dataDir);
});

const fields = {
  name: 'Keynote slides',
  type: 'presentation',
  description: 'Slides of the opening keynote',
};

const assetCount = async () =>
  (await context.db.select({ n: sql<number>`count(*)::int` }).from(assets))[0]!.n;

async function upload(file?: UploadFile, extra: Record<string, string | number | null> = {}) {
  const user = await createUser(context.db);
  const body = await multipartBody({ ...fields, ...extra }, file);
  const response = await (
    await actingAs(context, user)
  ).inject({ method: 'POST', url: '/api/assets', ...body });
  return { response, user };
}

describe('POST /api/assets (file mode)', () => {
  it.each([
    ['photo.png', sampleFiles.png(), 'image/png', 'png'],
    ['photo.jpg', sampleFiles.jpeg(), 'image/jpeg', 'jpg'],
    ['photo.JPEG', sampleFiles.jpeg(), 'image/jpeg', 'jpg'],
    ['anim.gif', sampleFiles.gif(), 'image/gif', 'gif'],
    ['talk.pdf', sampleFiles.pdf(), 'application/pdf', 'pdf'],
    [
      'talk.pptx',
      sampleFiles.pptx(),
      'application/vnd.openxmlformats-officedocument.presentationml.presentation',
      'pptx',
    ],
    [
      'bio.docx',
      sampleFiles.docx(),
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'docx',
    ],
    ['old.ppt', sampleFiles.ole2(), 'application/vnd.ms-powerpoint', 'ppt'],
    ['old.doc', sampleFiles.ole2(), 'application/msword', 'doc'],
    ['bundle.zip', sampleFiles.zip(), 'application/zip', 'zip'],
  ])('stores %s under a generated name', async (name, content, mimeType, extension) => {
    const event = await createEvent(context.db);
    const { response, user } = await upload({ name, content }, { eventId: event.id });
    expect(response.statusCode).toBe(201);
    const asset = response.json();
    expect(asset).toMatchObject({
      ...fields,
      eventId: event.id,
      eventName: event.name,
      mimeType,
      fileSize: content.length,
      isTextContent: false,
      uploadMethod: 'file',
      content: null,
      uploadedBy: user.id,
      uploadedByName: user.name,
      createdById: user.id,
    });
    expect(asset.fileUrl).toMatch(/^\/api\/files\/[0-9a-f-]{36}\.\w+\?expires=\d+&signature=/);
    const files = await storedFiles(context.dataDir);
    expect(files).toEqual([expect.stringMatching(new RegExp(`^[0-9a-f-]{36}\\.${extension}$`))]);
    const download = await context.app.inject({ url: asset.fileUrl });
    expect(download.rawPayload.equals(content)).toBe(true);
  });

  it('ignores a path in the client file name', async () => {
    const { response } = await upload({ name: '../../etc/passwd.png', content: sampleFiles.png() });
    expect(response.statusCode).toBe(201);
    expect(await storedFiles(context.dataDir)).toEqual([
      expect.stringMatching(/^[0-9a-f-]{36}\.png$/),
    ]);
  });

  it.each([
    ['PNG bytes named .pdf', 'photo.pdf', sampleFiles.png()],
    ['an executable named .png', 'setup.png', sampleFiles.exe()],
    ['a plain zip named .docx', 'letter.docx', sampleFiles.zip()],
    ['an executable named .exe', 'setup.exe', sampleFiles.exe()],
    ['a file without extension', 'README', sampleFiles.pdf()],
    ['an empty file', 'empty.pdf', Buffer.alloc(0)],
  ])('refuses %s with 415 and stores nothing', async (_case, name, content) => {
    const { response } = await upload({ name, content });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({
      message: 'File type not supported',
      errors: { file: 'File type not supported' },
    });
    expect(await assetCount()).toBe(0);
    expect(await storedFiles(context.dataDir)).toEqual([]);
  });

  it('accepts exactly 10 MB and refuses one byte more with 413, leaving nothing behind', async () => {
    const limit = 10 * 1024 * 1024;
    const pdf = (size: number) =>
      Buffer.concat([sampleFiles.pdf(), Buffer.alloc(size)]).subarray(0, size);
    const atLimit = await upload({ name: 'big.pdf', content: pdf(limit) });
    expect(atLimit.response.statusCode).toBe(201);
    expect(atLimit.response.json().fileSize).toBe(limit);
    await context.reset();
    await clearStoredFiles(context.dataDir);

    const over = await upload({ name: 'big.pdf', content: pdf(limit + 1) });
    expect(over.response.statusCode).toBe(413);
    expect(over.response.json()).toEqual({
      message: 'Max file size is 10MB',
      errors: { file: 'Max file size is 10MB' },
    });
    expect(await assetCount()).toBe(0);
    expect(await storedFiles(context.dataDir)).toEqual([]);
  });

  it('refuses invalid fields with the form’s messages and removes the stored file', async () => {
    const { response } = await upload(
      { name: 'talk.pdf', content: sampleFiles.pdf() },
      { name: 'ab', type: 'poster', description: 'short' },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toMatchObject({
      name: 'Name must be at least 3 characters',
      type: expect.stringContaining('Must be one of: '),
      description: 'Description must be at least 10 characters',
    });
    expect(await assetCount()).toBe(0);
    expect(await storedFiles(context.dataDir)).toEqual([]);
  });

  it("asks for a file when there is none: 'Please select a file'", async () => {
    const { response } = await upload();
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Please select a file',
      errors: { file: 'Please select a file' },
    });
  });

  it('refuses an unknown event or CFP submission with 400 and removes the file', async () => {
    const { response } = await upload(
      { name: 'talk.pdf', content: sampleFiles.pdf() },
      { eventId: 999, cfp_submission_id: 998 },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      eventId: 'Event not found',
      cfpSubmissionId: 'CFP submission not found',
    });
    expect(await assetCount()).toBe(0);
    expect(await storedFiles(context.dataDir)).toEqual([]);
  });

  it('takes fields sent after the file, and empty ids as no link', async () => {
    const user = await createUser(context.db);
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(sampleFiles.gif())]), 'a.gif');
    for (const [key, value] of Object.entries({
      ...fields,
      event_id: '',
      cfpSubmissionId: 'null',
    })) {
      form.append(key, value);
    }
    const request = new Request('http://localhost/', { method: 'POST', body: form });
    const response = await (
      await actingAs(context, user)
    ).inject({
      method: 'POST',
      url: '/api/assets',
      payload: Buffer.from(await request.arrayBuffer()),
      headers: { 'content-type': request.headers.get('content-type')! },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ eventId: null, cfpSubmissionId: null });
  });

  it('refuses a second file', async () => {
    const user = await createUser(context.db);
    const form = new FormData();
    for (const [key, value] of Object.entries(fields)) form.append(key, value);
    form.append('file', new Blob([new Uint8Array(sampleFiles.gif())]), 'a.gif');
    form.append('file', new Blob([new Uint8Array(sampleFiles.gif())]), 'b.gif');
    const request = new Request('http://localhost/', { method: 'POST', body: form });
    const response = await (
      await actingAs(context, user)
    ).inject({
      method: 'POST',
      url: '/api/assets',
      payload: Buffer.from(await request.arrayBuffer()),
      headers: { 'content-type': request.headers.get('content-type')! },
    });
    expect(response.statusCode).toBe(413);
    expect(await assetCount()).toBe(0);
    expect(await storedFiles(context.dataDir)).toEqual([]);
  });

  it('stores the file when the uploads folder was removed since start-up', async () => {
    await rm(path.join(context.dataDir, 'uploads'), { recursive: true, force: true });
    const { response } = await upload({ name: 'photo.png', content: sampleFiles.png() });
    expect(response.statusCode, response.body).toBe(201);
    expect(await storedFiles(context.dataDir)).toHaveLength(1);
  });

  it('answers 401 without a token and stores nothing', async () => {
    const body = await multipartBody(fields, { name: 'a.png', content: sampleFiles.png() });
    const response = await context.app.inject({ method: 'POST', url: '/api/assets', ...body });
    expect(response.statusCode).toBe(401);
    expect(await storedFiles(context.dataDir)).toEqual([]);
  });
});
