import { sql } from 'drizzle-orm';
import { eventFilters, periodOf, type ReportPart, type ReportScope } from './report-scope';

/** The counts of one period ('c' current, 'p' comparison), as SQL answers them. */
export interface PeriodCounts {
  p: 'c' | 'p';
  tracked: number;
  attended: number;
  submissions: number;
  decided: number;
  accepted: number;
  acceptanceRate: number | null;
  missedDeadlines: number;
  travellers: number;
  speakers: number;
  talksGiven: number;
  peopleReached: number;
  leads: number;
  averageRating: number | null;
  goAgainShare: number | null;
  reportCompletion: number | null;
}

const rate = (numerator: string, denominator: string) =>
  sql.raw(`(${numerator})::float8 / nullif(${denominator}, 0)`);

/** Events with the speaking goal whose CFP closed in a period with nothing sent. */
function missedCte(scope: ReportScope) {
  const { current, comparison, today } = scope;
  const span = comparison
    ? sql`(e.cfp_deadline between ${current.from}::date and ${current.to}::date
        or e.cfp_deadline between ${comparison.from}::date and ${comparison.to}::date)`
    : sql`e.cfp_deadline between ${current.from}::date and ${current.to}::date`;
  return sql`missed as (select ${periodOf(scope, sql`e.cfp_deadline`)} as p from events e
    where ${span} and e.cfp_deadline < ${today}::date and 'speaking' = any(e.goal)
      and ${eventFilters(scope, false)}
      and not exists (select 1 from subs s where s.kind = 'event' and s.event_id = e.id))`;
}

/** Every count figure of both periods, one row each ('c', then 'p'), as JSON. */
export function periodCountsPart(scope: ReportScope): ReportPart {
  return {
    ctes: [missedCte(scope)],
    // Each CTE is read once, grouped by period, and joined to the two periods.
    json: sql`(select json_agg(x order by x.p) from (select per.p,
      coalesce(e.tracked, 0)::int as "tracked", coalesce(e.attended, 0)::int as "attended",
      coalesce(e.submissions, 0)::int as submissions, coalesce(e.decided, 0)::int as decided,
      coalesce(e.accepted, 0)::int as accepted,
      ${rate('e.accepted', 'e.decided')} as "acceptanceRate",
      coalesce(m.missed, 0)::int as "missedDeadlines",
      coalesce(t.travellers, 0)::int as "travellers", coalesce(g.speakers, 0)::int as "speakers",
      coalesce(e.given, 0)::int as "talksGiven",
      coalesce(r.reached, 0)::int as "peopleReached", coalesce(r.leads, 0)::int as leads,
      r.rating as "averageRating", ${rate('r.yes', 'r.answered')} as "goAgainShare",
      ${rate('t.reported', 't.done')} as "reportCompletion"
    from (values ('c'), ('p')) as per(p)
    left join evs e on e.p = per.p and e.kind = 'period'
    left join (select p, count(*) as missed from missed group by p) m on m.p = per.p
    left join (select p, count(distinct traveller_id) as travellers, count(*) as done,
        count(*) filter (where status = 'reported') as reported
      from tr where status in ('completed', 'reported') group by p) t on t.p = per.p
    left join (select p, count(*) filter (where given > 0) as speakers
      from subs where kind = 'person' and p is not null group by p) g on g.p = per.p
    left join (select p, sum(people_reached) as reached, sum(leads) as leads,
        avg(rating)::float8 as rating, count(*) filter (where go_again = 'yes') as yes,
        count(go_again) as answered
      from rep group by p) r on r.p = per.p) x)`,
  };
}

export interface Breakdowns {
  byType: { type: string; p: 'c' | 'p'; tracked: number; attended: number }[];
  perMonth: { month: string; type: string; events: number }[];
  countries: {
    country: string;
    p: 'c' | 'p';
    tracked: number;
    attended: number;
    submissions: number;
    accepted: number;
  }[];
  acceptance: {
    by: 'person' | 'talk' | 'eventType';
    key: string;
    label: string;
    submissions: number;
    decided: number;
    accepted: number;
    rate: number | null;
  }[];
  overTime: {
    quarter: string;
    submissions: number;
    decided: number;
    accepted: number;
    rate: number | null;
  }[];
}

const counted = sql.raw(`s.submissions, s.decided, s.accepted,
  s.accepted::float8 / nullif(s.decided, 0) as rate`);

const jsonRows = (query: ReturnType<typeof sql>) =>
  sql`(select coalesce(json_agg(x), '[]') from (${query}) x)`;

/** The tables and series (by type, month, country, person, talk; over time), as JSON. */
export function breakdownsPart(scope: ReportScope): ReportPart {
  const { to } = scope.current;
  const overTimeFrom = sql`(date_trunc('quarter', ${to}::date) - interval '21 months')::date`;
  return {
    ctes: [
      sql`quarters as (select to_char(q, 'YYYY-"Q"Q') as quarter
      from generate_series(${overTimeFrom}, ${to}::date, interval '3 months') as q)`,
      // Per start date first: to_char once per day, not once per submission.
      sql`over as (select to_char(day, 'YYYY-"Q"Q') as quarter, sum(submissions) as submissions,
        sum(decided) as decided, sum(accepted) as accepted
      from (select e.start_date as day, sum(s.submissions) as submissions,
          sum(s.decided) as decided, sum(s.accepted) as accepted
        from subs s join events e on e.id = s.event_id
        where s.kind = 'event' and e.start_date between ${overTimeFrom} and ${to}::date
          and ${eventFilters(scope)}
        group by e.start_date) d
      group by 1)`,
    ],
    json: sql`json_build_object(
      'byType', ${jsonRows(sql`select type, p, tracked, attended from evs where kind = 'type'`)},
      'perMonth', ${jsonRows(sql`select month, type, tracked as events from evs
        where kind = 'month' and p = 'c' order by month, type`)},
      'countries', ${jsonRows(sql`select country, p, tracked, attended, submissions, accepted
        from evs where kind = 'country'`)},
      'acceptance', ${jsonRows(sql`
        (select 'person' as by, s.person as key,
          coalesce(u.name, u.username, s.submitter_name) as label, ${counted}
        from subs s left join users u on u.id = s.submitter_id
        where s.kind = 'person' and s.p = 'c' and s.submissions > 0 order by s.person)
        union all
        (select 'talk', s.talk_id::text, k.title, ${counted}
        from subs s join talks k on k.id = s.talk_id
        where s.kind = 'talk' and s.p = 'c' and s.submissions > 0 order by s.talk_id)
        union all
        (select 'eventType', s.type, s.type, ${counted} from evs s
        where s.kind = 'type' and s.p = 'c' and s.submissions > 0 order by s.type)`)},
      'overTime', ${jsonRows(sql`select q.quarter, coalesce(o.submissions, 0)::int as submissions,
          coalesce(o.decided, 0)::int as decided, coalesce(o.accepted, 0)::int as accepted,
          o.accepted::float8 / nullif(o.decided, 0) as rate
        from quarters q left join over o on o.quarter = q.quarter order by q.quarter`)})`,
  };
}
