import { sql } from 'drizzle-orm';
import { NOTIFICATION_RULES } from '@shared/schemas/notifications';
import type { Db } from '../../db/client';
import { eventFollows, events, notificationOutbox, users } from '../../db/schema/index';
import { DAY_MS } from '../../lib/clock';
import { discoveryDigestLists } from '../discovery/public';
import { followersOf } from './follows';
import { idArray, rowsOf } from '../../lib/sql';
import { digestContent, digestHasContent, type DigestInput } from './digest-notice';
import { reminderContent, type Notice, type ReminderKind } from './notices';
import { preferenceOn, recordNotices } from './outbox';
import { pacer } from './pacing';
import { dueTripReportRequests } from './trip-report-requests';

/**
 * Notices written per transaction: on PGlite short ones with the pacer's pauses between them
 * (a transaction holds its one connection), on PostgreSQL larger ones.
 */
const WRITE_BATCH = { paced: 25, unpaced: 200 };

const utcDay = (instant: Date, days = 0) =>
  new Date(instant.getTime() + days * DAY_MS).toISOString().slice(0, 10);

interface CandidateEvent {
  id: number;
  name: string;
  start_date: string;
  end_date: string;
  location: string;
  link: string;
  cfp_deadline: string | null;
  cfp_link: string | null;
}

/**
 * Events not cancelled with a reminder that may be due today somewhere: a CFP deadline within
 * [today - 1, today + 4] or a start within [today, today + 8] (UTC days; every zone's today is
 * within a day of UTC's). Two index ranges.
 */
async function candidateEvents(db: Db, now: Date): Promise<CandidateEvent[]> {
  const { cfpReminderDaysBefore, eventReminderDaysBefore } = NOTIFICATION_RULES;
  const cfp = [utcDay(now, -1), utcDay(now, 1 + cfpReminderDaysBefore)];
  const start = [utcDay(now, 0), utcDay(now, 1 + Math.max(...eventReminderDaysBefore))];
  return rowsOf<CandidateEvent>(
    await db.execute(sql`
      select id, name, start_date::text as start_date, end_date::text as end_date, location, link,
             cfp_deadline::text as cfp_deadline, cfp_link
      from ${events}
      where status <> 'cancelled'
        and (cfp_deadline between ${cfp[0]}::date and ${cfp[1]}::date
             or start_date between ${start[0]}::date and ${start[1]}::date)`),
  );
}

interface DueReminder {
  kind: ReminderKind;
  event_id: number;
  target: string;
  user_id: number;
}

/**
 * The CFP-deadline and event reminders due at `now` and not yet written. Each falls at 09:00 in
 * the recipient's time zone, N days before its date, and stays due until that day ends there, so
 * "closes in 3 days" is never said 2 days before (an event added late gets only the reminders
 * still ahead of it). Cancelled events and switched-off reminders give none. The date reminded of
 * is part of the unique key, so a moved deadline gets reminders for its new date.
 */
async function findDueReminders(
  db: Db,
  now: Date,
  nextTurn: () => Promise<void>,
): Promise<{ due: DueReminder[]; events: Map<number, CandidateEvent> }> {
  // The day a reminder is for, in its recipient's zone, is within a day of UTC's today.
  const from = utcDay(now, -1);
  const to = utcDay(now, 1);
  const candidates = await candidateEvents(db, now);
  const byId = new Map(candidates.map((event) => [event.id, event]));
  if (candidates.length === 0) return { due: [], events: byId };
  await nextTurn();
  const ids = idArray(candidates.map((event) => event.id));
  const at = sql`${now.toISOString()}::timestamptz`;
  const hour = NOTIFICATION_RULES.localHour;
  const result = await db.execute(sql`
    with cand as (
      select e.id, k.kind, k.target, k.target - k.lead_days as day, k.switch
      from ${events} e
      cross join lateral (values
        ('cfp_deadline_3d', e.cfp_deadline, ${NOTIFICATION_RULES.cfpReminderDaysBefore}::int, 'cfp'),
        ('cfp_deadline_today', e.cfp_deadline, 0, 'cfp'),
        ('event_7d', e.start_date, ${NOTIFICATION_RULES.eventReminderDaysBefore[0]}::int, 'event'),
        ('event_1d', e.start_date, ${NOTIFICATION_RULES.eventReminderDaysBefore[1]}::int, 'event')
      ) as k(kind, target, lead_days, switch)
      where e.id = any(${ids}) and e.status <> 'cancelled'
        and k.target - k.lead_days between ${from}::date and ${to}::date
    ),
    followers as (
      select event_id, user_id from (${followersOf(ids)}) f
      except
      select f.event_id, f.user_id from ${eventFollows} f where f.event_id = any(${ids}) and not f.following
    )
    select c.kind, c.id as event_id, c.target::text as target, u.id as user_id
    from cand c
    join followers f on f.event_id = c.id
    join ${users} u on u.id = f.user_id
    cross join lateral (select coalesce(u.time_zone, 'UTC') as zone) z
    where (case c.switch when 'cfp' then ${preferenceOn(sql`u.preferences`, 'cfp_deadline_reminders')}
                         else ${preferenceOn(sql`u.preferences`, 'event_reminders')} end)
      and (c.day + make_time(${hour}, 0, 0)) at time zone z.zone <= ${at}
      and ${at} < (c.day + 1)::timestamp at time zone z.zone
      and not exists (
        select 1 from ${notificationOutbox} o
        where o.user_id = u.id and o.kind = c.kind and o.subject = 'event:' || c.id
          and o.due_key = c.target::text)
    order by c.target, c.id, u.id`);
  return { due: rowsOf<DueReminder>(result), events: byId };
}

interface DueDigest {
  user_id: number;
  monday: string;
}

/** People with the digest on whose Monday 09:00 (their time) has come and not yet gone by a day. */
async function findDueDigests(db: Db, now: Date): Promise<DueDigest[]> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const hour = NOTIFICATION_RULES.localHour;
  const result = await db.execute(sql`
    select u.id as user_id, w.monday::text as monday
    from ${users} u
    cross join lateral (select coalesce(u.time_zone, 'UTC') as zone) z
    cross join lateral (select date_trunc('week', ${at} at time zone z.zone)::date as monday) w
    where ${preferenceOn(sql`u.preferences`, 'new_cfp_digest')}
      and (w.monday + make_time(${hour}, 0, 0)) at time zone z.zone <= ${at}
      and ${at} < (w.monday + 1)::timestamp at time zone z.zone
      and not exists (
        select 1 from ${notificationOutbox} o
        where o.user_id = u.id and o.kind = 'digest' and o.subject = 'week'
          and o.due_key = w.monday::text)
    order by u.id`);
  return rowsOf<DueDigest>(result);
}

/** The digest's event lists: the same for everyone this week. */
async function digestLists(db: Db, now: Date): Promise<Pick<DigestInput, 'closing' | 'added'>> {
  const today = utcDay(now);
  const until = utcDay(now, NOTIFICATION_RULES.digestCfpDays);
  const since = new Date(now.getTime() - NOTIFICATION_RULES.digestNewEventDays * DAY_MS);
  const closing = rowsOf<{
    id: number;
    name: string;
    cfp_deadline: string;
    cfp_link: string | null;
  }>(
    await db.execute(sql`
      select id, name, cfp_deadline::text as cfp_deadline, cfp_link from ${events}
      where status <> 'cancelled' and cfp_deadline between ${today}::date and ${until}::date
      order by cfp_deadline, id limit 50`),
  );
  const added = rowsOf<{ id: number; name: string; start_date: string; location: string }>(
    await db.execute(sql`
      select id, name, start_date::text as start_date, location from ${events}
      where status <> 'cancelled' and created_at >= ${since.toISOString()}::timestamptz
        and created_at <= ${now.toISOString()}::timestamptz
      order by created_at desc, id desc limit 50`),
  );
  return {
    closing: closing.map((row) => ({
      id: row.id,
      name: row.name,
      cfpDeadline: row.cfp_deadline,
      cfpLink: row.cfp_link,
    })),
    added: added.map((row) => ({
      id: row.id,
      name: row.name,
      startDate: row.start_date,
      location: row.location,
    })),
  };
}

function reminderNotice(row: DueReminder, event: CandidateEvent): Notice & { dueKey: string } {
  const content = reminderContent(row.kind, {
    id: event.id,
    name: event.name,
    startDate: event.start_date,
    endDate: event.end_date,
    location: event.location,
    link: event.link,
    cfpDeadline: event.cfp_deadline,
    cfpLink: event.cfp_link,
  });
  return {
    kind: row.kind,
    subject: `event:${event.id}`,
    userId: row.user_id,
    dueKey: row.target,
    ...content,
  };
}

/**
 * The scheduler's first half: finds the reminders, trip report requests and digests due at `now` and writes their
 * outbox rows and notification-centre entries, in short transactions of at most WRITE_BATCH.
 * Several processes may run it at once: the unique key lets each notice be written once.
 */
export async function writeDueNotices(db: Db, now: Date, pace = false): Promise<number> {
  const nextTurn = pacer(pace);
  const reminders = await findDueReminders(db, now, nextTurn);
  const notices: (Notice & { dueKey: string })[] = reminders.due.map((row) =>
    reminderNotice(row, reminders.events.get(row.event_id)!),
  );
  await nextTurn();
  notices.push(...(await dueTripReportRequests(db, now)));
  await nextTurn();
  const digests = await findDueDigests(db, now);
  if (digests.length) {
    const lists = await digestLists(db, now);
    await nextTurn();
    const discovered = await discoveryDigestLists(
      db,
      digests.map((digest) => digest.user_id),
      now,
      NOTIFICATION_RULES.digestCfpDays,
    );
    await nextTurn();
    for (const digest of digests) {
      const input: DigestInput = { ...lists, ...discovered.get(digest.user_id)! };
      if (!digestHasContent(input)) continue;
      notices.push({
        kind: 'digest',
        subject: 'week',
        userId: digest.user_id,
        dueKey: digest.monday,
        ...digestContent(input),
      });
    }
  }
  let written = 0;
  const size = pace ? WRITE_BATCH.paced : WRITE_BATCH.unpaced;
  for (let start = 0; start < notices.length; start += size) {
    await nextTurn();
    const batch = notices.slice(start, start + size);
    written += await db.transaction((tx) => recordNotices(tx, batch, { at: now }));
  }
  return written;
}
