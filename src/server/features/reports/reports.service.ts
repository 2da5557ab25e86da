import { sql } from 'drizzle-orm';
import { EVENT_TYPES } from '@shared/domain';
import { REPORT_DEFINITIONS } from '@shared/report-definitions';
import { comparisonPeriod, monthsOf } from '@shared/report-period';
import {
  type Figure,
  type MoneyFigures,
  type Report,
  REPORT_MESSAGES,
  type ReportQuery,
  reportPeriod,
} from '@shared/schemas/report';
import type { Db } from '../../db/client';
import { ValidationError } from '../../lib/errors';
import { rowsOf } from '../../lib/sql';
import {
  type Breakdowns,
  breakdownsPart,
  type PeriodCounts,
  periodCountsPart,
} from './report-figures';
import { type MoneyAnswer, moneyPart, type MoneyRow } from './report-money';
import { countryOf, type ReportScope, scopeCtes } from './report-scope';

export interface ReportSettings {
  /** The server's default currency: what converted totals are in unless the query says. */
  defaultCurrency: string;
}

/** One figure from its two values; the comparison is null when the report compares with none. */
export function figure(current: number | null, comparison: number | null | undefined): Figure {
  const before = comparison ?? null;
  const change = current !== null && before !== null ? current - before : null;
  const changeRatio = change !== null && before ? change / before : null;
  return { current, comparison: before, change, changeRatio };
}

/** Person, tag and country filters name things that must exist: 400 on the field when not. */
async function checkFilters(db: Db, query: ReportQuery): Promise<void> {
  const { personId, tag, country } = query;
  if (personId === undefined && tag === undefined && country === undefined) return;
  const [found] = rowsOf<{ person: boolean; tag: boolean; country: boolean }>(
    await db.execute(sql`select
      ${personId === undefined ? sql`true` : sql`exists (select 1 from users where id = ${personId})`} as person,
      ${tag === undefined ? sql`true` : sql`exists (select 1 from talks where ${tag} = any(tags))`} as tag,
      ${country === undefined ? sql`true` : sql`exists (select 1 from events where lower(${countryOf('location')}) = lower(${country}))`} as country`),
  );
  const errors: Record<string, string> = {};
  if (!found!.person) errors.personId = REPORT_MESSAGES.unknownPerson;
  if (!found!.tag) errors.tag = REPORT_MESSAGES.unknownTag;
  if (!found!.country) errors.country = REPORT_MESSAGES.unknownCountry;
  const first = Object.values(errors)[0];
  if (first) throw new ValidationError(first, errors);
}

/**
 * Every figure, table and amount of the report in one statement: the periods' rows (scopeCtes)
 * are read and materialised once for all of them, not once per part.
 */
async function readReport(db: Db, scope: ReportScope) {
  const parts = [periodCountsPart(scope), breakdownsPart(scope), moneyPart(scope)];
  const [counts, breakdowns, money] = parts.map((part) => part.json);
  const result = await db.execute(sql`with ${scopeCtes(scope)},
    ${sql.join(
      parts.flatMap((part) => part.ctes),
      sql`, `,
    )}
    select ${counts} as counts, ${breakdowns} as breakdowns, ${money} as money`);
  return rowsOf<{ counts: PeriodCounts[]; breakdowns: Breakdowns; money: MoneyAnswer }>(result)[0]!;
}

const COUNT_FIGURES = {
  events: ['tracked', 'attended'],
  cfp: ['submissions', 'decided', 'accepted', 'acceptanceRate', 'missedDeadlines'],
  people: ['travellers', 'speakers', 'talksGiven'],
  reach: ['peopleReached', 'leads', 'averageRating', 'goAgainShare', 'reportCompletion'],
} as const satisfies Record<string, readonly (keyof PeriodCounts)[]>;

function countFigures<K extends keyof typeof COUNT_FIGURES>(
  group: K,
  current: PeriodCounts,
  before: PeriodCounts | undefined,
) {
  return Object.fromEntries(
    COUNT_FIGURES[group].map((key) => [key, figure(current[key], before?.[key])]),
  ) as Record<(typeof COUNT_FIGURES)[K][number], Figure>;
}

function moneyFigures(rows: MoneyRow[], currency: string, compared: boolean): MoneyFigures {
  const current = rows.find((row) => row.p === 'c');
  const before = rows.find((row) => row.p === 'p');
  const pair = (key: keyof MoneyRow) =>
    figure(
      (current?.[key] as number | null) ?? 0,
      compared ? ((before?.[key] as number | null) ?? 0) : null,
    );
  return {
    currency,
    sponsorshipCommitted: pair('committed'),
    sponsorshipPending: pair('pending'),
    tripEstimates: pair('estimate'),
    tripActuals: pair('actual'),
    actualMinusEstimate: pair('difference'),
    costPerTalkGiven: figure(current?.perTalk ?? null, compared ? before?.perTalk : null),
    costPerPersonReached: figure(current?.perPerson ?? null, compared ? before?.perPerson : null),
  };
}

/**
 * The whole report, read in one REPEATABLE READ, READ ONLY transaction (so it never mixes
 * states) with two statements: the filters' check (only with a person, tag or country) and the
 * report (readReport).
 */
export async function buildReport(
  db: Db,
  settings: ReportSettings,
  query: ReportQuery,
  today: string,
): Promise<Report> {
  const current = reportPeriod(query, today);
  const comparison = comparisonPeriod(current, query.compare);
  const convertTo = query.convertTo ?? settings.defaultCurrency;
  const scope: ReportScope = { current, comparison, query, today, convertTo };
  const { counts, breakdowns, money } = await db.transaction(
    async (tx) => {
      await checkFilters(tx, query);
      return readReport(tx, scope);
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  const compared = comparison !== null;
  const now = counts.find((row) => row.p === 'c')!;
  const before = compared ? counts.find((row) => row.p === 'p') : undefined;
  const byPeriod = <T extends { p: string }>(rows: T[], match: (row: T) => boolean) => ({
    c: rows.find((row) => row.p === 'c' && match(row)),
    p: compared ? rows.find((row) => row.p === 'p' && match(row)) : undefined,
  });
  const pairOf = (c: number | undefined, p: number | undefined) =>
    figure(c ?? 0, compared ? (p ?? 0) : null);

  const currencies = [
    ...new Set(money.rows.filter((row) => !row.converted).map((row) => row.currency)),
  ];
  const convertedRows = money.rows.filter((row) => row.converted);
  const countries = [...new Set(breakdowns.countries.map((row) => row.country))];
  const acceptance = (by: string) =>
    breakdowns.acceptance
      .filter((row) => row.by === by)
      .map(({ by: _by, ...row }) => row)
      .sort((a, b) => b.submissions - a.submissions || a.label.localeCompare(b.label));
  const rankings = [
    ...new Map(money.ranking.map((row) => [`${row.converted}:${row.currency}`, row])).values(),
  ];

  return {
    period: current,
    comparison,
    compare: query.compare,
    filters: {
      type: query.type ?? null,
      priority: query.priority ?? null,
      personId: query.personId ?? null,
      tag: query.tag ?? null,
      country: query.country ?? null,
    },
    today,
    definitions: REPORT_DEFINITIONS,
    events: {
      ...countFigures('events', now, before),
      byType: EVENT_TYPES.map((type) => {
        const rows = byPeriod(breakdowns.byType, (row) => row.type === type);
        return {
          type,
          tracked: pairOf(rows.c?.tracked, rows.p?.tracked),
          attended: pairOf(rows.c?.attended, rows.p?.attended),
        };
      }),
    },
    cfp: {
      ...countFigures('cfp', now, before),
      byPerson: acceptance('person'),
      byTalk: acceptance('talk'),
      byEventType: acceptance('eventType'),
    },
    people: countFigures('people', now, before),
    reach: countFigures('reach', now, before),
    money: {
      byCurrency: currencies.map((currency) =>
        moneyFigures(
          money.rows.filter((row) => !row.converted && row.currency === currency),
          currency,
          compared,
        ),
      ),
      converted:
        money.missing.length === 0 && convertedRows.length > 0
          ? moneyFigures(convertedRows, convertTo, compared)
          : null,
      convertTo,
      rates: money.rates,
      missingRates: money.missing,
    },
    costPerPerson: rankings.map(({ currency, converted }) => {
      const rows = money.ranking.filter(
        (row) => row.currency === currency && row.converted === converted,
      );
      const pick = (order: 'best' | 'worst') =>
        rows
          .filter((row) => row[order] <= 5)
          .sort((a, b) => a[order] - b[order])
          .map(({ eventId, eventName, actual, peopleReached, costPerPerson }) => ({
            eventId,
            eventName,
            actual,
            peopleReached,
            costPerPerson,
          }));
      return { currency, converted, best: pick('best'), worst: pick('worst') };
    }),
    series: {
      acceptanceOverTime: breakdowns.overTime,
      spendByQuarter: money.spend as Report['series']['spendByQuarter'],
      eventsPerMonth: monthsOf(current).map((month) => {
        const rows = breakdowns.perMonth.filter((row) => row.month === month);
        const byType = Object.fromEntries(
          EVENT_TYPES.map((type) => [type, rows.find((row) => row.type === type)?.events ?? 0]),
        );
        for (const row of rows) byType[row.type] ??= row.events;
        return { month, total: rows.reduce((sum, row) => sum + row.events, 0), byType };
      }),
      countries: countries
        .map((country) => {
          const rows = byPeriod(breakdowns.countries, (row) => row.country === country);
          return {
            country,
            tracked: pairOf(rows.c?.tracked, rows.p?.tracked),
            attended: pairOf(rows.c?.attended, rows.p?.attended),
            submissions: rows.c?.submissions ?? 0,
            accepted: rows.c?.accepted ?? 0,
          };
        })
        .sort(
          (a, b) =>
            (b.tracked.current ?? 0) - (a.tracked.current ?? 0) ||
            a.country.localeCompare(b.country),
        ),
    },
  };
}
