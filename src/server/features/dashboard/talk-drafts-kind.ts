import { sql } from 'drizzle-orm';
import { cfpSubmissions, events, speakers, talkSpeakers } from '../../db/schema/index';
import type { WeekLineKind } from './my-week-line';

/**
 * Issue 25: draft submissions of talks I give (an account speaker of the talk), whoever made
 * them, whose event's CFP closes from today to `until`; soonest deadline first.
 */
export const talkDrafts: WeekLineKind = {
  kind: 'talkDrafts',
  title: 'Drafts of your talks, CFP closing',
  empty:
    'Draft submissions of talks you give appear here when the event’s CFP closes in the next 14 days.',
  dateLabel: 'Deadline',
  query: ({ userId, today, until }) => ({
    from: sql`${cfpSubmissions} s join ${events} e on e.id = s.event_id
      where s.status = 'draft' and e.cfp_deadline between ${today} and ${until}
        and e.status <> 'cancelled'
        and s.talk_id in (
          select ts.talk_id from ${talkSpeakers} ts join ${speakers} sp on sp.id = ts.speaker_id
          where sp.user_id = ${userId})`,
    line: {
      id: sql`s.id`,
      title: sql`s.title`,
      href: sql`'/talks/' || s.talk_id`,
      date: sql`e.cfp_deadline`,
      detail: sql`e.name`,
      externalLink: sql`e.cfp_link`,
    },
    orderBy: sql`e.cfp_deadline, s.id`,
  }),
};
