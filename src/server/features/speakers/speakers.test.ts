import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { speakers } from '../../db/schema/index';
import { createAsset } from '../../test/factories/asset-factory';
import { createCfpSubmission } from '../../test/factories/cfp-submission-factory';
import { createEvent } from '../../test/factories/event-factory';
import { createSpeaker, createTalk } from '../../test/factories/talk-factory';
import { clearStoredFiles, multipartBody, sampleFiles } from '../../test/factories/upload-factory';
import { createUser, type TestUser } from '../../test/factories/user-factory';
import { describeRecordRouteBasics } from '../../test/record-route-basics';
import { describeRecordVersions } from '../../test/record-versions';
import { countQueries } from '../../test/count-queries';
import { actingAs } from '../../test/requests';
import { createTestContext, type TestContext } from '../../test/test-app';

let context: TestContext;

beforeAll(async () => {
  context = await createTestContext();
});
afterAll(() => context.close());
beforeEach(() => context.reset());

const as = async (user?: TestUser) => actingAs(context, user ?? (await createUser(context.db)));
const countRows = async () => (await context.db.select().from(speakers)).length;

const validBody = {
  name: 'Ada Lovelace',
  email: 'ada@example.org',
  bio: 'Wrote the first program.',
  company: 'Analytical Engines',
  links: ['example.org/ada', 'https://social.example/@ada'],
};

describe('POST /api/speakers', () => {
  it('adds an external speaker, giving bare links https', async () => {
    const user = await createUser(context.db);
    const response = await (
      await as(user)
    ).inject({ method: 'POST', url: '/api/speakers', payload: validBody });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      ...validBody,
      links: ['https://example.org/ada', 'https://social.example/@ada'],
      userId: null,
      createdById: user.id,
    });
  });

  it.each([
    ['name', { name: ' ' }, 'A speaker needs a name'],
    ['email', { email: 'nope' }, 'Must be a valid email'],
    ['links.0', { links: ['not a link'] }, 'Each link must be a web address'],
  ])('refuses a bad %s with nothing written', async (field, change, message) => {
    const response = await (
      await as()
    ).inject({ method: 'POST', url: '/api/speakers', payload: { ...validBody, ...change } });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ [field]: message });
    expect(await countRows()).toBe(0);
  });
});

describe('GET /api/speakers', () => {
  it('searches name, email and company, and finds an account’s speaker record', async () => {
    const user = await createUser(context.db);
    await createSpeaker(context.db, { name: 'Bea', company: 'Initech' });
    await createSpeaker(context.db, { name: 'Abe', userId: user.id });
    const client = await as();
    const names = async (query = '') =>
      (await client.inject({ url: `/api/speakers${query}` }))
        .json()
        .map((row: { name: string }) => row.name);
    expect(await names()).toEqual(['Abe', 'Bea']);
    expect(await names('?q=initech')).toEqual(['Bea']);
    expect(await names(`?userId=${user.id}`)).toEqual(['Abe']);
  });
});

describe('GET /api/speakers/:id', () => {
  it('gives the person’s talks, every submission with its outcome and the acceptance rate', async () => {
    const speaker = await createSpeaker(context.db, { name: 'Ada' });
    const other = await createSpeaker(context.db);
    const talk = await createTalk(context.db, {
      title: 'B talk',
      speakerIds: [other.id, speaker.id],
    });
    const second = await createTalk(context.db, { title: 'A talk', speakerIds: [speaker.id] });
    await createTalk(context.db, { title: 'Not theirs', speakerIds: [other.id] });
    const event = await createEvent(context.db);
    for (const [talkId, status] of [
      [talk.id, 'accepted'],
      [talk.id, 'rejected'],
      [second.id, 'accepted'],
      [second.id, 'submitted'],
    ] as const) {
      await createCfpSubmission(context.db, { eventId: event.id, talkId, status });
    }
    const response = await (await as()).inject({ url: `/api/speakers/${speaker.id}` });
    expect(response.statusCode).toBe(200);
    const page = response.json();
    expect(page).toMatchObject({ id: speaker.id, name: 'Ada' });
    expect(page.talks.map((row: { title: string }) => row.title)).toEqual(['A talk', 'B talk']);
    expect(page.submissions).toHaveLength(4);
    expect(page.counts).toEqual({ draft: 0, submitted: 1, accepted: 2, rejected: 1, withdrawn: 0 });
    expect(page.acceptanceRate).toBeCloseTo(2 / 3);
  });
});

describe('a speaker page’s headshot and bio', () => {
  it('gives the headshot file as a signed link that serves it, and the bio asset’s text', async () => {
    await clearStoredFiles(context.dataDir);
    const user = await createUser(context.db);
    const client = await as(user);
    const upload = await client.inject({
      method: 'POST',
      url: '/api/assets',
      ...(await multipartBody(
        { name: 'Ada headshot', type: 'headshot', description: 'Ada at the conference' },
        { name: 'ada.png', content: sampleFiles.png() },
      )),
    });
    expect(upload.statusCode).toBe(201);
    const bio = await createAsset(context.db, { uploadedBy: user.id, name: 'Ada bio' });
    const speaker = await createSpeaker(context.db, {
      headshotAssetId: upload.json().id,
      bioAssetId: bio.id,
    });

    const page = (await client.inject({ url: `/api/speakers/${speaker.id}` })).json();
    expect(page.headshot).toMatchObject({ name: 'Ada headshot', content: null });
    expect(page.headshot.fileUrl).toMatch(/^\/api\/files\/[^?]+\?expires=\d+&signature=/);
    const file = await context.app.inject({ url: page.headshot.fileUrl });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(sampleFiles.png())).toBe(true);
    expect(page.bioAsset).toEqual({
      id: bio.id,
      name: 'Ada bio',
      fileUrl: null,
      content: 'Jane speaks about open source governance.',
    });
  });

  it('has neither when the speaker names no assets', async () => {
    const speaker = await createSpeaker(context.db);
    const page = (await (await as()).inject({ url: `/api/speakers/${speaker.id}` })).json();
    expect(page).toMatchObject({ headshot: null, bioAsset: null });
  });
});

describe('statements per read', () => {
  it('reads a speaker page and the talks list each in at most 3 statements', async () => {
    const speaker = await createSpeaker(context.db);
    const event = await createEvent(context.db);
    for (let i = 0; i < 5; i++) {
      const talk = await createTalk(context.db, { speakerIds: [speaker.id] });
      await createCfpSubmission(context.db, { eventId: event.id, talkId: talk.id });
    }
    const client = await as();
    await client.inject({ url: '/api/talks' }); // the first request of a subject writes its user
    for (const url of [
      `/api/speakers/${speaker.id}`,
      `/api/talks?q=talk&speakerId=${speaker.id}`,
    ]) {
      const counter = countQueries(context.db);
      const response = await client.inject({ url });
      const statements = counter.stop();
      expect(response.statusCode).toBe(200);
      expect(statements, url).toBeGreaterThan(0);
      expect(statements, url).toBeLessThanOrEqual(3);
    }
  });
});

describe('DELETE /api/speakers/:id', () => {
  it('refuses a speaker who gives a talk', async () => {
    const user = await createUser(context.db);
    const speaker = await createSpeaker(context.db, { createdById: user.id });
    await createTalk(context.db, { speakerIds: [speaker.id] });
    const response = await (
      await as(user)
    ).inject({ method: 'DELETE', url: `/api/speakers/${speaker.id}` });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      'This speaker gives 1 talk(s): take them off those talks before deleting them.',
    );
    expect(await countRows()).toBe(1);
  });
});

describeRecordRouteBasics({
  path: '/api/speakers',
  context: () => context,
  create: (createdById) => createSpeaker(context.db, { createdById }),
  body: async () => validBody,
  patch: { name: 'X' },
  countRows,
});

describeRecordVersions({
  path: '/api/speakers',
  context: () => context,
  create: (createdById) => createSpeaker(context.db, { createdById }),
  patch: (n) => ({ bio: `Bio ${n}` }),
  field: 'bio',
});
