import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { events } from '../../db/schema/index';
import { createWorkflow } from '../../test/factories/approval-workflow-factory';
import { createEvent } from '../../test/factories/event-factory';
import { createUser, type TestUser } from '../../test/factories/user-factory';
import { actingAs } from '../../test/requests';
import { createTestContext, type TestContext } from '../../test/test-app';

let context: TestContext;

beforeAll(async () => {
  context = await createTestContext();
});
afterAll(() => context.close());
beforeEach(() => context.reset());

const as = (user: TestUser) => actingAs(context, user);

describe('GET /api/approval-workflows', () => {
  it('lists cards newest first with reviewers, and filters by status in the database', async () => {
    const requester = await createUser(context.db, { name: 'Req' });
    const reviewer = await createUser(context.db, { name: 'Rev' });
    const pending = await createWorkflow(context.db, {
      requesterId: requester.id,
      reviewerIds: [reviewer.id],
    });
    const approved = await createWorkflow(context.db, {
      requesterId: requester.id,
      reviewerIds: [reviewer.id],
      traits: ['approved'],
    });
    const client = await as(requester);

    const all = await client.inject({ url: '/api/approval-workflows' });
    expect(all.statusCode).toBe(200);
    expect(all.json().map((card: { id: number }) => card.id)).toEqual([approved.id, pending.id]);
    expect(all.json()[0]).toMatchObject({
      requesterName: 'Req',
      reviewerIds: [reviewer.id],
      reviewers: [{ id: reviewer.id, name: 'Rev', status: 'approved' }],
      status: 'approved',
    });
    expect(all.json()[0]).not.toHaveProperty('comments');

    const filtered = await client.inject({ url: '/api/approval-workflows?status=pending' });
    expect(filtered.json().map((card: { id: number }) => card.id)).toEqual([pending.id]);
    const none = await client.inject({ url: '/api/approval-workflows?status=changes_requested' });
    expect(none.json()).toEqual([]);
  });

  it('filters by item type and item id', async () => {
    const user = await createUser(context.db);
    const event = await createEvent(context.db);
    const travel = await createWorkflow(context.db, {
      itemId: event.id,
      traits: ['travel-request'],
    });
    await createWorkflow(context.db, { itemId: event.id });
    await createWorkflow(context.db);
    const response = await (
      await as(user)
    ).inject({ url: `/api/approval-workflows?item_type=travel_request&itemId=${event.id}` });
    expect(response.json().map((card: { id: number }) => card.id)).toEqual([travel.id]);
  });

  it("shows no item name once the event is gone (the screen shows 'Event #id')", async () => {
    const user = await createUser(context.db);
    const workflow = await createWorkflow(context.db);
    await context.db.delete(events).where(eq(events.id, workflow.itemId));
    const response = await (await as(user)).inject({ url: '/api/approval-workflows' });
    expect(response.json()[0]).toMatchObject({ itemId: workflow.itemId, itemName: null });
  });

  it('refuses an unknown status with 400', async () => {
    const user = await createUser(context.db);
    const response = await (
      await as(user)
    ).inject({ url: '/api/approval-workflows?status=finished' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.status).toContain('Must be one of: ');
  });

  it('answers 401 without a token', async () => {
    expect((await context.app.inject({ url: '/api/approval-workflows' })).statusCode).toBe(401);
  });
});

describe('GET /api/approval-workflows/{id}', () => {
  it('answers 404 for an unknown id and 400 for a non-numeric one', async () => {
    const client = await as(await createUser(context.db));
    const missing = await client.inject({ url: '/api/approval-workflows/4242' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Workflow not found' });
    const bad = await client.inject({ url: '/api/approval-workflows/abc' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      message: 'Id must be a number',
      errors: { id: 'Id must be a number' },
    });
  });

  it('answers 401 without a token', async () => {
    expect((await context.app.inject({ url: '/api/approval-workflows/1' })).statusCode).toBe(401);
  });
});
