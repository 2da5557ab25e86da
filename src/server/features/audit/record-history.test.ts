import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AUDIT_RECORD_TYPES, type AuditRecordType } from '@shared/schemas/audit';
import { actAs } from '../../db/audit-actor';
import { auditLog, events, talkSpeakers, users, workflowReviewers } from '../../db/schema/index';
import { createWorkflow } from '../../test/factories/approval-workflow-factory';
import { createAsset } from '../../test/factories/asset-factory';
import { createAttendee } from '../../test/factories/attendee-factory';
import { createCfpSubmission } from '../../test/factories/cfp-submission-factory';
import { createEvent } from '../../test/factories/event-factory';
import { createSponsorship } from '../../test/factories/sponsorship-factory';
import { createStakeholder } from '../../test/factories/stakeholder-factory';
import { createTalk } from '../../test/factories/talk-factory';
import { createUser, type TestUser } from '../../test/factories/user-factory';
import { actingAs } from '../../test/requests';
import { databaseKind } from '../../test/test-database';
import { createTestContext, type TestContext } from '../../test/test-app';

let context: TestContext;
let admin: TestUser;
let grace: TestUser;

beforeAll(async () => {
  context = await createTestContext();
});
afterAll(() => context.close());
beforeEach(async () => {
  await context.reset();
  admin = await createUser(context.db, { name: 'Ada Admin', traits: ['admin'] });
  grace = await createUser(context.db, { name: 'Grace Hopper' });
});

const get = async (user: TestUser, url: string) => (await actingAs(context, user)).inject({ url });

const eventRows = (id: number) => and(eq(auditLog.recordType, 'events'), eq(auditLog.recordId, id));

const setLocation = (user: TestUser, id: number, location: string) =>
  context.db.transaction(async (tx) => {
    await actAs(tx, user);
    await tx.update(events).set({ location }).where(eq(events.id, id));
  });

/**
 * Two edits of one event where the transaction that began first commits last. On PostgreSQL two
 * connections really interleave; PGlite runs one transaction at a time, so there the later log
 * row is given the earlier start time such a transaction would have stamped it with.
 */
async function editsCommittedOutOfStartOrder(eventId: number) {
  if (databaseKind === 'postgres') {
    let begun!: () => void;
    let otherCommitted!: () => void;
    const hasBegun = new Promise<void>((resolve) => (begun = resolve));
    const committed = new Promise<void>((resolve) => (otherCommitted = resolve));
    const first = context.db.transaction(async (tx) => {
      await actAs(tx, grace); // its first statement: now() is fixed from here on
      begun();
      await committed;
      await tx.update(events).set({ location: 'Begun first' }).where(eq(events.id, eventId));
    });
    await hasBegun;
    await new Promise((resolve) => setTimeout(resolve, 20));
    await setLocation(admin, eventId, 'Begun second');
    otherCommitted();
    await first;
  } else {
    await setLocation(admin, eventId, 'Begun second');
    await setLocation(grace, eventId, 'Begun first');
    const [latest] = await context.db
      .select({ id: auditLog.id })
      .from(auditLog)
      .orderBy(desc(auditLog.id))
      .limit(1);
    await context.db
      .update(auditLog)
      .set({ at: sql`${auditLog.at} - interval '1 second'` })
      .where(eq(auditLog.id, latest!.id));
  }
}

describe('history order', () => {
  it("both routes follow the log's own sequence, not the transactions' start times", async () => {
    const event = await createEvent(context.db, { location: 'Paris' });
    await editsCommittedOutOfStartOrder(event.id);

    const rows = await context.db
      .select({ actorId: auditLog.actorId, at: auditLog.at })
      .from(auditLog)
      .where(eventRows(event.id))
      .orderBy(auditLog.id);
    const [, second, last] = rows;
    expect([second!.actorId, last!.actorId]).toEqual([admin.id, grace.id]);
    expect(last!.at.getTime()).toBeLessThan(second!.at.getTime());

    const expected = [
      'Changed location from Begun second to Begun first',
      'Changed location from Paris to Begun second',
      `Created event "${event.name}"`,
    ];
    const history = await get(grace, `/api/history?type=events&id=${event.id}`);
    expect(history.json().map((entry: { description: string }) => entry.description)).toEqual(
      expected,
    );
    const edits = await get(grace, `/api/edit-history/events/${event.id}`);
    expect(
      edits.json().map((entry: { change_description: string }) => entry.change_description),
    ).toEqual(expected);
  });
});

describe('GET /api/edit-history/{entityType}/{id}', () => {
  it('answers in the edit-history shape, newest first, with the person and their photo', async () => {
    await context.db.update(users).set({ headshot: 'grace.png' }).where(eq(users.id, grace.id));
    const event = await createEvent(context.db, { name: 'KubeCon', location: 'Paris' });
    await setLocation(grace, event.id, 'Lyon');
    await context.db.delete(users).where(eq(users.id, admin.id));
    const gone = await createUser(context.db);
    await setLocation(gone, event.id, 'Nice');
    await context.db.delete(users).where(eq(users.id, gone.id));

    const response = await get(grace, `/api/edit-history/events/${event.id}`);
    expect(response.statusCode).toBe(200);
    const entries = response.json();
    expect(entries.map(Object.keys)).toEqual(
      Array(3).fill(['id', 'editedByName', 'editedByAvatar', 'edited_at', 'change_description']),
    );
    expect(entries).toMatchObject([
      {
        editedByName: 'Former user',
        editedByAvatar: null,
        change_description: 'Changed location from Lyon to Nice',
      },
      {
        editedByName: 'Grace Hopper',
        editedByAvatar: expect.stringMatching(/^\/api\/files\/grace\.png\?/),
        change_description: 'Changed location from Paris to Lyon',
      },
      {
        editedByName: 'System',
        editedByAvatar: null,
        change_description: 'Created event "KubeCon"',
      },
    ]);
    expect(new Date(entries[0].edited_at).toISOString()).toBe(entries[0].edited_at);
    const log = await context.db
      .select({ id: auditLog.id })
      .from(auditLog)
      .where(eventRows(event.id))
      .orderBy(desc(auditLog.id));
    expect(entries.map((entry: { id: number }) => entry.id)).toEqual(log.map((row) => row.id));
  });

  it('answers for every record type the log follows, as /api/history does', async () => {
    const event = await createEvent(context.db);
    const owned = { eventId: event.id, createdById: grace.id };
    const workflow = await createWorkflow(context.db, { requesterId: grace.id });
    const [review] = await context.db
      .select({ id: workflowReviewers.id })
      .from(workflowReviewers)
      .where(eq(workflowReviewers.workflowId, workflow.id));
    const token = await (
      await actingAs(context, grace)
    ).inject({ method: 'POST', url: '/api/tokens', payload: { name: 'CI', access: 'read' } });
    const ids: Record<AuditRecordType, number> = {
      events: event.id,
      cfp_submissions: (await createCfpSubmission(context.db, owned)).id,
      attendees: (await createAttendee(context.db, owned)).id,
      sponsorships: (await createSponsorship(context.db, owned)).id,
      assets: (await createAsset(context.db, { uploadedBy: grace.id })).id,
      stakeholders: (await createStakeholder(context.db, { createdById: grace.id })).id,
      approval_workflows: workflow.id,
      workflow_reviewers: review!.id,
      users: grace.id,
      api_tokens: token.json().id,
      ...(await talkRecords(grace.id)),
      webhook_endpoints: (
        await (
          await actingAs(context, admin)
        ).inject({
          method: 'POST',
          url: '/api/webhooks',
          payload: { url: 'https://203.0.113.10/hook', eventKinds: ['event.created'] },
        })
      ).json().id,
    };
    for (const type of AUDIT_RECORD_TYPES) {
      // Webhooks are the admins' alone, their history too.
      const reader = type === 'webhook_endpoints' ? admin : grace;
      const history = await get(reader, `/api/history?type=${type}&id=${ids[type]}`);
      const edits = await get(reader, `/api/edit-history/${type}/${ids[type]}`);
      expect(edits.statusCode, `${type}: ${edits.body}`).toBe(200);
      expect(edits.json().length, type).toBeGreaterThan(0);
      expect(
        edits
          .json()
          .map((entry: { id: number; change_description: string }) => [
            entry.id,
            entry.change_description,
          ]),
        type,
      ).toEqual(
        history
          .json()
          .map((entry: { id: number; description: string }) => [entry.id, entry.description]),
      );
    }
  });

  it('refuses an unknown type or a malformed id with 400, and hides what /api/history hides', async () => {
    const unknown = await get(grace, '/api/edit-history/event/1');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors.entityType).toBe(
      `Entity type must be one of: ${AUDIT_RECORD_TYPES.join(', ')}`,
    );
    for (const id of ['abc', '0', '-1', '1.5', '99999999999']) {
      const malformed = await get(grace, `/api/edit-history/events/${id}`);
      expect(malformed.statusCode, id).toBe(400);
      expect(malformed.json().errors.id, id).toBeDefined();
    }
    expect((await get(grace, '/api/edit-history/sponsorships/4242')).statusCode).toBe(404);
    const lin = await createUser(context.db);
    expect((await get(lin, `/api/edit-history/users/${grace.id}`)).statusCode).toBe(404);
    expect((await get(grace, `/api/edit-history/users/${grace.id}`)).statusCode).toBe(200);
    expect((await get(admin, `/api/edit-history/users/${grace.id}`)).statusCode).toBe(200);
    expect((await context.app.inject({ url: '/api/edit-history/events/1' })).statusCode).toBe(401);
  });

  it('is in the OpenAPI document with its answers and entry shape', async () => {
    const document = (await context.app.inject({ url: '/api/openapi.json' })).json();
    const operation = document.paths['/api/edit-history/{entityType}/{id}'].get;
    expect(Object.keys(operation.responses)).toEqual(['200', '400', '401', '404']);
    const entry = operation.responses['200'].content['application/json'].schema.items;
    expect(Object.keys(entry.properties)).toEqual([
      'id',
      'editedByName',
      'editedByAvatar',
      'edited_at',
      'change_description',
    ]);
  });
});

/** A talk, its speaker and the row that joins them, as the audit log names them. */
async function talkRecords(createdById: number) {
  const talk = await createTalk(context.db, { createdById });
  const [link] = await context.db
    .select({ id: talkSpeakers.id })
    .from(talkSpeakers)
    .where(eq(talkSpeakers.talkId, talk.id));
  return { talks: talk.id, speakers: talk.speakerIds[0]!, talk_speakers: link!.id };
}
