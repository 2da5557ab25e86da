import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cfpSubmissions, notificationOutbox, notifications, users } from '../../db/schema/index';
import { createCfpSubmission } from '../../test/factories/cfp-submission-factory';
import { createEvent } from '../../test/factories/event-factory';
import { createUser, type TestUser } from '../../test/factories/user-factory';
import { actingAs } from '../../test/requests';
import { createTestContext, type TestContext } from '../../test/test-app';
import { recordNotices } from './outbox';

// Notices a change causes are written in the change's own transaction (the outbox): who gets
// which, that the switches hold, that a failed change leaves none, and that nothing repeats.

let context: TestContext;

beforeAll(async () => {
  context = await createTestContext();
});
afterAll(() => context.close());
beforeEach(() => context.reset());

/** Every outbox row with its notification-centre entry, oldest first. */
async function notices() {
  const rows = await context.db
    .select({
      kind: notificationOutbox.kind,
      subject: notificationOutbox.subject,
      userId: notificationOutbox.userId,
      emailStatus: notificationOutbox.emailStatus,
      title: notifications.title,
      link: notifications.link,
    })
    .from(notificationOutbox)
    .innerJoin(notifications, eq(notifications.outboxId, notificationOutbox.id))
    .orderBy(asc(notificationOutbox.id));
  return rows;
}

async function setPreferences(user: TestUser, preferences: Record<string, boolean>) {
  await context.db.update(users).set({ preferences }).where(eq(users.id, user.id));
}

async function changeStatus(actor: TestUser, submissionId: number, status: string) {
  const api = await actingAs(context, actor);
  const response = await api.inject({
    method: 'PUT',
    url: `/api/cfp-submissions/${submissionId}`,
    payload: { status },
  });
  expect(response.statusCode, response.body).toBe(200);
}

describe('a CFP submission changes status', () => {
  it('tells its submitter, with a link to the event’s submissions, and nobody else', async () => {
    const [submitter, colleague, bystander] = [
      await createUser(context.db),
      await createUser(context.db, { name: 'Grace Hopper' }),
      await createUser(context.db),
    ];
    const event = await createEvent(context.db, {
      name: 'KubeCon Europe',
      createdById: bystander.id,
    });
    const submission = await createCfpSubmission(context.db, {
      eventId: event.id,
      submitterId: submitter.id,
      title: 'Reviews at scale',
      status: 'submitted',
    });
    await changeStatus(colleague, submission.id, 'accepted');

    expect(await notices()).toEqual([
      {
        kind: 'cfp_status',
        subject: `submission:${submission.id}`,
        userId: submitter.id,
        emailStatus: 'pending',
        title: 'Your submission "Reviews at scale" is now accepted',
        link: `/cfp-submissions?eventId=${event.id}`,
      },
    ]);
    const [entry] = await context.db.select().from(notifications);
    expect(entry!.body).toBe(
      'Grace Hopper changed the status of your CFP submission to KubeCon Europe from submitted to accepted.',
    );
  });

  it('tells nobody when the submitter changed it, the status stayed, or their switch is off', async () => {
    const submitter = await createUser(context.db);
    const colleague = await createUser(context.db);
    const submission = await createCfpSubmission(context.db, {
      submitterId: submitter.id,
      status: 'submitted',
    });
    await changeStatus(submitter, submission.id, 'withdrawn');
    await changeStatus(colleague, submission.id, 'withdrawn');
    expect(await notices()).toEqual([]);

    await setPreferences(submitter, { cfp_status_updates: false });
    await changeStatus(colleague, submission.id, 'accepted');
    expect(await notices()).toEqual([]);
  });

  it('keeps the notice in the app but sends no email while email notifications are off', async () => {
    const submitter = await createUser(context.db);
    const colleague = await createUser(context.db);
    const submission = await createCfpSubmission(context.db, { submitterId: submitter.id });
    await setPreferences(submitter, { email_notifications: false });
    await changeStatus(colleague, submission.id, 'submitted');
    expect((await notices()).map((notice) => notice.emailStatus)).toEqual(['skipped']);
  });

  it('writes one notice per change: two changes, two notices', async () => {
    const submitter = await createUser(context.db);
    const colleague = await createUser(context.db);
    const submission = await createCfpSubmission(context.db, { submitterId: submitter.id });
    await changeStatus(colleague, submission.id, 'submitted');
    await changeStatus(colleague, submission.id, 'accepted');
    expect((await notices()).map((notice) => notice.title)).toEqual([
      expect.stringContaining('is now submitted'),
      expect.stringContaining('is now accepted'),
    ]);
  });
});

describe('approval workflows', () => {
  async function createWorkflowThroughApi(requester: TestUser, reviewerIds: number[]) {
    const event = await createEvent(context.db);
    const api = await actingAs(context, requester);
    const response = await api.inject({
      method: 'POST',
      url: '/api/approval-workflows',
      payload: { title: 'Sponsor FOSDEM', itemType: 'event', itemId: event.id, reviewerIds },
    });
    expect(response.statusCode, response.body).toBe(201);
    return (response.json() as { id: number }).id;
  }

  it('asks each reviewer to review', async () => {
    const requester = await createUser(context.db, { name: 'Ada Lovelace' });
    const reviewer = await createUser(context.db);
    const id = await createWorkflowThroughApi(requester, [reviewer.id]);
    expect(await notices()).toEqual([
      {
        kind: 'review_requested',
        subject: `workflow:${id}`,
        userId: reviewer.id,
        emailStatus: 'pending',
        title: 'Ada Lovelace asked you to review "Sponsor FOSDEM"',
        link: `/approval-workflows/${id}`,
      },
    ]);
  });

  it('asks only the reviewers an edit adds', async () => {
    const requester = await createUser(context.db);
    const [first, second] = [await createUser(context.db), await createUser(context.db)];
    const id = await createWorkflowThroughApi(requester, [first.id]);
    const api = await actingAs(context, requester);
    const response = await api.inject({
      method: 'PUT',
      url: `/api/approval-workflows/${id}`,
      payload: { reviewerIds: [first.id, second.id] },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((await notices()).map((notice) => [notice.kind, notice.userId])).toEqual([
      ['review_requested', first.id],
      ['review_requested', second.id],
    ]);
  });

  it('tells the requester of a decision, and the others in it of a comment', async () => {
    const requester = await createUser(context.db);
    const [reviewer, other] = [
      await createUser(context.db, { name: 'Rita Reviewer' }),
      await createUser(context.db),
    ];
    const id = await createWorkflowThroughApi(requester, [reviewer.id, other.id]);
    const asReviewer = await actingAs(context, reviewer);
    const decided = await asReviewer.inject({
      method: 'POST',
      url: `/api/approval-workflows/${id}/decisions`,
      payload: { decision: 'changes_requested', comment: 'Add the budget' },
    });
    expect(decided.statusCode, decided.body).toBe(200);
    const commented = await asReviewer.inject({
      method: 'POST',
      url: `/api/approval-workflows/${id}/comments`,
      payload: { comment: 'Ping' },
    });
    expect(commented.statusCode, commented.body).toBe(201);

    const [decision, ...comments] = (await notices())
      .slice(2)
      .map((notice) => [notice.kind, notice.userId, notice.title]);
    expect(decision).toEqual([
      'workflow_decided',
      requester.id,
      'Rita Reviewer requested changes to "Sponsor FOSDEM"',
    ]);
    expect(comments.sort()).toEqual(
      [
        ['workflow_comment', requester.id, 'Rita Reviewer commented on "Sponsor FOSDEM"'],
        ['workflow_comment', other.id, 'Rita Reviewer commented on "Sponsor FOSDEM"'],
      ].sort(),
    );
  });

  it('reach the app whatever the switches say; email only with email notifications on', async () => {
    const requester = await createUser(context.db);
    const reviewer = await createUser(context.db);
    await setPreferences(reviewer, {
      email_notifications: false,
      cfp_deadline_reminders: false,
      cfp_status_updates: false,
      new_cfp_digest: false,
      event_reminders: false,
    });
    await createWorkflowThroughApi(requester, [reviewer.id]);
    expect((await notices()).map((notice) => [notice.userId, notice.emailStatus])).toEqual([
      [reviewer.id, 'skipped'],
    ]);
  });
});

describe('the outbox', () => {
  it('writes nothing when the change fails: the notice is part of its transaction', async () => {
    const submitter = await createUser(context.db);
    const colleague = await createUser(context.db);
    const submission = await createCfpSubmission(context.db, { submitterId: submitter.id });
    await expect(
      context.db.transaction(async (tx) => {
        await tx
          .update(cfpSubmissions)
          .set({ status: 'accepted' })
          .where(eq(cfpSubmissions.id, submission.id));
        const { notifyCfpStatusChanged } = await import('./notify');
        await notifyCfpStatusChanged(tx, {
          submissionId: submission.id,
          from: 'draft',
          to: 'accepted',
          actorId: colleague.id,
        });
        expect(await tx.select().from(notifications)).toHaveLength(1);
        throw new Error('the change fails after the notice was written');
      }),
    ).rejects.toThrow('the change fails');
    expect(await notices()).toEqual([]);
  });

  it('never writes the same (kind, subject, user, due key) twice', async () => {
    const user = await createUser(context.db);
    const notice = {
      kind: 'event_1d' as const,
      subject: 'event:1',
      userId: user.id,
      dueKey: '2030-05-01',
      title: 'FOSDEM starts tomorrow',
      body: 'FOSDEM starts tomorrow.',
      link: '/events/1',
    };
    const first = await context.db.transaction((tx) => recordNotices(tx, [notice, notice]));
    const second = await context.db.transaction((tx) => recordNotices(tx, [notice]));
    expect([first, second]).toEqual([1, 0]);
    expect(await notices()).toHaveLength(1);
  });

  it('drops reminder emails not sent yet when their event’s date moves or it is cancelled', async () => {
    const user = await createUser(context.db);
    const event = await createEvent(context.db, {
      cfpDeadline: '2030-04-01',
      startDate: '2030-05-01',
      endDate: '2030-05-02',
      createdById: user.id,
    });
    const reminder = (kind: 'cfp_deadline_3d' | 'event_7d', dueKey: string) => ({
      kind,
      subject: `event:${event.id}`,
      userId: user.id,
      dueKey,
      title: kind,
      body: kind,
      link: `/events/${event.id}`,
    });
    await context.db.transaction((tx) =>
      recordNotices(tx, [
        reminder('cfp_deadline_3d', '2030-04-01'),
        reminder('event_7d', '2030-05-01'),
      ]),
    );
    const api = await actingAs(context, user);
    const moved = await api.inject({
      method: 'PUT',
      url: `/api/events/${event.id}`,
      payload: { cfpDeadline: '2030-04-08' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await notices()).map((notice) => [notice.kind, notice.emailStatus])).toEqual([
      ['cfp_deadline_3d', 'skipped'],
      ['event_7d', 'pending'],
    ]);

    const cancelled = await api.inject({
      method: 'PUT',
      url: `/api/events/${event.id}`,
      payload: { status: 'cancelled' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await notices()).map((notice) => notice.emailStatus)).toEqual(['skipped', 'skipped']);
  });
});
