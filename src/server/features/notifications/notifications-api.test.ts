import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TIME_ZONE_MESSAGE, type NotificationPage } from '@shared/schemas/notifications';
import { notificationOutbox, users } from '../../db/schema/index';
import { ManualClock } from '../../lib/clock';
import { createAttendee } from '../../test/factories/attendee-factory';
import { createCfpSubmission } from '../../test/factories/cfp-submission-factory';
import { createEvent } from '../../test/factories/event-factory';
import { createUser, type TestUser } from '../../test/factories/user-factory';
import { actingAs } from '../../test/requests';
import { SmtpSink } from '../../test/smtp-sink';
import { createTestContext, type TestContext } from '../../test/test-app';
import { recordNotices } from './outbox';
import { unsubscribeUrl } from './unsubscribe';

const smtp = new SmtpSink();
const clock = new ManualClock();
let context: TestContext;
let offline: TestContext;

beforeAll(async () => {
  await smtp.start();
  context = await createTestContext({ SMTP_URL: smtp.url }, { clock });
  offline = await createTestContext();
});
afterAll(async () => {
  await context.close();
  await offline.close();
  await smtp.stop();
});
beforeEach(async () => {
  await context.reset();
  await offline.reset();
  smtp.clear();
  clock.set(Date.now());
});

async function notify(user: TestUser, count: number) {
  const notices = Array.from({ length: count }, (_, i) => ({
    kind: 'event_1d' as const,
    subject: `event:${i + 1}`,
    userId: user.id,
    dueKey: '2031-01-01',
    title: `Notice ${i + 1}`,
    body: `Body ${i + 1}`,
    link: `/events/${i + 1}`,
  }));
  for (const notice of notices) await context.db.transaction((tx) => recordNotices(tx, [notice]));
}

describe('the notification centre', () => {
  it('lists one’s own notifications newest first, a page at a time, with the unread count', async () => {
    const me = await createUser(context.db);
    const someoneElse = await createUser(context.db);
    await notify(me, 5);
    await notify(someoneElse, 2);
    const api = await actingAs(context, me);

    const first = await api.inject({ url: '/api/notifications?limit=2' });
    expect(first.statusCode).toBe(200);
    const page = first.json() as NotificationPage;
    expect(page.notifications.map((entry) => entry.title)).toEqual(['Notice 5', 'Notice 4']);
    expect(page.notifications[0]).toMatchObject({
      kind: 'event_1d',
      link: '/events/5',
      readAt: null,
    });
    expect(page.unread).toBe(5);
    const rest = (
      await api.inject({ url: `/api/notifications?limit=2&before=${page.nextBefore}` })
    ).json() as NotificationPage;
    const last = (
      await api.inject({ url: `/api/notifications?limit=2&before=${rest.nextBefore}` })
    ).json() as NotificationPage;
    expect(rest.notifications.map((entry) => entry.title)).toEqual(['Notice 3', 'Notice 2']);
    expect(last.notifications.map((entry) => entry.title)).toEqual(['Notice 1']);
    expect(last.nextBefore).toBeNull();
    expect((await api.inject({ url: '/api/notifications?limit=0' })).statusCode).toBe(400);
  });

  it('marks one read, then all read; another person’s notification is not found', async () => {
    const me = await createUser(context.db);
    const someoneElse = await createUser(context.db);
    await notify(me, 3);
    await notify(someoneElse, 1);
    const api = await actingAs(context, me);
    const { notifications } = (
      await api.inject({ url: '/api/notifications' })
    ).json() as NotificationPage;

    const read = await api.inject({
      method: 'POST',
      url: `/api/notifications/${notifications[0]!.id}/read`,
    });
    expect(read.json()).toEqual({ unread: 2 });
    expect((await api.inject({ url: '/api/notifications/unread-count' })).json()).toEqual({
      unread: 2,
    });
    const again = await api.inject({
      method: 'POST',
      url: `/api/notifications/${notifications[0]!.id}/read`,
    });
    expect(again.json()).toEqual({ unread: 2 });

    const theirs = (
      (
        await (await actingAs(context, someoneElse)).inject({ url: '/api/notifications' })
      ).json() as NotificationPage
    ).notifications[0]!;
    const refused = await api.inject({
      method: 'POST',
      url: `/api/notifications/${theirs.id}/read`,
    });
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ message: 'Notification not found' });

    const all = await api.inject({ method: 'POST', url: '/api/notifications/read-all' });
    expect(all.json()).toEqual({ unread: 0 });
    const after = (await api.inject({ url: '/api/notifications' })).json() as NotificationPage;
    expect(after.notifications.every((entry) => entry.readAt !== null)).toBe(true);
    expect(
      (
        (
          await (
            await actingAs(context, someoneElse)
          ).inject({ url: '/api/notifications/unread-count' })
        ).json() as { unread: number }
      ).unread,
    ).toBe(1);
  });

  it('needs a signed-in user', async () => {
    expect((await context.app.inject({ url: '/api/notifications' })).statusCode).toBe(401);
    expect((await context.app.inject({ url: '/api/notifications/unread-count' })).statusCode).toBe(
      401,
    );
  });
});

describe('following an event', () => {
  it('says why one follows; Follow and Unfollow, the latter also for its creator', async () => {
    const creator = await createUser(context.db);
    const attendee = await createUser(context.db);
    const stranger = await createUser(context.db);
    const event = await createEvent(context.db, { createdById: creator.id });
    await createCfpSubmission(context.db, { eventId: event.id, submitterId: creator.id });
    await createAttendee(context.db, { eventId: event.id, email: attendee.email! });
    const url = `/api/events/${event.id}/follow`;
    const asCreator = await actingAs(context, creator);
    const asStranger = await actingAs(context, stranger);

    expect((await asCreator.inject({ url })).json()).toEqual({
      eventId: event.id,
      following: true,
      reasons: ['creator', 'submitter'],
    });
    expect((await (await actingAs(context, attendee)).inject({ url })).json()).toMatchObject({
      following: true,
      reasons: ['attendee'],
    });
    expect((await asStranger.inject({ url })).json()).toMatchObject({
      following: false,
      reasons: [],
    });

    const followed = await asStranger.inject({ method: 'PUT', url });
    expect(followed.json()).toMatchObject({ following: true, reasons: ['follow'] });
    const unfollowed = await asStranger.inject({ method: 'DELETE', url });
    expect(unfollowed.json()).toMatchObject({ following: false, reasons: [] });
    const creatorOut = await asCreator.inject({ method: 'DELETE', url });
    expect(creatorOut.json()).toMatchObject({
      following: false,
      reasons: ['creator', 'submitter'],
    });

    const missing = await asStranger.inject({ method: 'PUT', url: '/api/events/999999/follow' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Event not found' });
  });
});

describe('notification settings', () => {
  it('keep a time zone; an unknown one is refused with a message', async () => {
    const me = await createUser(context.db);
    const api = await actingAs(context, me);
    expect((await api.inject({ url: '/api/notifications/settings' })).json()).toEqual({
      timeZone: null,
      email: {
        enabled: true,
        from: 'OSPO Events <notifications@localhost.localdomain>',
        to: me.email,
      },
      canSendTestEmail: false,
    });
    const saved = await api.inject({
      method: 'PUT',
      url: '/api/notifications/settings',
      payload: { timeZone: 'europe/berlin' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ timeZone: 'Europe/Berlin' });
    for (const timeZone of ['Mars/Olympus_Mons', '+01:00', '', 'UTC; drop table users', 42]) {
      const refused = await api.inject({
        method: 'PUT',
        url: '/api/notifications/settings',
        payload: { timeZone },
      });
      expect(refused.statusCode, String(timeZone)).toBe(400);
      expect(refused.json()).toMatchObject({
        message: TIME_ZONE_MESSAGE,
        errors: { timeZone: TIME_ZONE_MESSAGE },
      });
    }
    const [row] = await context.db.select().from(users).where(eq(users.id, me.id));
    expect(row!.timeZone).toBe('Europe/Berlin');
  });

  it('say email is off without SMTP_URL, and the admin’s test email says so too', async () => {
    const admin = await createUser(offline.db, { traits: ['admin'] });
    const api = await actingAs(offline, admin);
    expect((await api.inject({ url: '/api/notifications/settings' })).json()).toMatchObject({
      email: { enabled: false, from: null },
      canSendTestEmail: true,
    });
    const test = await api.inject({ method: 'POST', url: '/api/notifications/test-email' });
    expect(test.json()).toEqual({
      sent: false,
      to: admin.email,
      message: 'Email is off: SMTP_URL is not set on the server.',
    });
  });

  it('without SMTP_URL keep every notice in the app and mark its email skipped', async () => {
    const submitter = await createUser(offline.db);
    const colleague = await createUser(offline.db);
    const submission = await createCfpSubmission(offline.db, { submitterId: submitter.id });
    await (
      await actingAs(offline, colleague)
    ).inject({
      method: 'PUT',
      url: `/api/cfp-submissions/${submission.id}`,
      payload: { status: 'accepted' },
    });
    expect(await offline.app.notifications.runPass()).toMatchObject({ skipped: 1, sent: 0 });
    const page = (
      await (await actingAs(offline, submitter)).inject({ url: '/api/notifications' })
    ).json() as NotificationPage;
    expect(page.notifications.map((entry) => entry.title)).toEqual([
      `Your submission "${submission.title}" is now accepted`,
    ]);
    const [row] = await offline.db.select().from(notificationOutbox);
    expect(row).toMatchObject({
      emailStatus: 'skipped',
      lastError: 'Email is off: SMTP_URL is not set',
    });
  });

  it('let an admin send a test email, and say in words why it failed', async () => {
    const admin = await createUser(context.db, { traits: ['admin'] });
    const member = await createUser(context.db);
    const api = await actingAs(context, admin);
    const sent = await api.inject({ method: 'POST', url: '/api/notifications/test-email' });
    expect(sent.json()).toEqual({
      sent: true,
      to: admin.email,
      message: `Test email sent to ${admin.email}.`,
    });
    expect(smtp.messages.map((message) => [message.to, message.subject])).toEqual([
      [[admin.email], 'OSPO Events test email'],
    ]);

    await smtp.stop();
    try {
      const failed = await api.inject({ method: 'POST', url: '/api/notifications/test-email' });
      expect(failed.statusCode).toBe(200);
      expect(failed.json()).toEqual({
        sent: false,
        to: admin.email,
        message: `Mail server 127.0.0.1:${smtp.port}: the connection was refused (is the server running and the port right?)`,
      });
    } finally {
      await smtp.start();
    }
    const refused = await (
      await actingAs(context, member)
    ).inject({
      method: 'POST',
      url: '/api/notifications/test-email',
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: 'Only an admin can send a test email' });
  });
});

describe('one-click unsubscribe', () => {
  async function statusEmailLink(submitter: TestUser) {
    const colleague = await createUser(context.db);
    const submission = await createCfpSubmission(context.db, { submitterId: submitter.id });
    const api = await actingAs(context, colleague);
    await api.inject({
      method: 'PUT',
      url: `/api/cfp-submissions/${submission.id}`,
      payload: { status: 'submitted' },
    });
    // A change's notices fall due at the database's now: the clock moves past it.
    clock.set(Date.now() + 1000);
    await context.app.notifications.runPass();
    const [message] = smtp.to(submitter.email!);
    const link = /^<(.+)>$/.exec(message!.headers['list-unsubscribe']!)![1]!;
    return new URL(link);
  }

  const preferences = async (user: TestUser) =>
    (await context.db.select().from(users).where(eq(users.id, user.id)))[0]!.preferences;

  it('turns the switch of the email off without signing in (RFC 8058 POST)', async () => {
    const submitter = await createUser(context.db);
    const link = await statusEmailLink(submitter);
    expect(link.searchParams.get('switch')).toBe('cfp_status_updates');
    const target = `${link.pathname}${link.search}`;

    const page = await context.app.inject({ url: target });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain('Turn off CFP status updates?');
    expect(page.body).toContain(`<form method="post" action="${target.replaceAll('&', '&amp;')}">`);
    expect(await preferences(submitter)).toEqual({}); // looking changes nothing

    const done = await context.app.inject({
      method: 'POST',
      url: target,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('“CFP status updates” is now off for');
    expect(await preferences(submitter)).toEqual({ cfp_status_updates: false });
    const settings = (
      await (await actingAs(context, submitter)).inject({ url: '/api/users/me' })
    ).json() as {
      preferences: Record<string, boolean>;
    };
    expect(settings.preferences).toMatchObject({
      cfp_status_updates: false,
      event_reminders: true,
    });
  });

  it('refuses a changed link, and answers a plain page for a deleted account', async () => {
    const user = await createUser(context.db);
    const key = context.secrets.urlSigningKey;
    const good = new URL(unsubscribeUrl('http://x', key, user.id, 'event_reminders'));
    const signature = good.searchParams.get('signature')!;
    const tampered = [
      `?user=${user.id}&switch=event_reminders&signature=${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`,
      `?user=${user.id}&switch=email_notifications&signature=${signature}`,
      `?user=${user.id + 1}&switch=event_reminders&signature=${signature}`,
      `?user=${user.id}&switch=event_reminders`,
      `?user=${user.id}&switch=password&signature=${signature}`,
      '',
    ];
    for (const query of tampered) {
      const response = await context.app.inject({
        method: 'POST',
        url: `/api/notifications/unsubscribe${query}`,
      });
      expect(response.statusCode, query).toBe(400);
      expect(response.body).toContain('This link is not valid');
    }
    expect(await preferences(user)).toEqual({});

    await context.db.delete(users).where(eq(users.id, user.id));
    for (const method of ['GET', 'POST'] as const) {
      const gone = await context.app.inject({
        method,
        url: `/api/notifications/unsubscribe${good.search}`,
      });
      expect(gone.statusCode).toBe(404);
      expect(gone.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(gone.body).toContain('This account no longer exists');
    }
  });
});

describe('the API description', () => {
  it('documents the notification routes', async () => {
    const document = (await context.app.inject({ url: '/api/openapi.json' })).json() as {
      paths: Record<string, object>;
    };
    for (const path of [
      '/api/notifications',
      '/api/notifications/unread-count',
      '/api/notifications/{id}/read',
      '/api/notifications/read-all',
      '/api/notifications/settings',
      '/api/notifications/test-email',
      '/api/notifications/deliveries',
      '/api/notifications/unsubscribe',
      '/api/events/{id}/follow',
    ]) {
      expect(Object.keys(document.paths)).toContain(path);
    }
  });
});
