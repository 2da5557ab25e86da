import { sql, type SQL } from 'drizzle-orm';
import { attendees, cfpSubmissions, eventFollows, events, users } from '../../db/schema/index';

/** Attendees of some events matched to an account: by user or, failing that, by email. */
const attendeesOf = (eventFilter: SQL) => sql`
    select a.event_id, coalesce(a.user_id, m.id) as user_id, 'attendee' as reason
      from ${attendees} a
      left join ${users} m
        on a.user_id is null and a.email is not null and lower(m.email) = lower(a.email)
      where ${eventFilter} and coalesce(a.user_id, m.id) is not null`;

/**
 * One person's attendances, by the same match, read through the attendees' user and email
 * indexes (migration 0018) instead of matching every attendee to an account.
 */
const attendancesOf = (userId: number) => sql`
    select a.event_id, ${userId}::int as user_id, 'attendee' as reason
      from ${attendees} a where a.user_id = ${userId}
    union all
    select a.event_id, ${userId}::int, 'attendee'
      from ${attendees} a
      where a.user_id is null
        and lower(a.email) = (select lower(m.email) from ${users} m where m.id = ${userId})`;

/**
 * Who follows which events, with why: each event's creator, the submitters of its CFP submissions,
 * its attendees matched to an account (by user or, failing that, by email, ignoring case) and
 * whoever pressed Follow; restricted to some events (an int[] as SQL) or to one person.
 * Unfollow is subtracted by callers.
 */
function followRows(scope: { eventIds: SQL } | { userId: number }) {
  const byEvent = (column: SQL) =>
    'eventIds' in scope ? sql`${column} = any(${scope.eventIds})` : sql`true`;
  const byUser = (column: SQL) =>
    'userId' in scope ? sql`${column} = ${scope.userId}` : sql`true`;
  return sql`
    select e.id as event_id, e.created_by_id as user_id, 'creator' as reason
      from ${events} e
      where ${byEvent(sql`e.id`)} and e.created_by_id is not null and ${byUser(sql`e.created_by_id`)}
    union all
    select s.event_id, s.submitter_id, 'submitter'
      from ${cfpSubmissions} s
      where ${byEvent(sql`s.event_id`)} and s.submitter_id is not null and ${byUser(sql`s.submitter_id`)}
    union all
    ${'userId' in scope ? attendancesOf(scope.userId) : attendeesOf(byEvent(sql`a.event_id`))}
    union all
    select f.event_id, f.user_id, 'follow'
      from ${eventFollows} f
      where ${byEvent(sql`f.event_id`)} and f.following and ${byUser(sql`f.user_id`)}`;
}

/** Who follows the events `ids` (an int[] as SQL): event_id, user_id, reason. */
export const followersOf = (ids: SQL) => followRows({ eventIds: ids });

/** The ids of the events a person follows, Unfollow subtracted: a subquery for `id in (…)`. */
export function eventsFollowedBy(userId: number) {
  return sql`
    select f.event_id from (${followRows({ userId })}) f
    where not exists (
      select 1 from ${eventFollows} u
      where u.user_id = ${userId} and u.event_id = f.event_id and not u.following)`;
}
