import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  approvalWorkflows,
  assets,
  attendees,
  cfpSubmissions,
  auditLog,
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
    const own = { eventId: event.id, createdById: creator.id };
    await createCfpSubmission(context.db, own);
    await createAttendee(context.db, own);
    await createSponsorship(context.db, own);
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

    const history = await context.db
      .select()
      .from(auditLog)
      .where(and(isNotNull(auditLog.actorId), eq(auditLog.recordType, 'events')));
    expect(history).toMatchObject([
      {
        action: 'delete',
        recordId: event.id,
        actorId: creator.id,
        label: 'Gone Conf',
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
    expect(await context.db.$count(auditLog, isNotNull(auditLog.actorId))).toBe(0);
  });

  it('refuses its creator with 403 naming the rule when it holds others’ records, and keeps everything', async () => {
    const event = await createEvent(context.db, { createdById: creator.id });
    const other = await createUser(context.db);
    await createAttendee(context.db, { eventId: event.id, createdById: creator.id });
    await createCfpSubmission(context.db, { eventId: event.id, createdById: other.id });
    await createSponsorship(context.db, { eventId: event.id, createdById: null });
    const response = await remove(creator, event.id);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(
      'Only an admin can delete this event: it holds 2 records other people created, which would be deleted with it',
    );
    expect(await context.db.$count(events)).toBe(1);
    expect(await context.db.$count(attendees)).toBe(1);
    expect(await context.db.$count(cfpSubmissions)).toBe(1);
    expect(await context.db.$count(sponsorships)).toBe(1);
    expect(await context.db.$count(auditLog, isNotNull(auditLog.actorId))).toBe(0);

    const admin = await createUser(context.db, { traits: ['admin'] });
    expect((await remove(admin, event.id)).statusCode).toBe(204);
    expect(await context.db.$count(cfpSubmissions)).toBe(0);
  });

  it('refuses a member who moved someone else’s record into their own event (no removal sideways)', async () => {
    const victim = await createEvent(context.db, { createdById: creator.id });
    const submission = await createCfpSubmission(context.db, {
      eventId: victim.id,
      createdById: creator.id,
    });
    const member = await createUser(context.db);
    const own = await createEvent(context.db, { createdById: member.id });
    const client = await actingAs(context, member);
    const moved = await client.inject({
      method: 'PUT',
      url: `/api/cfp-submissions/${submission.id}`,
      payload: { eventId: own.id },
    });
    expect(moved.statusCode).toBe(403);
    expect((await remove(member, own.id)).statusCode).toBe(204);
    expect(await context.db.$count(cfpSubmissions, eq(cfpSubmissions.id, submission.id))).toBe(1);
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

describe('GET /api/events/:id/deletion', () => {
  const deletion = async (user: TestUser, id: number | string) =>
    (await actingAs(context, user)).inject({ method: 'GET', url: `/api/events/${id}/deletion` });

  it('counts what goes with the event per kind, how many others created, and who may delete it', async () => {
    const event = await createEvent(context.db, { createdById: creator.id });
    const other = await createUser(context.db);
    const admin = await createUser(context.db, { traits: ['admin'] });
    const own = { eventId: event.id, createdById: creator.id };
    for (let n = 0; n < 3; n++) await createCfpSubmission(context.db, own);
    for (let n = 0; n < 12; n++) await createAttendee(context.db, own);
    await createSponsorship(context.db, { eventId: event.id, createdById: other.id });
    await createAttendee(context.db, { createdById: other.id });
    await createAsset(context.db, { uploadedBy: other.id, eventId: event.id });

    const mine = await deletion(creator, event.id);
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toEqual({
      cfpSubmissions: 3,
      attendees: 12,
      sponsorships: 1,
      othersRecords: 1,
      allowed: false,
      reason:
        'Only an admin can delete this event: it holds 1 record other people created, which would be deleted with it',
    });
    expect((await deletion(admin, event.id)).json()).toMatchObject({
      othersRecords: 16,
      allowed: true,
      reason: null,
    });
    expect((await deletion(other, event.id)).json()).toMatchObject({
      othersRecords: 15,
      allowed: false,
      reason: 'Only its creator or an admin can delete this event',
    });
  });

  it('answers 404 for an unknown event and 400 for a non-numeric id', async () => {
    expect((await deletion(creator, 4242)).statusCode).toBe(404);
    expect((await deletion(creator, 'abc')).statusCode).toBe(400);
  });
});
