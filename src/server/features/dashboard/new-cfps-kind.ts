import { sql } from 'drizzle-orm';
import { MY_WEEK_NEW_CFP_DAYS } from '@shared/schemas/my-week';
import { discoveredConferences, discoveryInterests, discoveryMarks } from '../../db/schema/index';
import { matchesInterests } from '../discovery/public';
import type { WeekLineKind } from './my-week-line';

/**
 * Issue 26: discovered CFPs matching my interests (Settings → Notifications) that nobody tracks
 * yet and I did not dismiss, closing from today to today + 30; soonest deadline first. Each line
 * carries the conference's id for Track and Dismiss.
 */
export const newCfps: WeekLineKind = {
  kind: 'newCfps',
  title: 'New CFPs for you',
  empty: `Open CFPs from the conference data that match your interests (Settings → Notifications) appear here when they close in the next ${MY_WEEK_NEW_CFP_DAYS} days.`,
  dateLabel: 'Deadline',
  query: ({ userId, today }) => ({
    from: sql`${discoveredConferences} c
      join ${discoveryInterests} i on i.user_id = ${userId}
      where c.gone_at is null and c.event_id is null
        and c.cfp_end_date between ${today} and ${today} + ${MY_WEEK_NEW_CFP_DAYS}::int
        and ${matchesInterests('c', 'i')}
        and not exists (
          select 1 from ${discoveryMarks} m
          where m.user_id = ${userId} and m.conference_id = c.id and m.mark = 'dismissed')`,
    line: {
      id: sql`c.id`,
      title: sql`c.name`,
      href: sql`'/discover'`,
      date: sql`c.cfp_end_date`,
      detail: sql`case when c.online and c.country is null then 'Online'
        else nullif(concat_ws(', ', c.city, c.country), '') end`,
      externalLink: sql`coalesce(c.cfp_url, c.url)`,
      discoveryId: sql`c.id`,
    },
    orderBy: sql`c.cfp_end_date, c.id`,
  }),
};
