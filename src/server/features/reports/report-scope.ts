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
const textArray = (values: string[]) => sql`${`{${values.join(',')}}`}::text[]`;

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

/** The submissions `s` a report counts: sent ones, the person's and with the tag when filtered. */
export function submissionFilters(scope: ReportScope): SQL {
  const { personId, tag } = scope.query;
  const person = personId ? sql`and s.submitter_id = ${personId}` : sql``;
  const withTag = tag
    ? sql`and exists (select 1 from talks k where k.id = s.talk_id and ${tag} = any(k.tags))`
    : sql``;
  return sql`s.status <> 'draft' ${person} ${withTag}`;
}

/**
 * The report's rows as common table expressions, each tagged with its period `p`:
 * ev (events starting in a period), sub (their sent submissions), tr (their trips with the
 * status they show), att (events with an attendee), rep (reports of their trips), and money
 * (a row per sponsorship and per trip line with its currency, the month and quarter of its event
 * and its amounts: committed or pending, estimate and actual).
 */
export function scopeCtes(scope: ReportScope): SQL {
  const { personId } = scope.query;
  const tripPerson = personId ? sql`and trips.traveller_id = ${personId}` : sql``;
  const attPerson = personId ? sql`and a.user_id = ${personId}` : sql``;
  const span = scope.comparison
    ? sql`(e.start_date between ${scope.current.from}::date and ${scope.current.to}::date
        or e.start_date between ${scope.comparison.from}::date and ${scope.comparison.to}::date)`
    : sql`e.start_date between ${scope.current.from}::date and ${scope.current.to}::date`;
  return sql`ev as materialized (
      select e.id, e.name, e.type, e.start_date, e.end_date, ${countryOf('e.location')} as country,
        ${periodOf(scope, sql`e.start_date`)} as p, to_char(e.start_date, 'YYYY-MM') as month,
        to_char(e.start_date, 'YYYY-"Q"Q') as quarter
      from events e where ${span} and ${eventFilters(scope)}),
    sub as materialized (
      select s.id, s.status, s.talk_id, ev.p, ev.type, ev.country, ev.end_date,
        coalesce(s.submitter_id::text, 'name:' || lower(btrim(s.submitter_name))) as person,
        s.submitter_id, s.submitter_name
      from cfp_submissions s join ev on ev.id = s.event_id
      where ${submissionFilters(scope)}),
    tr as materialized (
      select trips.id, trips.event_id, trips.traveller_id, ev.p, ${tripStatusSql} as status
      from trips join ev on ev.id = trips.event_id
      left join approval_workflows on approval_workflows.id = trips.workflow_id
      where true ${tripPerson}),
    att as (select distinct a.event_id from attendees a join ev on ev.id = a.event_id
      where true ${attPerson}),
    attended as materialized (select ev.id, ev.p from ev
      where ev.id in (select event_id from att)
        or ev.id in (select event_id from tr where tr.status = any(${textArray(DONE_TRIP)}))),
    rep as materialized (select r.people_reached, r.leads, r.rating, r.go_again, tr.p, tr.event_id
      from trip_reports r join tr on tr.id = r.trip_id where tr.status <> 'cancelled'),
    given as materialized (select * from sub where status = 'accepted' and end_date < ${scope.today}::date),
    money as materialized (
      select ev.p, ev.id as event_id, ev.month, ev.quarter, s.currency, null::text as category,
        case s.status when 'confirmed' then s.amount end as committed,
        case s.status when 'pending' then s.amount end as pending,
        null::numeric as estimate, null::numeric as actual
      from sponsorships s join ev on ev.id = s.event_id
      where s.status in ('confirmed', 'pending') and s.amount is not null
      union all
      select ev.p, ev.id, ev.month, ev.quarter, l.currency, l.category, null, null,
        l.estimate, l.actual
      from trip_lines l join tr on tr.id = l.trip_id join ev on ev.id = tr.event_id
      where tr.status = any(${textArray(APPROVED_TRIP)})
        and (l.estimate is not null or l.actual is not null))`;
}
