import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { assets, speakers } from '../../db/schema/index';
import { createAsset } from '../../test/factories/asset-factory';
import { createSpeaker, createTalk } from '../../test/factories/talk-factory';
import { createUser, type TestUser } from '../../test/factories/user-factory';
import { actingAs } from '../../test/requests';
import { createTestContext, type TestContext } from '../../test/test-app';

// Issue 25: an asset may belong to a library talk (its page lists them with ?talkId=), and a
// speaker's headshot and bio are assets of those types that the speaker record names.

let context: TestContext;
let user: TestUser;

beforeAll(async () => {
  context = await createTestContext();
});
afterAll(() => context.close());
beforeEach(async () => {
  await context.reset();
  user = await createUser(context.db);
});

const api = () => actingAs(context, user);
const count = async (table: typeof assets | typeof speakers) =>
  (await context.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n;
const slides = {
  name: 'Slides outline',
  type: 'presentation',
  description: 'The outline of the slides.',
  content: 'One: why. Two: how.',
  isTextContent: true,
};

describe('assets of a talk', () => {
  it('links an asset to a talk on create and edit, and lists a talk’s assets', async () => {
    const [talk, other] = [await createTalk(context.db), await createTalk(context.db)];
    const created = await (
      await api()
    ).inject({ method: 'POST', url: '/api/assets', payload: { ...slides, talkId: talk.id } });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ talkId: talk.id, eventId: null });
    const moved = await createAsset(context.db, { uploadedBy: user.id });
    const edited = await (
      await api()
    ).inject({ method: 'PUT', url: `/api/assets/${moved.id}`, payload: { talkId: other.id } });
    expect(edited.json()).toMatchObject({ talkId: other.id });

    const list = async (query: string) =>
      (await (await api()).inject({ url: `/api/assets${query}` })).json();
    const page = await list(`?talkId=${talk.id}`);
    expect(page.map((asset: { id: number }) => asset.id)).toEqual([created.json().id]);
    expect(page[0]).toMatchObject({ talkId: talk.id });
    expect(await list(`?talkId=${other.id}`)).toHaveLength(1);
  });

  it('refuses an unknown talk with 400 and writes nothing', async () => {
    const asset = await createAsset(context.db, { uploadedBy: user.id });
    const created = await (
      await api()
    ).inject({ method: 'POST', url: '/api/assets', payload: { ...slides, talkId: 999 } });
    expect(created.statusCode).toBe(400);
    expect(created.json()).toMatchObject({
      message: 'Talk not found',
      errors: { talkId: 'Talk not found' },
    });
    const edited = await (
      await api()
    ).inject({ method: 'PUT', url: `/api/assets/${asset.id}`, payload: { talkId: 999 } });
    expect(edited.statusCode).toBe(400);
    const listed = await (await api()).inject({ url: '/api/assets?talkId=abc' });
    expect(listed.statusCode).toBe(400);
    expect(await count(assets)).toBe(1);
  });
});

describe('a speaker’s headshot and bio', () => {
  it('names a headshot asset and a bio asset, and answers their ids', async () => {
    const headshot = await createAsset(context.db, { uploadedBy: user.id, type: 'headshot' });
    const bio = await createAsset(context.db, { uploadedBy: user.id, type: 'bio' });
    const created = await (
      await api()
    ).inject({
      method: 'POST',
      url: '/api/speakers',
      payload: { name: 'Ada', headshotAssetId: headshot.id, bioAssetId: bio.id },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ headshotAssetId: headshot.id, bioAssetId: bio.id });
    const page = await (await api()).inject({ url: `/api/speakers/${created.json().id}` });
    expect(page.json()).toMatchObject({ headshotAssetId: headshot.id, bioAssetId: bio.id });
  });

  it('refuses an asset of another type or none with 400 and writes nothing', async () => {
    const slidesAsset = await createAsset(context.db, {
      uploadedBy: user.id,
      type: 'presentation',
    });
    const speaker = await createSpeaker(context.db, { createdById: user.id });
    const created = await (
      await api()
    ).inject({
      method: 'POST',
      url: '/api/speakers',
      payload: { name: 'Ada', headshotAssetId: slidesAsset.id },
    });
    expect(created.statusCode).toBe(400);
    expect(created.json()).toMatchObject({
      message: 'The headshot must be an asset of type headshot',
      errors: { headshotAssetId: 'The headshot must be an asset of type headshot' },
    });
    const edited = await (
      await api()
    ).inject({ method: 'PUT', url: `/api/speakers/${speaker.id}`, payload: { bioAssetId: 999 } });
    expect(edited.statusCode).toBe(400);
    expect(edited.json().errors).toEqual({ bioAssetId: 'The bio must be an asset of type bio' });
    expect(await count(speakers)).toBe(1);
  });
});
