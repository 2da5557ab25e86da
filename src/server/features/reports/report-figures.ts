import { sql } from 'drizzle-orm';
import {
  eventFilters,
  periodOf,
  type ReportPart,
  type ReportScope,
  submissionFilters,
} from './report-scope';

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
      and not exists (select 1 from cfp_submissions s where s.event_id = e.id and s.status <> 'draft'))`;
}

/** Every count figure of both periods, one row each ('c', then 'p'), as JSON. */
export function periodCountsPart(scope: ReportScope): ReportPart {
  return {
    ctes: [missedCte(scope)],
    // Each CTE is read once, grouped by period, and joined to the two periods.
    json: sql`(select json_agg(x order by x.p) from (select per.p,
      coalesce(e.tracked, 0)::int as "tracked", coalesce(a.attended, 0)::int as "attended",
      coalesce(s.submissions, 0)::int as submissions, coalesce(s.decided, 0)::int as decided,
      coalesce(s.accepted, 0)::int as accepted,
      ${rate('s.accepted', 's.decided')} as "acceptanceRate",
      coalesce(m.missed, 0)::int as "missedDeadlines",
      coalesce(t.travellers, 0)::int as "travellers", coalesce(g.speakers, 0)::int as "speakers",
      coalesce(g.talks, 0)::int as "talksGiven",
      coalesce(r.reached, 0)::int as "peopleReached", coalesce(r.leads, 0)::int as leads,
      r.rating as "averageRating", ${rate('r.yes', 'r.answered')} as "goAgainShare",
      ${rate('t.reported', 't.done')} as "reportCompletion"
    from (values ('c'), ('p')) as per(p)
    left join (select p, count(*) as tracked from ev group by p) e on e.p = per.p
    left join (select p, count(*) as attended from attended group by p) a on a.p = per.p
    left join (select p, count(*) as submissions,
        count(*) filter (where status in ('accepted', 'rejected')) as decided,
        count(*) filter (where status = 'accepted') as accepted
      from sub group by p) s on s.p = per.p
    left join (select p, count(*) as missed from missed group by p) m on m.p = per.p
    left join (select p, count(distinct traveller_id) as travellers, count(*) as done,
        count(*) filter (where status = 'reported') as reported
      from tr where status in ('completed', 'reported') group by p) t on t.p = per.p
    left join (select p, count(distinct person) as speakers, count(*) as talks
      from given group by p) g on g.p = per.p
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

// count(status), not count(*): a quarter without submissions is a row of nulls in overTime.
const counted = sql.raw(`count(status)::int as submissions,
  count(*) filter (where status in ('accepted', 'rejected'))::int as decided,
  count(*) filter (where status = 'accepted')::int as accepted,
  (count(*) filter (where status = 'accepted'))::float8
    / nullif(count(*) filter (where status in ('accepted', 'rejected')), 0) as rate`);

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
      sql`over as (select to_char(e.start_date, 'YYYY-"Q"Q') as quarter, s.status
      from cfp_submissions s join events e on e.id = s.event_id
      where e.start_date between ${overTimeFrom} and ${to}::date
        and ${eventFilters(scope)} and ${submissionFilters(scope)})`,
    ],
    json: sql`json_build_object(
      'byType', ${jsonRows(sql`select ev.type, ev.p, count(*)::int as tracked,
          count(a.id)::int as attended
        from ev left join attended a on a.id = ev.id group by ev.type, ev.p`)},
      'perMonth', ${jsonRows(sql`select to_char(start_date, 'YYYY-MM') as month, type,
          count(*)::int as events
        from ev where p = 'c' group by 1, 2`)},
      'countries', ${jsonRows(sql`select c.*, coalesce(s.submissions, 0) as submissions,
          coalesce(s.accepted, 0) as accepted
        from (select ev.country, ev.p, count(*)::int as tracked, count(a.id)::int as attended
          from ev left join attended a on a.id = ev.id group by ev.country, ev.p) c
        left join (select country, p, count(*)::int as submissions,
            count(*) filter (where status = 'accepted')::int as accepted
          from sub group by country, p) s on s.country = c.country and s.p = c.p`)},
      'acceptance', ${jsonRows(sql`
        select 'person' as by, min(person) as key,
          coalesce(min(u.name), min(u.username), min(sub.submitter_name)) as label, ${counted}
        from sub left join users u on u.id = sub.submitter_id where p = 'c' group by person
        union all
        select 'talk', sub.talk_id::text, min(k.title), ${counted}
        from sub join talks k on k.id = sub.talk_id where p = 'c' group by sub.talk_id
        union all
        select 'eventType', type, type, ${counted} from sub where p = 'c' group by type`)},
      'overTime', ${jsonRows(sql`select q.quarter, ${counted}
        from quarters q left join over o on o.quarter = q.quarter
        group by q.quarter order by q.quarter`)})`,
  };
}
