import { sql, type SQL } from 'drizzle-orm';
import { NOTIFICATION_DEFAULTS } from '@shared/domain';
import { NOTIFICATION_SWITCH, type NotificationKind } from '@shared/schemas/notifications';
import type { NotificationPreferences } from '@shared/schemas/user';
import type { Db } from '../../db/client';
import { notificationOutbox, notifications } from '../../db/schema/notifications';
import { rowsOf } from '../../lib/sql';
import type { Notice } from './notices';

/**
 * A user's switch as SQL: what they saved when it is a boolean, else the default
 * (NOTIFICATION_DEFAULTS). `preferences` is the users.preferences column of the query.
 */
export function preferenceOn(preferences: SQL, key: keyof NotificationPreferences): SQL {
  const fallback = sql.raw(NOTIFICATION_DEFAULTS[key] ? 'true' : 'false');
  // Keys are the five known names, written as literals (a bound `jsonb -> $1` is ambiguous).
  const name = sql.raw(`'${key}'`);
  return sql`coalesce(case when jsonb_typeof(${preferences} -> ${name}) = 'boolean' then (${preferences} ->> ${name})::boolean end, ${fallback})`;
}

/** The switch of each kind as SQL over `kind` and `preferences` (true for kinds without one). */
function kindAllowed(kind: SQL, preferences: SQL): SQL {
  const cases = (Object.entries(NOTIFICATION_SWITCH) as [NotificationKind, string | null][])
    .filter(([, key]) => key !== null)
    .map(
      ([name, key]) =>
        sql`when ${sql.raw(`'${name}'`)} then ${preferenceOn(preferences, key as keyof NotificationPreferences)}`,
    );
  return sql`(case ${kind} ${sql.join(cases, sql` `)} else true end)`;
}

export interface RecordOptions {
  /** When they fall due (the scheduler's clock); the transaction's time for a change's notices. */
  at?: Date;
}

/**
 * Writes notices in the caller's transaction: an outbox row per (kind, subject, user, due key) and
 * its entry in the notification centre, only for people whose switch for that kind is on. A row
 * that exists already is left alone (ON CONFLICT DO NOTHING), so nothing is ever written twice.
 * Email is wanted ('pending') while email notifications are on and the user has an address;
 * otherwise the row is 'skipped' from the start. Returns how many notices were new.
 */
export async function recordNotices(
  tx: Db,
  notices: readonly (Notice & { dueKey?: string })[],
  options: RecordOptions = {},
): Promise<number> {
  if (notices.length === 0) return 0;
  const records = notices.map((notice) => ({
    kind: notice.kind,
    subject: notice.subject,
    user_id: notice.userId,
    due_key: notice.dueKey ?? null,
    title: notice.title,
    body: notice.body,
    link: notice.link,
    data: { facts: notice.facts ?? [], sections: notice.sections ?? [] },
  }));
  const at = options.at ? sql`${options.at.toISOString()}::timestamptz` : sql`now()`;
  const changeKey = sql`to_char(now() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
  const preferences = sql`u.preferences`;
  const result = await tx.execute(sql`
    with input as (
      select distinct on (v.kind, v.subject, v.user_id, v.due_key)
             v.kind, v.subject, v.user_id, coalesce(v.due_key, ${changeKey}) as due_key,
             v.title, v.body, v.link, v.data, u.email, u.preferences
      from jsonb_to_recordset(${JSON.stringify(records)}::jsonb)
        as v(kind text, subject text, user_id int, due_key text, title text, body text, link text, data jsonb)
      join users u on u.id = v.user_id
      where ${kindAllowed(sql`v.kind`, preferences)}
    ),
    written as (
      insert into ${notificationOutbox} (kind, subject, user_id, due_key, email_status, due_at, next_attempt_at)
      select kind, subject, user_id, due_key,
             case when ${preferenceOn(sql`input.preferences`, 'email_notifications')} and coalesce(email, '') <> ''
                  then 'pending' else 'skipped' end,
             ${at}, ${at}
      from input
      on conflict (kind, subject, user_id, due_key) do nothing
      returning id, kind, subject, user_id, due_key
    )
    insert into ${notifications} (user_id, outbox_id, kind, title, body, link, data)
    select w.user_id, w.id, w.kind, i.title, i.body, i.link, i.data
    from written w
    join input i on i.kind = w.kind and i.subject = w.subject and i.user_id = w.user_id and i.due_key = w.due_key
    returning id`);
  return rowsOf(result).length;
}
