import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notifications, users } from '../../db/schema/index';
import {
  createDiscoveredConference,
  markConference,
  saveDiscoveryInterests,
} from '../../test/factories/discovered-conference-factory';
import { createEvent } from '../../test/factories/event-factory';
import { createUser, type TestUser } from '../../test/factories/user-factory';
import { mailTestApp } from '../../test/mail-test-app';
import type { NoticeSection } from './notices';

// Issue 26: the weekly digest lists the discovered CFPs new since the last digest that match my
// interests, and the CFPs I marked Interested closing within 14 days. Monday 17 March 2031,
// 09:00 UTC, is the first digest; the clock moves a week on for the second.
const mail = mailTestApp(() => '2031-03-17T08:00:00Z');
const { clock, smtp } = mail;

async function at(instant: string) {
  clock.set(instant);
  return mail.context.app.notifications.runPass();
}

async function reader(name: string): Promise<TestUser> {
  const user = await createUser(mail.context.db, { name, username: name.toLowerCase() });
  await mail.context.db
    .update(users)
    .set({ preferences: { new_cfp_digest: true } })
    .where(eq(users.id, user.id));
  return user;
}

/** The text of the digest email to `user`, the nth one (0 first). */
function digestMail(user: TestUser, nth = 0): string {
  const mine = smtp.messages.filter((message) => message.to[0]!.startsWith(user.username));
  return mine[nth]?.text ?? '';
}

/** The item texts of each section of the person's newest digest in the notification centre. */
async function inAppSections(user: TestUser): Promise<Record<string, string[]>> {
  const rows = await mail.context.db
    .select({ data: notifications.data })
    .from(notifications)
    .where(eq(notifications.userId, user.id))
    .orderBy(notifications.id);
  const sections = (rows.at(-1)?.data as { sections: NoticeSection[] } | undefined)?.sections;
  return Object.fromEntries(
    (sections ?? []).map((section) => [section.heading, section.items.map((item) => item.text)]),
  );
}

const names = (section: string[] | undefined) => (section ?? []).map((text) => text.split(':')[0]);

const NEW = 'New CFPs for you';
const INTERESTED = 'CFPs you marked Interested closing within 14 days';
const thisWeek = new Date('2031-03-14T12:00:00Z');

describe('the digest’s discovered CFPs', () => {
  it('lists new matching CFPs and my Interested ones closing soon; not dismissed, not to others', async () => {
    const me = await reader('Reader');
    const without = await reader('Without'); // no interests: no discovered CFPs at all
    await saveDiscoveryInterests(mail.context.db, me.id, {
      topics: ['JavaScript'],
      countries: ['germany'],
      online: true,
      languages: ['en'],
    });
    await createEvent(mail.context.db, {
      name: 'Tracked Event',
      cfpDeadline: '2031-03-25',
      startDate: '2031-06-01',
      endDate: '2031-06-01',
      createdAt: new Date('2031-01-05T00:00:00Z'),
    });
    const conference = (name: string, values: Parameters<typeof createDiscoveredConference>[1]) =>
      createDiscoveredConference(mail.context.db, { name, createdAt: thisWeek, ...values });
    await conference('JSConf Berlin', {
      cfpEndDate: '2031-04-10',
      cfpUrl: 'https://jsconf.example.org/cfp',
    });
    await conference('Remote JS', {
      online: true,
      city: null,
      country: null,
      cfpEndDate: '2031-04-02',
    });
    await conference('Paris JS', { city: 'Paris', country: 'France' });
    await conference('DevOps Berlin', { topics: ['devops'] });
    await conference('Nur Deutsch', { locales: ['DE'] });
    await conference('Closed Already', { cfpEndDate: '2031-03-16' });
    await conference('Last Month', { createdAt: new Date('2031-03-01T00:00:00Z') });
    await conference('Gone Away', { goneAt: new Date('2031-03-15T00:00:00Z') });
    const dismissed = await conference('Dismissed JS', {});
    await markConference(mail.context.db, me.id, dismissed.id, 'dismissed');
    const old = { createdAt: new Date('2031-01-01T00:00:00Z'), topics: ['rust'] };
    const soon = await conference('Interested Soon', { ...old, cfpEndDate: '2031-03-30' });
    const later = await conference('Interested Later', { ...old, cfpEndDate: '2031-04-30' });
    await markConference(mail.context.db, me.id, soon.id, 'interested');
    await markConference(mail.context.db, me.id, later.id, 'interested');

    await at('2031-03-17T09:00:00Z');

    const mine = await inAppSections(me);
    expect(names(mine[NEW])).toEqual(['Remote JS', 'JSConf Berlin']);
    expect(names(mine[INTERESTED])).toEqual(['Interested Soon']);
    // The digest's event lists stay.
    expect(names(mine['CFPs closing in the next 14 days'])).toEqual(['Tracked Event']);
    const text = digestMail(me);
    expect(text).toMatch(/New CFPs for you:\n- Remote JS: closes .*2 April 2031 <https:\/\/conf/);
    expect(text).toContain('JSConf Berlin');
    expect(text).toContain('<https://jsconf.example.org/cfp>');
    expect(text).toMatch(/Interested closing within 14 days:\n- Interested Soon: closes/);

    const theirs = await inAppSections(without);
    expect(Object.keys(theirs)).toEqual(['CFPs closing in the next 14 days']);
    expect(digestMail(without)).not.toContain('JSConf');
  });

  it('lists only what was discovered since the last digest; nothing at all sends no digest', async () => {
    const me = await reader('Reader');
    await saveDiscoveryInterests(mail.context.db, me.id, { countries: ['Germany'] });
    await createDiscoveredConference(mail.context.db, { name: 'First Week', createdAt: thisWeek });
    await at('2031-03-17T09:00:00Z');
    expect(names((await inAppSections(me))[NEW])).toEqual(['First Week']);

    await createDiscoveredConference(mail.context.db, {
      name: 'Second Week',
      createdAt: new Date('2031-03-20T06:00:00Z'),
    });
    await at('2031-03-24T09:00:00Z');
    expect(names((await inAppSections(me))[NEW])).toEqual(['Second Week']);
    expect(smtp.messages).toHaveLength(2);

    // A week with nothing new, nothing closing and no events: no digest.
    await at('2031-03-31T09:00:00Z');
    expect(smtp.messages).toHaveLength(2);
  });
});
