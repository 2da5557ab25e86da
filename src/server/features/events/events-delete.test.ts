import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  approvalWorkflows,
  assets,
  attendees,
  cfpSubmissions,
  editHistory,
  events,
  sponsorships,
} from '../../db/schema/index';
import { createWorkflow } from '../../test/factories/approval-workflow-factory';
import { createAsset } from '../../test/factories/asset-factory';
import { createAttendee } from '../../test/factories/attendee-factory';
import { createCfpSubmission } from '../../test/factories/cfp-submission-factory';
import { createEvent } from '../../test/factories/event-factory';
import { createSponsorship } from '../../test/factories/sponsorship-factory';
import { createUser, type TestUser } from '../../test/factories/user-factory';
import { actingAs } from '../../test/requests';
import { createTestContext, type TestContext } from '../../test/test-app';

let context: TestContext;
let creator: TestUser;

beforeAll(async () => {
  context = await createTestContext();
});
afterAll(() => context.close());
beforeEach(async () => {
  await context.reset();
  creator = await createUser(context.db);
});

const remove = async (user: TestUser, id: number | string) =>
  (await actingAs(context, user)).inject({ method: 'DELETE', url: `/api/events/${id}` });

describe('DELETE /api/events/:id', () => {
  it('removes the event with its submissions, attendees and sponsorships; unlinks its assets', async () => {
    const event = await createEvent(context.db, { name: 'Gone Conf', createdById: creator.id });
    const kept = await createEvent(context.db);
    await createCfpSubmission(context.db, { eventId: event.id });
    await createAttendee(context.db, { eventId: event.id });
    await createSponsorship(context.db, { eventId: event.id });
    const keptSubmission = await createCfpSubmission(context.db, { eventId: kept.id });
    const asset = await createAsset(context.db, { uploadedBy: creator.id, eventId: event.id });
    const workflow = await createWorkflow(context.db, { itemId: event.id });

    const response = await remove(creator, event.id);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');

    expect(await context.db.$count(events, eq(events.id, event.id))).toBe(0);
    expect(await context.db.$count(cfpSubmissions)).toBe(1);
    expect(await context.db.$count(cfpSubmissions, eq(cfpSubmissions.id, keptSubmission.id))).toBe(
      1,
    );
    expect(await context.db.$count(attendees)).toBe(0);
    expect(await context.db.$count(sponsorships)).toBe(0);
    const [unlinked] = await context.db.select().from(assets).where(eq(assets.id, asset.id));
    expect(unlinked!.eventId).toBeNull();
    const [untouched] = await context.db
      .select()
      .from(approvalWorkflows)
      .where(eq(approvalWorkflows.id, workflow.id));
    expect(untouched!.itemId).toBe(event.id);

    const history = await context.db.select().from(editHistory);
    expect(history).toMatchObject([
      {
        entityId: event.id,
        editedById: creator.id,
        changeDescription: 'Deleted event "Gone Conf"',
      },
    ]);
  });

  it('lets an admin delete anyone’s event', async () => {
    const event = await createEvent(context.db, { createdById: creator.id });
    const admin = await createUser(context.db, { traits: ['admin'] });
    expect((await remove(admin, event.id)).statusCode).toBe(204);
  });

  it('answers 403 to a member who did not create it, and keeps everything', async () => {
    const event = await createEvent(context.db, { createdById: creator.id });
    await createAttendee(context.db, { eventId: event.id });
    const member = await createUser(context.db);
    const response = await remove(member, event.id);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('Only its creator or an admin can delete this event');
    expect(await context.db.$count(events)).toBe(1);
    expect(await context.db.$count(attendees)).toBe(1);
    expect(await context.db.$count(editHistory)).toBe(0);
  });

  it('answers 404 for an unknown id, 400 for a non-numeric one, 401 without a token', async () => {
    expect((await remove(creator, 4242)).statusCode).toBe(404);
    const invalid = await remove(creator, 'abc');
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().errors.id).toBe('Id must be a number');
    const event = await createEvent(context.db, { createdById: creator.id });
    const anonymous = await context.app.inject({
      method: 'DELETE',
      url: `/api/events/${event.id}`,
    });
    expect(anonymous.statusCode).toBe(401);
    expect(await context.db.$count(events)).toBe(1);
  });
});
