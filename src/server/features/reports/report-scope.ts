import { sql, type SQL } from 'drizzle-orm';
import type { ReportQuery } from '@shared/schemas/report';
import type { ReportPeriod } from '@shared/report-period';
import { tripStatusSql } from '../trips/public';

/** What every statement of one report reads with: the two periods, the filters and today. */
export interface ReportScope {
  current: ReportPeriod;
  comparison: ReportPeriod | null;
  query: ReportQuery;
  today: string;
  convertTo: string;
}

/**
 * One part of the report's statement: common table expressions beside scopeCtes' (names unique
 * across parts) and a JSON expression that reads them.
 */
export interface ReportPart {
  ctes: SQL[];
  json: SQL;
}

/** Trips whose estimate was approved: the money of a report counts these only. */
export const APPROVED_TRIP = ['approved', 'booked', 'completed', 'reported'];
const DONE_TRIP = ['completed', 'reported'];
export const textArray = (values: string[]) => sql`${`{${values.join(',')}}`}::text[]`;

/** 'Berlin, Germany' → Germany; an online event → Online (docs/reports.md, Countries). */
export const countryOf = (location: SQL | string) => {
  const column = typeof location === 'string' ? sql.raw(location) : location;
  return sql`case when ${column} ~* '^\\s*(online|virtual|remote)\\M' then 'Online'
    else coalesce(nullif(btrim(regexp_replace(${column}, '^.*,', '')), ''), 'Unknown') end`;
};

/** 'c' when the day is in the current period, 'p' in the comparison, null in neither. */
export function periodOf(scope: ReportScope, day: SQL): SQL {
  const { current, comparison } = scope;
  const inComparison = comparison
    ? sql`when ${day} between ${comparison.from}::date and ${comparison.to}::date then 'p'`
    : sql``;
  return sql`case when ${day} between ${current.from}::date and ${current.to}::date then 'c' ${inComparison} end`;
}

/** The filters on an event `e` (type, priority, country; `withPeople`: person and talk tag). */
export function eventFilters(scope: ReportScope, withPeople = true): SQL {
  const { type, priority, country, personId, tag } = scope.query;
  const parts: SQL[] = [sql`true`];
  if (type) parts.push(sql`e.type = ${type}`);
  if (priority) parts.push(sql`e.priority = ${priority}`);
  if (country) parts.push(sql`lower(${countryOf('e.location')}) = lower(${country})`);
  if (withPeople && personId)
    parts.push(sql`(exists (select 1 from cfp_submissions s where s.event_id = e.id
        and s.submitter_id = ${personId} and s.status <> 'draft')
      or exists (select 1 from trips t where t.event_id = e.id and t.traveller_id = ${personId})
      or exists (select 1 from attendees a where a.event_id = e.id and a.user_id = ${personId}))`);
  if (withPeople && tag)
    parts.push(sql`exists (select 1 from cfp_submissions s join talks k on k.id = s.talk_id
      where s.event_id = e.id and s.status <> 'draft' and ${tag} = any(k.tags))`);
  return sql.join(parts, sql` and `);
}

/** Whether a report counts a sent submission `s`: the person's and with the tag when filtered. */
export function submissionCounted(scope: ReportScope): SQL {
  const { personId, tag } = scope.query;
  const person = personId ? sql`and s.submitter_id = ${personId}` : sql``;
  const withTag = tag
    ? sql`and exists (select 1 from talks k where k.id = s.talk_id and ${tag} = any(k.tags))`
    : sql``;
  return sql`(true ${person} ${withTag})`;
}

/** A submission's person: their account, or their name when they have none. */
const PERSON = sql.raw(`coalesce(s.submitter_id::text, 'name:' || lower(btrim(s.submitter_name)))`);
/** 'c' or 'p' from `cur` (in the current period or the comparison; null: in neither). */
const P = sql.raw(`case cur when true then 'c' when false then 'p' end as p`);

/**
 * The report's rows as common table expressions, each tagged with its period `p`:
 * ev (events starting in a period, whether they were attended), subs (their sent submissions
 * counted per event, and per period and person or talk: `kind`), evs (the events counted per
 * period and per type, country or month, with their submissions), tr (their trips with the
 * status they show and their event's period, month and quarter), rep (reports of their trips)
 * and money (sponsorships and approved trip lines summed per month, currency and category).
 * The large tables are read once each and counted in one grouped pass (GROUPING SETS), so the
 * figures read a few hundred rows, not the tens of thousands behind them. The sets group by the
 * boolean `cur`, not `p`: a column of a CTE has no statistics, and the planner assumes two
 * values for a boolean but 200 for text, which made it sort (and spill) instead of hashing.
 * The country and the month and quarter are computed once per distinct location and start date
 * (regular expressions and to_char cost microseconds per call); grouped, so that the planner
 * cannot pull the expressions up into the join, which computed them per event again.
 */
export function scopeCtes(scope: ReportScope): SQL {
  const { current } = scope;
  const { personId } = scope.query;
  const tripPerson = personId ? sql`and trips.traveller_id = ${personId}` : sql``;
  const attPerson = personId ? sql`and a.user_id = ${personId}` : sql``;
  const inSpan = scope.comparison
    ? sql`(e.start_date between ${current.from}::date and ${current.to}::date
        or e.start_date between ${scope.comparison.from}::date and ${scope.comparison.to}::date)`
    : sql`e.start_date between ${current.from}::date and ${current.to}::date`;
  const span = sql`${inSpan} and ${eventFilters(scope)}`;
  const tripRows = sql`from trips
    left join approval_workflows on approval_workflows.id = trips.workflow_id`;
  return sql`ev as materialized (
      select e.id, e.type, e.end_date, l.country, d.month, d.quarter,
        ${periodOf(scope, sql`e.start_date`)} as p,
        e.start_date between ${current.from}::date and ${current.to}::date as cur,
        a.event_id is not null or t.event_id is not null as attended
      from events e
      join (select e.location, ${countryOf('e.location')} as country
        from events e where ${inSpan} group by e.location) l on l.location = e.location
      join (select e.start_date as day, to_char(e.start_date, 'YYYY-MM') as month,
          to_char(e.start_date, 'YYYY-"Q"Q') as quarter
        from events e where ${inSpan} group by e.start_date) d on d.day = e.start_date
      left join (select distinct a.event_id from attendees a where true ${attPerson}) a
        on a.event_id = e.id
      left join (select distinct trips.event_id ${tripRows}
          where ${tripStatusSql} = any(${textArray(DONE_TRIP)}) ${tripPerson}) t
        on t.event_id = e.id
      where ${span}),
    subs as materialized (
      select event_id, ${P}, person, talk_id,
        case grouping(event_id, cur, person, talk_id) when 7 then 'event' when 9 then 'person'
          else 'talk' end as kind,
        count(*) filter (where counted)::int as submissions,
        count(*) filter (where counted and status in ('accepted', 'rejected'))::int as decided,
        count(*) filter (where counted and status = 'accepted')::int as accepted,
        count(*) filter (where counted and status = 'accepted'
          and end_date < ${scope.today}::date)::int as given,
        min(submitter_id) filter (where counted) as submitter_id,
        min(submitter_name) filter (where counted) as submitter_name
      from (select s.event_id, ev.cur, ev.end_date, s.status, s.talk_id, s.submitter_id,
          s.submitter_name, ${PERSON} as person, ${submissionCounted(scope)} as counted
        from cfp_submissions s left join ev on ev.id = s.event_id where s.status <> 'draft') s
      group by grouping sets ((event_id), (cur, person), (cur, talk_id))),
    evs as materialized (
      select ${P}, type, country, month,
        case grouping(type, country, month) when 7 then 'period' when 3 then 'type'
          when 5 then 'country' else 'month' end as kind,
        count(*)::int as tracked, count(*) filter (where attended)::int as attended,
        coalesce(sum(s.submissions), 0)::int as submissions,
        coalesce(sum(s.decided), 0)::int as decided,
        coalesce(sum(s.accepted), 0)::int as accepted, coalesce(sum(s.given), 0)::int as given
      from ev left join subs s on s.kind = 'event' and s.event_id = ev.id
      group by grouping sets ((cur), (cur, type), (cur, country), (cur, month, type))),
    tr as materialized (
      select trips.id, trips.event_id, trips.traveller_id, ev.p, ev.cur, ev.month, ev.quarter,
        ${tripStatusSql} as status
      ${tripRows} join ev on ev.id = trips.event_id
      where true ${tripPerson}),
    rep as materialized (select r.people_reached, r.leads, r.rating, r.go_again, tr.p, tr.event_id
      from trip_reports r join tr on tr.id = r.trip_id where tr.status <> 'cancelled'),
    money as materialized (
      select ${P}, month, quarter, currency, category, sum(committed) as committed,
        sum(pending) as pending, sum(estimate) as estimate, sum(actual) as actual
      from (select ev.cur, ev.month, ev.quarter, s.currency, null::text as category,
          case s.status when 'confirmed' then s.amount end as committed,
          case s.status when 'pending' then s.amount end as pending,
          null::numeric as estimate, null::numeric as actual
        from sponsorships s join ev on ev.id = s.event_id
        where s.status in ('confirmed', 'pending') and s.amount is not null
        union all
        select tr.cur, tr.month, tr.quarter, l.currency, l.category, null, null, l.estimate,
          l.actual
        from trip_lines l join tr on tr.id = l.trip_id
        where tr.status = any(${textArray(APPROVED_TRIP)})
          and (l.estimate is not null or l.actual is not null)) m
      group by cur, month, quarter, currency, category)`;
}
