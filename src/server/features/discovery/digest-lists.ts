import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  discoveredConferences,
  discoveryInterests,
  discoveryMarks,
  notificationOutbox,
} from '../../db/schema/index';
import { DAY_MS } from '../../lib/clock';
import { idArray, rowsOf } from '../../lib/sql';
import { matchesInterests } from './interests';

/** A discovered CFP as the digest lists it. */
export interface DigestCfp {
  id: number;
  name: string;
  cfpEndDate: string;
  /** The CFP's page, else the conference's. */
  link: string;
}

export interface DiscoveryDigestLists {
  /** Discovered since the person's last digest, CFP open, matching their interests, not dismissed. */
  newCfps: DigestCfp[];
  /** Marked Interested, CFP closing within `closingDays`. */
  interestedClosing: DigestCfp[];
}

/** Lines per list: a digest, not the Discover screen. */
const LIST_MAX = 50;
/** How far back "new" looks for someone who never had a digest. */
const FIRST_WINDOW_DAYS = 7;

interface Row {
  user_id: number;
  list: 'new' | 'interested';
  id: number;
  name: string;
  cfp_end_date: string;
  link: string;
}

/**
 * The digest's discovery lists of each person in `userIds`, in one statement: the CFPs discovered
 * since their last digest fell due (or in the last 7 days) that are still open, match their
 * interests and that they did not dismiss; and the CFPs they marked Interested that close from
 * today to today + `closingDays`. Gone conferences are left out of both.
 */
export async function discoveryDigestLists(
  db: Db,
  userIds: readonly number[],
  now: Date,
  closingDays: number,
): Promise<Map<number, DiscoveryDigestLists>> {
  const lists = new Map<number, DiscoveryDigestLists>(
    userIds.map((id) => [id, { newCfps: [], interestedClosing: [] }]),
  );
  if (userIds.length === 0) return lists;
  const at = sql`${now.toISOString()}::timestamptz`;
  const firstSince = new Date(now.getTime() - FIRST_WINDOW_DAYS * DAY_MS).toISOString();
  const today = sql`${now.toISOString().slice(0, 10)}::date`;
  const fields = sql`c.id, c.name, c.cfp_end_date::text as cfp_end_date,
    coalesce(c.cfp_url, c.url) as link`;
  const rows = rowsOf<Row>(
    await db.execute(sql`
      with people as (select unnest(${idArray(userIds)}) as user_id)
      select p.user_id, 'new' as list, n.* from people p
      join ${discoveryInterests} i on i.user_id = p.user_id
      cross join lateral (
        select coalesce(max(o.due_at), ${firstSince}::timestamptz) as since
        from ${notificationOutbox} o
        where o.user_id = p.user_id and o.kind = 'digest' and o.subject = 'week'
          and o.due_at < ${at}) last
      cross join lateral (
        select ${fields} from ${discoveredConferences} c
        where c.gone_at is null and c.cfp_end_date >= ${today}
          and c.created_at > last.since and c.created_at <= ${at}
          and ${matchesInterests('c', 'i')}
          and not exists (
            select 1 from ${discoveryMarks} m
            where m.user_id = p.user_id and m.conference_id = c.id and m.mark = 'dismissed')
        order by c.cfp_end_date, c.id limit ${LIST_MAX}) n
      union all
      select p.user_id, 'interested' as list, n.* from people p
      cross join lateral (
        select ${fields} from ${discoveryMarks} m
        join ${discoveredConferences} c on c.id = m.conference_id
        where m.user_id = p.user_id and m.mark = 'interested' and c.gone_at is null
          and c.cfp_end_date between ${today} and ${today} + ${closingDays}::int
        order by c.cfp_end_date, c.id limit ${LIST_MAX}) n
      order by 1, 2, cfp_end_date, id`),
  );
  for (const row of rows) {
    const cfp = { id: row.id, name: row.name, cfpEndDate: row.cfp_end_date, link: row.link };
    const mine = lists.get(row.user_id)!;
    (row.list === 'new' ? mine.newCfps : mine.interestedClosing).push(cfp);
  }
  return lists;
}
