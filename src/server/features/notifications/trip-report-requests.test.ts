import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  approvalWorkflows,
  notificationOutbox,
  notifications,
  trips,
  users,
} from '../../db/schema/index';
import { createEvent } from '../../test/factories/event-factory';
import { createUser, type TestUser } from '../../test/factories/user-factory';
import { actingAs } from '../../test/requests';
import { mailTestApp } from '../../test/mail-test-app';
import { writeDueNotices } from './reminders';

// The scheduler asks travellers for their trip report the day after the event ends, at 09:00
// their time, and reminds them once 7 days later; never for a cancelled or reported trip.

const mail = mailTestApp(() => '2031-03-01T00:00:00Z');
const { clock, smtp } = mail;

async function at(instant: string) {
  clock.set(instant);
  return mail.context.app.notifications.runPass();
}

async function traveller(
  settings: { timeZone?: string; preferences?: Record<string, boolean> } = {},
) {
  const user = await createUser(mail.context.db, { name: 'Ada', username: 'ada' });
  await mail.context.db
    .update(users)
    .set({ timeZone: settings.timeZone ?? null, preferences: settings.preferences ?? {} })
    .where(eq(users.id, user.id));
  return user;
}

/** Ada's trip to FOSDEM (ends Sunday 2 March 2031) at `stage`. */
async function tripOf(user: TestUser, stage = 'booked') {
  const event = await createEvent(mail.context.db, {
    name: 'FOSDEM',
    startDate: '2031-03-01',
    endDate: '2031-03-02',
  });
  const [trip] = await mail.context.db
    .insert(trips)
    .values({ eventId: event.id, travellerId: user.id, role: 'speaker', stage })
    .returning({ id: trips.id });
  return trip!.id;
}

async function inApp(user: TestUser) {
  const rows = await mail.context.db
    .select({ kind: notifications.kind, title: notifications.title, link: notifications.link })
    .from(notifications)
    .where(eq(notifications.userId, user.id))
    .orderBy(notifications.id);
  return rows;
}

describe('trip report requests', () => {
  it('asks once the day after the event ends at 09:00 local, reminds once 7 days later', async () => {
    const ada = await traveller({ timeZone: 'Europe/Berlin' });
    const id = await tripOf(ada, 'completed');
    await at('2031-03-02T20:00:00Z'); // still the last day
    await at('2031-03-03T07:59:00Z'); // 08:59 in Berlin
    expect(await inApp(ada)).toEqual([]);
    await at('2031-03-03T08:00:00Z');
    await at('2031-03-04T08:00:00Z');
    expect(await inApp(ada)).toEqual([
      {
        kind: 'trip_report_request',
        title: 'How was FOSDEM? Write your trip report',
        link: `/trips/${id}`,
      },
    ]);
    expect(smtp.messages.map((message) => message.subject)).toEqual([
      'How was FOSDEM? Write your trip report',
    ]);
    expect(smtp.messages[0]!.text).toContain(`/trips/${id}`);
    await at('2031-03-10T07:59:00Z');
    expect(await inApp(ada)).toHaveLength(1);
    await at('2031-03-10T08:00:00Z');
    for (const later of ['2031-03-17T08:00:00Z', '2031-03-24T08:00:00Z', '2031-04-20T08:00:00Z'])
      await at(later);
    expect((await inApp(ada)).map((notice) => notice.title)).toEqual([
      'How was FOSDEM? Write your trip report',
      'Reminder: your trip report for FOSDEM',
    ]);
    expect(smtp.messages).toHaveLength(2);
  });

  it('asks for approved trips too, never for cancelled, draft, pending or reported ones', async () => {
    const ada = await traveller();
    const approved = await tripOf(ada, 'requested');
    const pending = await tripOf(ada, 'requested');
    for (const [id, status] of [
      [approved, 'approved'],
      [pending, 'pending'],
    ] as const) {
      const [workflow] = await mail.context.db
        .insert(approvalWorkflows)
        .values({ title: 'Travel', itemType: 'travel_request', itemId: 1, status })
        .returning({ id: approvalWorkflows.id });
      await mail.context.db.update(trips).set({ workflowId: workflow!.id }).where(eq(trips.id, id));
    }
    await tripOf(ada, 'cancelled');
    await tripOf(ada, 'draft');
    await tripOf(ada, 'reported');
    await at('2031-03-03T09:00:00Z');
    await at('2031-03-11T09:00:00Z');
    expect((await inApp(ada)).map((notice) => notice.link)).toEqual([
      `/trips/${approved}`,
      `/trips/${approved}`,
    ]);
  });

  it('does not remind once the report is written', async () => {
    const ada = await traveller();
    const id = await tripOf(ada);
    await at('2031-03-03T09:00:00Z');
    const saved = await (
      await actingAs(mail.context, ada)
    ).inject({
      method: 'PUT',
      url: `/api/trips/${id}/report`,
      payload: { summary: 'A good weekend in Brussels.' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    await at('2031-03-10T09:00:00Z');
    expect((await inApp(ada)).map((notice) => notice.kind)).toEqual(['trip_report_request']);
  });

  it('is in the app only while email notifications are off', async () => {
    const ada = await traveller({ preferences: { email_notifications: false } });
    await tripOf(ada);
    await at('2031-03-03T09:00:00Z');
    expect(await inApp(ada)).toHaveLength(1);
    expect(smtp.messages).toEqual([]);
  });

  it('never asks about a trip whose event ended more than 30 days ago', async () => {
    const ada = await traveller();
    await tripOf(ada);
    await at('2031-04-05T09:00:00Z');
    expect(await inApp(ada)).toEqual([]);
  });

  it('writes each notice once when passes race', async () => {
    const ada = await traveller();
    const id = await tripOf(ada);
    const now = new Date('2031-03-03T09:00:00Z');
    clock.set(now);
    const written = await Promise.all([
      writeDueNotices(mail.context.db, now),
      writeDueNotices(mail.context.db, now),
      mail.context.app.notifications.runPass(),
    ]);
    const counts = written.map((count) => (typeof count === 'number' ? count : count.written));
    expect(counts.sort()).toEqual([0, 0, 1]);
    const rows = await mail.context.db
      .select()
      .from(notificationOutbox)
      .where(eq(notificationOutbox.subject, `trip:${id}`));
    expect(rows).toHaveLength(1);
    expect(await inApp(ada)).toHaveLength(1);
  });
});
