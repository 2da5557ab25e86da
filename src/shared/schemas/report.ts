import { z } from 'zod';
import { EVENT_PRIORITIES, EVENT_TYPES, TRIP_COST_CATEGORIES } from '../domain';
import { CURRENCY_MESSAGE, isCurrencyCode } from '../money';
import {
  customPeriod,
  QUARTER_PATTERN,
  quarterOf,
  quarterPeriod,
  rangeTooLong,
  REPORT_COMPARISONS,
  type ReportPeriod,
  YEAR_PATTERN,
  yearPeriod,
} from '../report-period';
import { idSchema, isCalendarDate } from './common';
import { optionalFilter, textFilter } from './fields';

/**
 * Reports for leadership (issue 28; definitions in docs/reports.md). Routes:
 * - GET /api/reports?… → reportSchema (every member)
 * - GET /api/reports/export/csv?… → a zip, one CSV per table of the report
 * - GET /api/reports/export/json?… → reportSchema as a download
 * The three take the same query (reportQuerySchema), so a report's address can be shared.
 */

export const REPORT_MESSAGES = {
  period: 'Must be a quarter such as 2026-Q3, a year such as 2026, or custom',
  date: 'Must be a date such as 2026-07-01',
  fromRequired: 'A custom period needs its first day',
  toRequired: 'A custom period needs its last day',
  endBeforeStart: 'The period cannot end before it starts',
  tooLong: 'A custom period can be at most 5 years long',
  /** Answered by the server when no record has the value (person, tag, country). */
  unknownPerson: 'No member has this id',
  unknownTag: 'No talk has this tag',
  unknownCountry: 'No event takes place in this country',
} as const;

/** The `country` filter's value for events that take place online. */
export const ONLINE = 'online';

const day = optionalFilter(z.string().trim().refine(isCalendarDate, REPORT_MESSAGES.date));

/**
 * The report's query string. `period`: '2026-Q3', '2026', or 'custom' with `from` and `to`
 * (inclusive; `from`/`to` alone also mean custom); absent: this quarter by the server's clock.
 * Filters narrow the events every figure counts (and so their submissions, trips, sponsorships).
 */
export const reportQuerySchema = z
  .object({
    period: optionalFilter(
      z
        .string()
        .trim()
        .refine(
          (v) => v === 'custom' || QUARTER_PATTERN.test(v) || YEAR_PATTERN.test(v),
          REPORT_MESSAGES.period,
        ),
    ),
    from: day,
    to: day,
    compare: optionalFilter(z.enum(REPORT_COMPARISONS)).transform((v) => v ?? 'previous'),
    type: optionalFilter(z.enum(EVENT_TYPES)),
    priority: optionalFilter(z.enum(EVENT_PRIORITIES)),
    /** A member's id: their submissions, their trips, events they attend or speak at. */
    personId: optionalFilter(idSchema),
    /** A talk tag: events with a submission of a talk carrying it, and those submissions. */
    tag: textFilter(100),
    /** A country as the event's location ends ('Berlin, Germany' → Germany), or `online`. */
    country: textFilter(100),
    /** The currency converted totals are given in (the server's default currency when absent). */
    convertTo: optionalFilter(
      z
        .string()
        .trim()
        .transform((v) => v.toUpperCase())
        .refine(isCurrencyCode, CURRENCY_MESSAGE),
    ),
  })
  .superRefine((query, ctx) => {
    const custom = query.period === 'custom' || (!query.period && (query.from || query.to));
    if (!custom) return;
    if (!query.from)
      ctx.addIssue({ code: 'custom', path: ['from'], message: REPORT_MESSAGES.fromRequired });
    if (!query.to)
      ctx.addIssue({ code: 'custom', path: ['to'], message: REPORT_MESSAGES.toRequired });
    if (!query.from || !query.to) return;
    if (query.to < query.from)
      ctx.addIssue({ code: 'custom', path: ['to'], message: REPORT_MESSAGES.endBeforeStart });
    else if (rangeTooLong(query.from, query.to))
      ctx.addIssue({ code: 'custom', path: ['to'], message: REPORT_MESSAGES.tooLong });
  });
export type ReportQuery = z.output<typeof reportQuerySchema>;

/** The period a (valid) query asks for; `today` (YYYY-MM-DD) gives "this quarter". */
export function reportPeriod(query: ReportQuery, today: string): ReportPeriod {
  if (query.period && QUARTER_PATTERN.test(query.period)) return quarterPeriod(query.period);
  if (query.period && YEAR_PATTERN.test(query.period)) return yearPeriod(query.period);
  if (query.from && query.to) return customPeriod(query.from, query.to);
  return quarterPeriod(quarterOf(today));
}

// ---------------------------------------------------------------- the answer

/**
 * One number of the report beside the same number for the comparison period. `change` is
 * current − comparison; `changeRatio` that change over the comparison (0.25 is +25 %), null when
 * there is no comparison or it is 0. A figure that cannot be computed (a rate with nothing
 * decided, an average of no ratings) is null.
 */
export const figureSchema = z.object({
  current: z.number().nullable(),
  comparison: z.number().nullable(),
  change: z.number().nullable(),
  changeRatio: z.number().nullable(),
});
export type Figure = z.infer<typeof figureSchema>;

const periodSchema = z.object({
  kind: z.enum(['quarter', 'year', 'custom']),
  from: z.string(),
  to: z.string(),
  label: z.string(),
});

/** The money figures of one currency (amounts in its units), or of the converted totals. */
export const moneyFiguresSchema = z.object({
  currency: z.string(),
  /** Confirmed sponsorships. */
  sponsorshipCommitted: figureSchema,
  sponsorshipPending: figureSchema,
  /** Estimates of trips approved (approved, booked, completed, reported). */
  tripEstimates: figureSchema,
  tripActuals: figureSchema,
  /** tripActuals − tripEstimates. */
  actualMinusEstimate: figureSchema,
  costPerTalkGiven: figureSchema,
  costPerPersonReached: figureSchema,
});
export type MoneyFigures = z.infer<typeof moneyFiguresSchema>;

/** A rate used for the converted totals: 1 `base` is `rate` `quote` in `month` (YYYY-MM). */
export const usedRateSchema = z.object({
  base: z.string(),
  quote: z.string(),
  month: z.string(),
  rate: z.number(),
  /** True when the stored rate is quote→base and its inverse was used. */
  inverted: z.boolean(),
});

const acceptanceRowSchema = z.object({
  /** The person's id, the talk's id, or the event type. */
  key: z.string(),
  label: z.string(),
  submissions: z.number().int(),
  decided: z.number().int(),
  accepted: z.number().int(),
  /** accepted / decided; null when nothing was decided. */
  rate: z.number().nullable(),
});

const costPerPersonRowSchema = z.object({
  eventId: z.number().int(),
  eventName: z.string(),
  actual: z.number(),
  peopleReached: z.number().int(),
  costPerPerson: z.number(),
});

/** The tables of GET /api/reports/export/csv: one `<name>.csv` each in the zip. */
export const REPORT_TABLES = [
  'figures',
  'events_by_type',
  'money',
  'exchange_rates',
  'acceptance_by_person',
  'acceptance_by_talk',
  'acceptance_by_event_type',
  'acceptance_over_time',
  'spend_by_quarter',
  'events_per_month',
  'countries',
  'cost_per_person',
] as const;
export type ReportTable = (typeof REPORT_TABLES)[number];

/** GET /api/reports: the whole report, read in one read-only transaction. */
export const reportSchema = z.object({
  period: periodSchema,
  /** Null when the query said compare=none. */
  comparison: periodSchema.nullable(),
  compare: z.enum(REPORT_COMPARISONS),
  /** The filters applied, as given. */
  filters: z.object({
    type: z.string().nullable(),
    priority: z.string().nullable(),
    personId: z.number().int().nullable(),
    tag: z.string().nullable(),
    country: z.string().nullable(),
  }),
  /** The server's today (its clock), which "has ended" and "missed" are measured against. */
  today: z.string(),
  /** Keyed by a figure's path ('events.tracked', 'money.tripActuals'): its label and definition. */
  definitions: z.record(z.string(), z.object({ label: z.string(), help: z.string() })),
  events: z.object({
    tracked: figureSchema,
    attended: figureSchema,
    /** Tracked events per type, every type of EVENT_TYPES present. */
    byType: z.array(z.object({ type: z.string(), tracked: figureSchema, attended: figureSchema })),
  }),
  cfp: z.object({
    submissions: figureSchema,
    decided: figureSchema,
    accepted: figureSchema,
    acceptanceRate: figureSchema,
    missedDeadlines: figureSchema,
    /** Current period only, most submissions first. */
    byPerson: z.array(acceptanceRowSchema),
    byTalk: z.array(acceptanceRowSchema),
    byEventType: z.array(acceptanceRowSchema),
  }),
  people: z.object({ travellers: figureSchema, speakers: figureSchema, talksGiven: figureSchema }),
  reach: z.object({
    peopleReached: figureSchema,
    leads: figureSchema,
    averageRating: figureSchema,
    /** Share of trip reports answering "yes" to go again, 0 to 1. */
    goAgainShare: figureSchema,
    /** Reports received / trips completed, 0 to 1. */
    reportCompletion: figureSchema,
  }),
  money: z.object({
    /** One entry per currency with money in either period, by code; never summed together. */
    byCurrency: z.array(moneyFiguresSchema),
    /** Every amount in `convertTo`; null unless rates cover each currency and month used. */
    converted: moneyFiguresSchema.nullable(),
    convertTo: z.string(),
    /** The rates the converted totals used. */
    rates: z.array(usedRateSchema),
    /** The currency and month pairs no rate covers (why `converted` is null). */
    missingRates: z.array(z.object({ currency: z.string(), month: z.string() })),
  }),
  /** Events with people reached and actual costs, ranked by cost per person reached. */
  costPerPerson: z.array(
    z.object({
      currency: z.string(),
      /** True for the ranking in `convertTo` (all currencies converted). */
      converted: z.boolean(),
      best: z.array(costPerPersonRowSchema),
      worst: z.array(costPerPersonRowSchema),
    }),
  ),
  series: z.object({
    /** The eight quarters ending with the period's last one (filters applied). */
    acceptanceOverTime: z.array(
      z.object({
        quarter: z.string(),
        submissions: z.number().int(),
        decided: z.number().int(),
        accepted: z.number().int(),
        rate: z.number().nullable(),
      }),
    ),
    /** Each quarter the period touches × currency × category with costs; converted rows too. */
    spendByQuarter: z.array(
      z.object({
        quarter: z.string(),
        currency: z.string(),
        /** True for a row in `convertTo` summing every currency. */
        converted: z.boolean(),
        category: z.enum(TRIP_COST_CATEGORIES),
        estimate: z.number(),
        actual: z.number(),
      }),
    ),
    /** Each month of the period: tracked events per type (every type present) and in all. */
    eventsPerMonth: z.array(
      z.object({
        month: z.string(),
        total: z.number().int(),
        byType: z.record(z.string(), z.number().int()),
      }),
    ),
    /** The country table: one row per country (or Online), most events first. */
    countries: z.array(
      z.object({
        country: z.string(),
        tracked: figureSchema,
        attended: figureSchema,
        submissions: z.number().int(),
        accepted: z.number().int(),
      }),
    ),
  }),
});
export type Report = z.infer<typeof reportSchema>;
