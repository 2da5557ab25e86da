import { sql } from 'drizzle-orm';
import { APPROVED_TRIP, type ReportPart, type ReportScope, textArray } from './report-scope';

/** The money of one period in one currency; `converted` rows are every currency in convertTo. */
export interface MoneyRow {
  p: 'c' | 'p';
  currency: string;
  converted: boolean;
  committed: number;
  pending: number;
  estimate: number;
  actual: number;
  difference: number;
  perTalk: number | null;
  perPerson: number | null;
}

export interface MoneyAnswer {
  rows: MoneyRow[];
  rates: { base: string; quote: string; month: string; rate: number; inverted: boolean }[];
  missing: { currency: string; month: string }[];
  spend: {
    quarter: string;
    currency: string;
    converted: boolean;
    category: string;
    estimate: number;
    actual: number;
  }[];
  ranking: {
    currency: string;
    converted: boolean;
    eventId: number;
    eventName: string;
    actual: number;
    peopleReached: number;
    costPerPerson: number;
    best: number;
    worst: number;
  }[];
}

const RANKED = 5;
const sums = sql.raw(`coalesce(sum(committed), 0) as committed,
  coalesce(sum(pending), 0) as pending, coalesce(sum(estimate), 0) as estimate,
  coalesce(sum(actual), 0) as actual`);
const money3 = (column: string) => sql.raw(`round(${column}, 3)::float8`);

/**
 * Money per currency and period, converted when the rates cover every currency
 * and month (the month of the event's start), with the rates used or missing; spend per quarter
 * and category; the events' cost per person reached, ranked.
 * The converted amounts are the rate times the sum of a month's (or an event's) amounts in a
 * currency: numeric arithmetic is exact, so that is the sum of each amount times the rate.
 */
export function moneyPart(scope: ReportScope): ReportPart {
  const target = scope.convertTo;
  const ctes = sql`needed as (select distinct currency, month from money),
    rates as (select n.currency, n.month, d.rate as direct, i.rate as inverse,
        case when n.currency = ${target} then 1::numeric else coalesce(d.rate, 1 / i.rate) end as rate
      from needed n
      left join exchange_rates d on d.base = n.currency and d.quote = ${target} and d.month = n.month
      left join exchange_rates i on i.base = ${target} and i.quote = n.currency and i.month = n.month),
    missing as (select currency, month from rates where rate is null),
    conv as (select m.p, m.quarter, m.category, ${target}::text as currency,
        m.committed * r.rate as committed, m.pending * r.rate as pending,
        m.estimate * r.rate as estimate, m.actual * r.rate as actual
      from money m join rates r on r.currency = m.currency and r.month = m.month
      where not exists (select 1 from missing)),
    counts as materialized (select per.p, coalesce(e.given, 0) as talks,
        (select coalesce(sum(people_reached), 0) from rep where rep.p = per.p) as reached
      from (values ('c'), ('p')) as per(p)
      left join evs e on e.p = per.p and e.kind = 'period'),
    totals as (select p, currency, false as converted, ${sums} from money group by p, currency
      union all
      select p, currency, true, ${sums} from conv group by p, currency),
    spent as (select tr.event_id, tr.month, l.currency, sum(l.actual) as actual
      from trip_lines l join tr on tr.id = l.trip_id
      where tr.cur and l.actual is not null and tr.status = any(${textArray(APPROVED_TRIP)})
        and tr.event_id in (select event_id from rep where p = 'c')
      group by tr.event_id, tr.month, l.currency),
    costs as (select event_id, currency, false as converted, actual from spent
      union all
      select s.event_id, ${target}::text, true, sum(s.actual * r.rate)
      from spent s join rates r on r.currency = s.currency and r.month = s.month
      where not exists (select 1 from missing) group by s.event_id),
    reached as (select event_id, sum(people_reached) as people from rep
      where p = 'c' group by event_id having sum(people_reached) > 0),
    priced as (select c.*, r.people, c.actual / r.people as per_person from costs c
      join reached r on r.event_id = c.event_id
      where c.actual > 0 and (c.converted or c.event_id in (select event_id from costs
        where not converted group by event_id having count(*) = 1))),
    ranked as (select p.*, row_number() over (partition by currency, converted
          order by per_person, event_id) as best,
        row_number() over (partition by currency, converted order by per_person desc, event_id) as worst
      from priced p)`;
  const json = sql`json_build_object(
      'rows', (select coalesce(json_agg(json_build_object('p', t.p, 'currency', t.currency,
          'converted', t.converted, 'committed', ${money3('t.committed')},
          'pending', ${money3('t.pending')}, 'estimate', ${money3('t.estimate')},
          'actual', ${money3('t.actual')}, 'difference', ${money3('t.actual - t.estimate')},
          'perTalk', ${money3('t.actual / nullif(c.talks, 0)')},
          'perPerson', ${money3('t.actual / nullif(c.reached, 0)')})
          order by t.converted, t.currency, t.p), '[]')
        from totals t join counts c on c.p = t.p),
      'rates', (select coalesce(json_agg(json_build_object(
          'base', case when direct is null then ${target} else currency end,
          'quote', case when direct is null then currency else ${target} end,
          'month', month, 'rate', coalesce(direct, inverse)::float8, 'inverted', direct is null)
          order by currency, month), '[]')
        from rates where currency <> ${target} and rate is not null
          and not exists (select 1 from missing)),
      'missing', (select coalesce(json_agg(m order by currency, month), '[]') from missing m),
      'spend', (select coalesce(json_agg(s order by s.quarter, s.converted, s.currency, s.category), '[]')
        from (select quarter, currency, false as converted, category,
            ${money3('coalesce(sum(estimate), 0)')} as estimate,
            ${money3('coalesce(sum(actual), 0)')} as actual
          from money where p = 'c' and category is not null group by quarter, currency, category
          union all
          select quarter, currency, true, category,
            ${money3('coalesce(sum(estimate), 0)')},
            ${money3('coalesce(sum(actual), 0)')}
          from conv where p = 'c' and category is not null group by quarter, currency, category) s),
      'ranking', (select coalesce(json_agg(json_build_object('currency', r.currency,
          'converted', r.converted, 'eventId', r.event_id, 'eventName', e.name,
          'actual', ${money3('r.actual')}, 'peopleReached', r.people,
          'costPerPerson', ${money3('r.per_person')}, 'best', r.best, 'worst', r.worst)
          order by r.converted, r.currency, r.best), '[]')
        from ranked r join events e on e.id = r.event_id
        where r.best <= ${RANKED} or r.worst <= ${RANKED}))`;
  return { ctes: [ctes], json };
}
