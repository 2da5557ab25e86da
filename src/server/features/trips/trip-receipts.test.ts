import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { assets } from '../../db/schema/index';
import { createAsset } from '../../test/factories/asset-factory';
import { createEvent } from '../../test/factories/event-factory';
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

// Issue 27, part 4: receipts are assets linked to a trip (tripId), PDF or image, added by the
// traveller or an admin; GET /api/assets?tripId= lists a trip's.

let context: TestContext;
let traveller: TestUser;
let tripId: number;

beforeAll(async () => {
  context = await createTestContext();
});
afterAll(() => context.close());
beforeEach(async () => {
  await context.reset();
  await clearStoredFiles(context.dataDir);
  traveller = await createUser(context.db);
  const event = await createEvent(context.db);
  const planned = await (
    await actingAs(context, traveller)
  ).inject({ method: 'POST', url: '/api/trips', payload: { eventId: event.id, role: 'attendee' } });
  tripId = planned.json().id;
});

const receipt = { name: 'Hotel invoice', type: 'other', description: 'Three nights, Hotel Amigo' };
const assetCount = async () =>
  (await context.db.select({ n: sql<number>`count(*)::int` }).from(assets))[0]!.n;

async function upload(user: TestUser, file: UploadFile, extra: Record<string, unknown> = {}) {
  const body = await multipartBody({ ...receipt, tripId, ...extra } as never, file);
  return (await actingAs(context, user)).inject({ method: 'POST', url: '/api/assets', ...body });
}

describe('receipts of a trip', () => {
  it('takes a PDF or an image from the traveller and lists a trip’s receipts', async () => {
    const pdf = await upload(traveller, { name: 'invoice.pdf', content: sampleFiles.pdf() });
    expect(pdf.statusCode, pdf.body).toBe(201);
    expect(pdf.json()).toMatchObject({ tripId, mimeType: 'application/pdf' });
    const photo = await upload(traveller, { name: 'taxi.png', content: sampleFiles.png() });
    expect(photo.statusCode, photo.body).toBe(201);
    await createAsset(context.db, { uploadedBy: traveller.id, traits: ['pdf'] });

    const list = await (
      await actingAs(context, traveller)
    ).inject({ url: `/api/assets?tripId=${tripId}` });
    expect(list.json().map((asset: { id: number }) => asset.id)).toEqual([
      photo.json().id,
      pdf.json().id,
    ]);
    expect(list.headers['x-total-count']).toBe('2');
  });

  it('refuses a receipt of another file type or as text with 400 naming the file, nothing kept', async () => {
    const slides = await upload(traveller, { name: 'deck.pptx', content: sampleFiles.pptx() });
    expect(slides.statusCode).toBe(400);
    expect(slides.json().errors).toEqual({ file: 'A receipt must be a PDF or an image' });
    const text = await (
      await actingAs(context, traveller)
    ).inject({
      method: 'POST',
      url: '/api/assets',
      payload: { ...receipt, tripId, content: 'Taxi: 30 EUR', isTextContent: true },
    });
    expect(text.statusCode).toBe(400);
    expect(Object.keys(text.json().errors)).toEqual(['file']);
    expect(await assetCount()).toBe(0);
    expect(await storedFiles(context.dataDir)).toEqual([]);
  });

  it('lets an admin add one; 400 for a trip the user cannot see, 403 for its reviewer', async () => {
    const admin = await createUser(context.db, { traits: ['admin'] });
    const file = { name: 'invoice.pdf', content: sampleFiles.pdf() };
    expect((await upload(admin, file)).statusCode).toBe(201);
    const stranger = await createUser(context.db);
    const hidden = await upload(stranger, file);
    expect(hidden.statusCode).toBe(400);
    expect(hidden.json().errors).toEqual({ tripId: 'Trip not found' });
    const unknown = await upload(traveller, file, { tripId: tripId + 100 });
    expect(unknown.json().errors).toEqual({ tripId: 'Trip not found' });
    const reviewer = await createUser(context.db);
    await (
      await actingAs(context, traveller)
    ).inject({
      method: 'POST',
      url: `/api/trips/${tripId}/request-approval`,
      payload: { title: 'Travel', reviewerIds: [reviewer.id] },
    });
    expect((await upload(reviewer, file)).statusCode).toBe(403);
    expect(await assetCount()).toBe(1);
    expect(await storedFiles(context.dataDir)).toHaveLength(1);
  });

  it('links an existing PDF by editing it, and refuses a text asset', async () => {
    const pdf = await createAsset(context.db, { uploadedBy: traveller.id, traits: ['pdf'] });
    const api = await actingAs(context, traveller);
    const linked = await api.inject({
      method: 'PUT',
      url: `/api/assets/${pdf.id}`,
      payload: { tripId, type: 'other' },
    });
    expect(linked.statusCode, linked.body).toBe(200);
    expect(linked.json()).toMatchObject({ tripId, type: 'other' });
    const text = await createAsset(context.db, { uploadedBy: traveller.id });
    const refused = await api.inject({
      method: 'PUT',
      url: `/api/assets/${text.id}`,
      payload: { tripId },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({ tripId: 'A receipt must be a PDF or an image' });
  });

  it('are seen by the traveller, the trip’s reviewers and admins only; trip reports by all', async () => {
    const file = { name: 'invoice.pdf', content: sampleFiles.pdf() };
    const receiptId = (await upload(traveller, file)).json().id as number;
    const report = await createAsset(context.db, { uploadedBy: traveller.id });
    await context.db.execute(
      sql`update assets set type = 'trip_report', trip_id = ${tripId} where id = ${report.id}`,
    );
    const reviewer = await createUser(context.db);
    await (
      await actingAs(context, traveller)
    ).inject({
      method: 'POST',
      url: `/api/trips/${tripId}/request-approval`,
      payload: { title: 'Travel', reviewerIds: [reviewer.id] },
    });
    const admin = await createUser(context.db, { traits: ['admin'] });
    const stranger = await createUser(context.db);
    const seen = async (user: TestUser) => {
      const api = await actingAs(context, user);
      const listed = (await api.inject({ url: '/api/assets?limit=100' })).json() as {
        id: number;
      }[];
      const one = await api.inject({ url: `/api/assets/${receiptId}` });
      return { listed: listed.map((asset) => asset.id).sort(), one: one.statusCode };
    };
    const both = [receiptId, report.id].sort();
    expect(await seen(traveller)).toEqual({ listed: both, one: 200 });
    expect(await seen(reviewer)).toEqual({ listed: both, one: 200 });
    expect(await seen(admin)).toEqual({ listed: both, one: 200 });
    expect(await seen(stranger)).toEqual({ listed: [report.id], one: 404 });
  });
});
