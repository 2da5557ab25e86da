import { sql } from 'drizzle-orm';
import {
  MY_WEEK_DAYS,
  MY_WEEK_LINES_MAX,
  type MyWeek,
  type MyWeekLine,
} from '@shared/schemas/my-week';
import type { Db } from '../../db/client';
import type { CurrentUser } from '../../lib/identity';
import { rowsOf } from '../../lib/sql';
import { eventsFollowedBy } from '../notifications/public';
import { addDays, daysBetween } from './calendar-days';
import { WEEK_LINE_KINDS } from './my-week-kinds';
import { lineJson, type WeekLineKind, type WeekScope } from './my-week-line';

interface LineRow {
  k: number;
  total: number;
  line: string;
}

/**
 * One statement for every kind: each kind's first lines and its count (a window over all its
 * matches) as rows of (kind's index, position, total, line as JSON text). The events the person
 * follows are found once, as a materialized common table.
 */
export function weekStatement(kinds: readonly WeekLineKind[], scope: WeekScope) {
  const parts = kinds.map((kind, index) => {
    const { from, line, orderBy } = kind.query(scope);
    return sql`(select ${index}::int as k, (row_number() over (order by ${orderBy}))::int as n,
        (count(*) over ())::int as total, ${lineJson(line)}::text as line
      from ${from} order by ${orderBy} limit ${MY_WEEK_LINES_MAX})`;
  });
  return sql`with my_followed as materialized (${eventsFollowedBy(scope.userId)})
    select k, total, line from (${sql.join(parts, sql` union all `)}) lines order by k, n`;
}

/** Who and which days My week is about: today to today + 14. */
export function weekScope(userId: number, today: string) {
  const until = addDays(today, MY_WEEK_DAYS);
  const scope: WeekScope = {
    userId,
    today: sql`${today}::date`,
    until: sql`${until}::date`,
    followed: sql`select event_id from my_followed`,
  };
  return { until, scope };
}

/**
 * My week for the signed-in person (docs/product.md, My week): every kind of line in
 * WEEK_LINE_KINDS, read in one statement, as of `today` (the browser's date, or the app clock's
 * UTC date).
 */
export async function getMyWeek(
  db: Db,
  user: CurrentUser,
  today: string,
  kinds: readonly WeekLineKind[] = WEEK_LINE_KINDS,
): Promise<MyWeek> {
  const { until, scope } = weekScope(user.id, today);
  const rows = rowsOf<LineRow>(await db.execute(weekStatement(kinds, scope)));
  return {
    today,
    until,
    sections: kinds.map((kind, index) => {
      const mine = rows.filter((row) => row.k === index);
      return {
        kind: kind.kind,
        title: kind.title,
        empty: kind.empty,
        dateLabel: kind.dateLabel,
        peopleLabel: kind.peopleLabel ?? null,
        overdue: kind.overdue ?? false,
        total: mine[0]?.total ?? 0,
        lines: mine.map((row) => {
          const line = JSON.parse(row.line) as Omit<MyWeekLine, 'days'>;
          return { ...line, days: line.date === null ? null : daysBetween(today, line.date) };
        }),
      };
    }),
  };
}
