import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { eventFollows, events, notifications, users } from '../../db/schema/index';
import { createAttendee } from '../../test/factories/attendee-factory';
import { createCfpSubmission } from '../../test/factories/cfp-submission-factory';
import { createEvent } from '../../test/factories/event-factory';
import { createUser, type TestUser } from '../../test/factories/user-factory';
import { actingAs } from '../../test/requests';
import { mailTestApp } from '../../test/mail-test-app';

// The scheduler's reminders and digest, through a real SMTP server and a clock the tests move:
// who hears, when (09:00 in their own time zone), what the switches stop, exactly once.

const testApp = mailTestApp(() => '2031-03-01T00:00:00Z');
const { clock, smtp } = testApp;

const pass = () => testApp.context.app.notifications.runPass();

/** Moves the clock and runs a pass. */
async function at(instant: string) {
  clock.set(instant);
  return pass();
}

async function member(
  name: string,
  settings: { timeZone?: string; preferences?: Record<string, boolean> } = {},
): Promise<TestUser> {
  const user = await createUser(testApp.context.db, { name, username: name.toLowerCase() });
  await testApp.context.db
    .update(users)
    .set({ timeZone: settings.timeZone ?? null, preferences: settings.preferences ?? {} })
    .where(eq(users.id, user.id));
  return user;
}

/** Who got email so far, alphabetically. */
const recipients = () =>
  mail()
    .map(([name]) => name!)
    .sort();

/** [recipient's name, subject] of every email so far, in order of arrival. */
const mail = () => smtp.messages.map((message) => [message.to[0]!.split('@')[0], message.subject]);

async function inApp(user: TestUser) {
  const rows = await testApp.context.db
    .select({ title: notifications.title })
    .from(notifications)
    .where(eq(notifications.userId, user.id));
  return rows.map((row) => row.title);
}

describe('CFP deadline reminders', () => {
  it('reach everyone following the event 3 days before and on the day, at 09:00 their time', async () => {
    const creator = await member('Creator', { timeZone: 'Europe/Berlin' });
    const submitter = await member('Submitter', { timeZone: 'America/New_York' });
    const attendee = await member('Attendee');
    await member('Byemail', { timeZone: 'Asia/Tokyo' }); // an attendee by email only
    const follower = await member('Follower');
    const unfollower = await member('Unfollower');
    await member('Stranger');
    const event = await createEvent(testApp.context.db, {
      name: 'KubeCon Europe',
      cfpDeadline: '2031-03-13',
      cfpLink: 'https://events.example.org/kubecon/cfp',
      startDate: '2031-04-20',
      endDate: '2031-04-22',
      createdById: creator.id,
    });
    await createCfpSubmission(testApp.context.db, { eventId: event.id, submitterId: submitter.id });
    await createCfpSubmission(testApp.context.db, {
      eventId: event.id,
      submitterId: unfollower.id,
    });
    await createAttendee(testApp.context.db, { eventId: event.id, userId: attendee.id });
    await createAttendee(testApp.context.db, { eventId: event.id, email: 'BYEMAIL@example.org' });
    await testApp.context.db.insert(eventFollows).values([
      { userId: follower.id, eventId: event.id, following: true },
      { userId: unfollower.id, eventId: event.id, following: false },
    ]);
    const threeDays = 'CFP for KubeCon Europe closes in 3 days';

    await at('2031-03-09T23:59:00Z'); // 08:59 in Tokyo on the 10th
    expect(mail()).toEqual([]);
    await at('2031-03-10T00:00:00Z'); // 09:00 in Tokyo
    expect(mail()).toEqual([['byemail', threeDays]]);
    await at('2031-03-10T07:59:00Z'); // 08:59 in Berlin
    expect(mail()).toHaveLength(1);
    await at('2031-03-10T08:00:00Z'); // 09:00 in Berlin
    expect(recipients()).toEqual(['byemail', 'creator']);
    await at('2031-03-10T09:00:00Z'); // 09:00 UTC
    expect(recipients()).toEqual(['attendee', 'byemail', 'creator', 'follower']);
    await at('2031-03-10T12:59:00Z'); // 08:59 in New York (daylight saving time since the 9th)
    expect(recipients()).toHaveLength(4);
    await at('2031-03-10T13:00:00Z');
    expect(recipients()).toEqual(['attendee', 'byemail', 'creator', 'follower', 'submitter']);
    expect(new Set(mail().map(([, subject]) => subject))).toEqual(new Set([threeDays]));
    expect((await pass()).written).toBe(0);

    smtp.clear();
    await at('2031-03-13T13:00:00Z');
    expect(
      mail()
        .map(([name]) => name)
        .sort(),
    ).toEqual(['attendee', 'byemail', 'creator', 'follower', 'submitter'].sort());
    expect(new Set(mail().map(([, subject]) => subject))).toEqual(
      new Set(['CFP for KubeCon Europe closes today']),
    );
    await at('2031-03-14T13:00:00Z');
    expect(mail()).toHaveLength(5);
    expect(await inApp(creator)).toEqual([threeDays, 'CFP for KubeCon Europe closes today']);
  });

  it('say what the event is, with its CFP link, a link into the app and one-click unsubscribe', async () => {
    const creator = await member('Creator');
    const event = await createEvent(testApp.context.db, {
      name: 'FOSDEM',
      location: 'Brussels, Belgium',
      cfpDeadline: '2031-03-13',
      cfpLink: 'https://fosdem.org/cfp?year=2031&track=main',
      startDate: '2031-04-05',
      endDate: '2031-04-06',
      createdById: creator.id,
    });
    await at('2031-03-10T09:00:00Z');
    const [message] = smtp.messages;
    expect(message!.to).toEqual(['creator@example.org']);
    expect(message!.headers.from).toBe('OSPO Events <notifications@localhost.localdomain>');
    expect(message!.text).toContain(
      'The call for papers of FOSDEM closes on Thursday, 13 March 2031.',
    );
    expect(message!.text).toContain('Dates: Saturday, 5 April 2031 – Sunday, 6 April 2031');
    expect(message!.text).toContain('CFP link: https://fosdem.org/cfp?year=2031&track=main');
    expect(message!.text).toContain(
      `Open in OSPO Events: http://localhost:3000/events/${event.id}`,
    );
    expect(message!.html).toContain(
      '<h1 style="font-size:20px;margin:0 0 8px">CFP for FOSDEM closes in 3 days</h1>',
    );
    expect(message!.html).toContain('href="https://fosdem.org/cfp?year=2031&amp;track=main"');
    expect(message!.html).toContain(`href="http://localhost:3000/events/${event.id}"`);
    const unsubscribe =
      /^<(http:\/\/localhost:3000\/api\/notifications\/unsubscribe\?[^>]+)>$/.exec(
        message!.headers['list-unsubscribe']!,
      )![1]!;
    expect(message!.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(new URL(unsubscribe).searchParams.get('switch')).toBe('cfp_deadline_reminders');
    expect(message!.text).toContain(unsubscribe);
  });
});

describe('event reminders', () => {
  it('come 7 days and 1 day before the event starts', async () => {
    const creator = await member('Creator', { timeZone: 'Europe/Berlin' });
    await createEvent(testApp.context.db, {
      name: 'All Things Open',
      startDate: '2031-03-20',
      endDate: '2031-03-21',
      createdById: creator.id,
    });
    await at('2031-03-13T07:59:00Z');
    expect(mail()).toEqual([]);
    await at('2031-03-13T08:00:00Z');
    await at('2031-03-18T08:00:00Z');
    await at('2031-03-19T08:00:00Z');
    await at('2031-03-20T08:00:00Z');
    expect(mail()).toEqual([
      ['creator', 'All Things Open starts in 7 days'],
      ['creator', 'All Things Open starts tomorrow'],
    ]);
  });
});

describe('what sends nothing', () => {
  it('each switch turned off stops its kind, in the app and by email', async () => {
    const noCfp = await member('Nocfp', { preferences: { cfp_deadline_reminders: false } });
    const noEvents = await member('Noevents', { preferences: { event_reminders: false } });
    const noEmail = await member('Noemail', { preferences: { email_notifications: false } });
    for (const user of [noCfp, noEvents, noEmail]) {
      await createEvent(testApp.context.db, {
        name: `Event of ${user.username}`,
        cfpDeadline: '2031-03-13',
        startDate: '2031-03-17',
        endDate: '2031-03-17',
        createdById: user.id,
      });
    }
    await at('2031-03-10T09:00:00Z'); // 3 days before the deadlines, 7 before the events
    expect(mail().sort()).toEqual(
      [
        ['noevents', 'CFP for Event of noevents closes in 3 days'],
        ['nocfp', 'Event of nocfp starts in 7 days'],
      ].sort(),
    );
    expect(await inApp(noCfp)).toEqual(['Event of nocfp starts in 7 days']);
    expect(await inApp(noEvents)).toEqual(['CFP for Event of noevents closes in 3 days']);
    expect((await inApp(noEmail)).sort()).toEqual(
      ['CFP for Event of noemail closes in 3 days', 'Event of noemail starts in 7 days'].sort(),
    );
  });

  it('cancelled events, past deadlines and reminders whose moment has gone', async () => {
    const creator = await member('Creator');
    await createEvent(testApp.context.db, {
      name: 'Cancelled Con',
      status: 'cancelled',
      cfpDeadline: '2031-03-13',
      startDate: '2031-03-17',
      endDate: '2031-03-17',
      createdById: creator.id,
    });
    await createEvent(testApp.context.db, {
      name: 'Closed CFP',
      cfpDeadline: '2031-03-09',
      startDate: '2031-05-01',
      endDate: '2031-05-01',
      createdById: creator.id,
    });
    // Added when its deadline is 2 days away: no "3 days" reminder late, only the day's.
    await createEvent(testApp.context.db, {
      name: 'Late Addition',
      cfpDeadline: '2031-03-12',
      startDate: '2031-05-01',
      endDate: '2031-05-01',
      createdById: creator.id,
    });
    await at('2031-03-10T09:00:00Z');
    await at('2031-03-12T09:00:00Z');
    await at('2031-03-13T09:00:00Z');
    await at('2031-03-17T09:00:00Z');
    expect(mail()).toEqual([['creator', 'CFP for Late Addition closes today']]);
  });
});

describe('a moved CFP deadline', () => {
  it('moves its reminder: none for the old date, one for the new', async () => {
    const creator = await member('Creator');
    const event = await createEvent(testApp.context.db, {
      name: 'SCALE',
      cfpDeadline: '2031-03-13',
      startDate: '2031-05-01',
      endDate: '2031-05-02',
      createdById: creator.id,
    });
    await at('2031-03-05T09:00:00Z');
    const api = await actingAs(testApp.context, creator);
    const moved = await api.inject({
      method: 'PUT',
      url: `/api/events/${event.id}`,
      payload: { cfpDeadline: '2031-03-20' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    await at('2031-03-10T09:00:00Z');
    expect(mail()).toEqual([]);
    await at('2031-03-17T09:00:00Z');
    expect(mail()).toEqual([['creator', 'CFP for SCALE closes in 3 days']]);
    expect(smtp.messages[0]!.text).toContain('closes on Thursday, 20 March 2031');
  });

  it('moved again after its reminder went out: a reminder for the new date too', async () => {
    const creator = await member('Creator');
    const event = await createEvent(testApp.context.db, {
      name: 'SCALE',
      cfpDeadline: '2031-03-13',
      startDate: '2031-05-01',
      endDate: '2031-05-02',
      createdById: creator.id,
    });
    await at('2031-03-10T09:00:00Z');
    await testApp.context.db
      .update(events)
      .set({ cfpDeadline: '2031-03-27' })
      .where(eq(events.id, event.id));
    await at('2031-03-24T09:00:00Z');
    expect(smtp.messages.map((message) => /closes on (.*)\./.exec(message.text)![1])).toEqual([
      'Thursday, 13 March 2031',
      'Thursday, 27 March 2031',
    ]);
  });
});

describe('the weekly new-CFP digest', () => {
  it('goes on Mondays at 09:00 to those who turned it on, once a week', async () => {
    const reader = await member('Reader', {
      timeZone: 'Europe/Berlin',
      preferences: { new_cfp_digest: true },
    });
    await member('Default'); // the digest is off by default
    await createEvent(testApp.context.db, {
      name: 'Closing Soon',
      cfpDeadline: '2031-03-25',
      startDate: '2031-06-01',
      endDate: '2031-06-01',
      createdAt: new Date('2031-01-05T00:00:00Z'),
    });
    await createEvent(testApp.context.db, {
      name: 'Closing Later',
      cfpDeadline: '2031-04-30',
      startDate: '2031-06-01',
      endDate: '2031-06-01',
      createdAt: new Date('2031-01-05T00:00:00Z'),
    });
    await createEvent(testApp.context.db, {
      name: 'Brand New',
      startDate: '2031-09-01',
      endDate: '2031-09-02',
      location: 'Lisbon, Portugal',
      createdAt: new Date('2031-03-14T12:00:00Z'),
    });
    await at('2031-03-17T07:59:00Z'); // Monday, 08:59 in Berlin
    expect(mail()).toEqual([]);
    await at('2031-03-17T08:00:00Z');
    await at('2031-03-17T20:00:00Z');
    await at('2031-03-18T08:00:00Z');
    expect(mail()).toEqual([['reader', 'Your weekly CFP digest']]);
    const { text } = smtp.messages[0]!;
    expect(text).toContain(
      'CFPs closing in the next 14 days:\n- Closing Soon: closes Tuesday, 25 March 2031 <http://localhost:3000/events/1>',
    );
    expect(text).not.toContain('Closing Later');
    expect(text).toContain(
      'Events added in the last 7 days:\n- Brand New: Monday, 1 September 2031, Lisbon, Portugal <http://localhost:3000/events/3>',
    );
    await at('2031-03-24T08:00:00Z');
    expect(mail()).toHaveLength(2);
    expect(await inApp(reader)).toEqual(['Your weekly CFP digest', 'Your weekly CFP digest']);
  });
});

describe('delivery', () => {
  it('retries while the mail server is down and delivers when it is back, once', async () => {
    const creator = await member('Creator');
    await createEvent(testApp.context.db, {
      name: 'DevConf',
      cfpDeadline: '2031-03-13',
      startDate: '2031-05-01',
      endDate: '2031-05-01',
      createdById: creator.id,
    });
    await smtp.stop();
    try {
      expect(await at('2031-03-10T09:00:00Z')).toMatchObject({ written: 1, retrying: 1, sent: 0 });
      // Backoff: nothing is tried again before its time.
      expect(await at('2031-03-10T09:00:30Z')).toMatchObject({ retrying: 0, sent: 0 });
      expect(await at('2031-03-10T09:01:00Z')).toMatchObject({ retrying: 1 });
      expect(await at('2031-03-10T09:02:00Z')).toMatchObject({ retrying: 0 });
    } finally {
      await smtp.start();
    }
    expect(await at('2031-03-10T09:03:00Z')).toMatchObject({ sent: 1 });
    expect(await at('2031-03-10T10:00:00Z')).toMatchObject({ sent: 0, retrying: 0 });
    expect(mail()).toEqual([['creator', 'CFP for DevConf closes in 3 days']]);
  });

  it('gives up a day after it fell due, and admins see why', async () => {
    const admin = await createUser(testApp.context.db, { traits: ['admin'] });
    const creator = await member('Creator');
    await createEvent(testApp.context.db, {
      name: 'DevConf',
      cfpDeadline: '2031-03-13',
      startDate: '2031-05-01',
      endDate: '2031-05-01',
      createdById: creator.id,
    });
    await smtp.stop();
    let result;
    try {
      clock.set('2031-03-10T09:00:00Z');
      for (let hour = 0; hour <= 25; hour += 1) {
        result = await pass();
        clock.advance(60 * 60 * 1000);
      }
    } finally {
      await smtp.start();
    }
    expect(result).toMatchObject({ failed: 0, retrying: 0 });
    const api = await actingAs(testApp.context, admin);
    const failed = await api.inject({ url: '/api/notifications/deliveries' });
    expect(failed.statusCode).toBe(200);
    expect(failed.json()).toEqual([
      expect.objectContaining({
        kind: 'cfp_deadline_3d',
        username: 'creator',
        emailStatus: 'failed',
        lastError: expect.stringMatching(
          new RegExp(`^Mail server 127\\.0\\.0\\.1:${smtp.port}: the connection was refused`),
        ),
      }),
    ]);
    expect((failed.json() as { attempts: number }[])[0]!.attempts).toBeGreaterThan(5);
    await at('2031-03-12T09:00:00Z');
    expect(mail()).toEqual([]);
    const asCreator = await actingAs(testApp.context, creator);
    expect((await asCreator.inject({ url: '/api/notifications/deliveries' })).statusCode).toBe(403);
  });
});
