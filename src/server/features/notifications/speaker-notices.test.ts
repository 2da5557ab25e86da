import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notificationOutbox, notifications, users } from '../../db/schema/index';
import { createCfpSubmission } from '../../test/factories/cfp-submission-factory';
import { createEvent } from '../../test/factories/event-factory';
import { createSpeaker, createTalk } from '../../test/factories/talk-factory';
import { createUser, type TestUser } from '../../test/factories/user-factory';
import { actingAs } from '../../test/requests';
import { mailTestApp } from '../../test/mail-test-app';

// Issue 25: the account speakers of a library talk hear when a submission of it changes status,
// beside its submitter, each once, never the person who changed it; external speakers have no
// account and are not told.

const mail = mailTestApp(() => Date.now());
const { clock, smtp } = mail;

async function notices() {
  return mail.context.db
    .select({ userId: notificationOutbox.userId, title: notifications.title })
    .from(notificationOutbox)
    .innerJoin(notifications, eq(notifications.outboxId, notificationOutbox.id))
    .orderBy(asc(notificationOutbox.id));
}

async function changeStatus(actor: TestUser, submissionId: number, status: string) {
  const response = await (
    await actingAs(mail.context, actor)
  ).inject({ method: 'PUT', url: `/api/cfp-submissions/${submissionId}`, payload: { status } });
  expect(response.statusCode, response.body).toBe(200);
}

/** A talk given by two accounts and one external speaker, submitted by `submitter`. */
async function submittedTalk(submitter: TestUser) {
  const [ada, lin] = [
    await createUser(mail.context.db, { name: 'Ada' }),
    await createUser(mail.context.db, { name: 'Lin' }),
  ];
  const speakerIds = [
    (await createSpeaker(mail.context.db, { userId: ada.id, name: 'Ada' })).id,
    (await createSpeaker(mail.context.db, { userId: lin.id, name: 'Lin' })).id,
    (await createSpeaker(mail.context.db, { name: 'Guest', email: 'guest@example.org' })).id,
  ];
  const talk = await createTalk(mail.context.db, { title: 'Funding maintainers', speakerIds });
  const event = await createEvent(mail.context.db, { name: 'FOSDEM', traits: ['cfp-open'] });
  const submission = await createCfpSubmission(mail.context.db, {
    eventId: event.id,
    submitterId: submitter.id,
    title: 'Funding maintainers',
    status: 'submitted',
    talkId: talk.id,
    talkRevisionId: talk.revisionId,
  });
  return { ada, lin, submission };
}

describe('a submission of a library talk changes status', () => {
  it('tells the submitter and each account speaker, in the app and by email', async () => {
    const [submitter, reviewer] = [
      await createUser(mail.context.db),
      await createUser(mail.context.db, { name: 'Grace' }),
    ];
    const { ada, lin, submission } = await submittedTalk(submitter);
    await changeStatus(reviewer, submission.id, 'accepted');

    expect(await notices()).toEqual([
      { userId: submitter.id, title: 'Your submission "Funding maintainers" is now accepted' },
      { userId: ada.id, title: 'Your talk "Funding maintainers" is now accepted at FOSDEM' },
      { userId: lin.id, title: 'Your talk "Funding maintainers" is now accepted at FOSDEM' },
    ]);
    // A change's notices fall due at the database's now: the clock moves past it.
    clock.set(Date.now() + 1000);
    await mail.context.app.notifications.runPass();
    expect(smtp.messages.map((message) => message.to[0]).sort()).toEqual(
      [submitter.email, ada.email, lin.email].sort(),
    );
    expect(smtp.messages.find((message) => message.to[0] === ada.email)!.text).toContain(
      'Grace changed the status of the CFP submission of your talk to FOSDEM from submitted to accepted.',
    );
  });

  it('tells a speaker who submitted it once, and not the speaker who changed it', async () => {
    const submitter = await createUser(mail.context.db);
    const { ada, lin, submission } = await submittedTalk(submitter);
    await createSpeaker(mail.context.db, { userId: submitter.id });
    await changeStatus(ada, submission.id, 'rejected');

    expect(await notices()).toEqual([
      { userId: submitter.id, title: 'Your submission "Funding maintainers" is now rejected' },
      { userId: lin.id, title: 'Your talk "Funding maintainers" is now rejected at FOSDEM' },
    ]);
  });

  it('tells the speakers when the submitter changed it, and nobody when the switch is off', async () => {
    const submitter = await createUser(mail.context.db);
    const { ada, lin, submission } = await submittedTalk(submitter);
    await mail.context.db
      .update(users)
      .set({ preferences: { cfp_status_updates: false } })
      .where(eq(users.id, lin.id));
    await changeStatus(submitter, submission.id, 'withdrawn');

    expect(await notices()).toEqual([
      { userId: ada.id, title: 'Your talk "Funding maintainers" is now withdrawn at FOSDEM' },
    ]);
  });

  it('writes nothing when the status is refused', async () => {
    const submitter = await createUser(mail.context.db);
    const { ada, submission } = await submittedTalk(submitter);
    const response = await (
      await actingAs(mail.context, ada)
    ).inject({
      method: 'PUT',
      url: `/api/cfp-submissions/${submission.id}`,
      payload: { status: 'maybe' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toEqual(expect.any(String));
    expect(await notices()).toEqual([]);
  });
});
