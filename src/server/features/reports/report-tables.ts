import { strToU8, zipSync } from 'fflate';
import { EVENT_TYPES } from '@shared/domain';
import type { Figure, Report, ReportTable } from '@shared/schemas/report';
import { csvCell } from '../../lib/export-stream';

type Cell = string | number | boolean | null;
interface Table {
  columns: string[];
  rows: Cell[][];
}

const FIGURE_COLUMNS = ['current', 'comparison', 'change', 'change_ratio'];
const figureCells = (value: Figure): Cell[] => [
  value.current,
  value.comparison,
  value.change,
  value.changeRatio,
];
const ACCEPTANCE_COLUMNS = ['key', 'label', 'submissions', 'decided', 'accepted', 'rate'];
const acceptanceRows = (rows: Report['cfp']['byPerson']): Cell[][] =>
  rows.map((row) => [row.key, row.label, row.submissions, row.decided, row.accepted, row.rate]);

/** The report as the tables its CSV export holds: the same numbers the answer gives. */
export function reportTables(report: Report): Record<ReportTable, Table> {
  const countGroups = ['events', 'cfp', 'people', 'reach'] as const;
  const figures = countGroups.flatMap((group) =>
    Object.entries(report[group])
      .filter((entry): entry is [string, Figure] => !Array.isArray(entry[1]))
      .map(([key, value]) => {
        const path = `${group}.${key}`;
        const label = (report.definitions[path]?.label ?? path) as string;
        return [path, label, ...figureCells(value)];
      }),
  );
  const moneyRows = [
    ...report.money.byCurrency.map((money) => ({ money, converted: false })),
    ...(report.money.converted ? [{ money: report.money.converted, converted: true }] : []),
  ].flatMap(({ money, converted }) =>
    Object.entries(money)
      .filter((entry): entry is [string, Figure] => entry[0] !== 'currency')
      .map(([key, value]) => [money.currency, converted, `money.${key}`, ...figureCells(value)]),
  );
  return {
    figures: { columns: ['figure', 'label', ...FIGURE_COLUMNS], rows: figures },
    events_by_type: {
      columns: ['type', 'measure', ...FIGURE_COLUMNS],
      rows: report.events.byType.flatMap((row) => [
        [row.type, 'tracked', ...figureCells(row.tracked)],
        [row.type, 'attended', ...figureCells(row.attended)],
      ]),
    },
    money: { columns: ['currency', 'converted', 'figure', ...FIGURE_COLUMNS], rows: moneyRows },
    exchange_rates: {
      columns: ['base', 'quote', 'month', 'rate', 'inverted'],
      rows: report.money.rates.map((rate) => [
        rate.base,
        rate.quote,
        rate.month,
        rate.rate,
        rate.inverted,
      ]),
    },
    acceptance_by_person: {
      columns: ACCEPTANCE_COLUMNS,
      rows: acceptanceRows(report.cfp.byPerson),
    },
    acceptance_by_talk: { columns: ACCEPTANCE_COLUMNS, rows: acceptanceRows(report.cfp.byTalk) },
    acceptance_by_event_type: {
      columns: ACCEPTANCE_COLUMNS,
      rows: acceptanceRows(report.cfp.byEventType),
    },
    acceptance_over_time: {
      columns: ['quarter', 'submissions', 'decided', 'accepted', 'rate'],
      rows: report.series.acceptanceOverTime.map((row) => [
        row.quarter,
        row.submissions,
        row.decided,
        row.accepted,
        row.rate,
      ]),
    },
    spend_by_quarter: {
      columns: ['quarter', 'currency', 'converted', 'category', 'estimate', 'actual'],
      rows: report.series.spendByQuarter.map((row) => [
        row.quarter,
        row.currency,
        row.converted,
        row.category,
        row.estimate,
        row.actual,
      ]),
    },
    events_per_month: {
      columns: ['month', 'total', ...EVENT_TYPES],
      rows: report.series.eventsPerMonth.map((row) => [
        row.month,
        row.total,
        ...EVENT_TYPES.map((type) => row.byType[type] ?? 0),
      ]),
    },
    countries: {
      columns: [
        'country',
        'tracked',
        'tracked_comparison',
        'attended',
        'attended_comparison',
      ].concat(['submissions', 'accepted']),
      rows: report.series.countries.map((row) => [
        row.country,
        row.tracked.current,
        row.tracked.comparison,
        row.attended.current,
        row.attended.comparison,
        row.submissions,
        row.accepted,
      ]),
    },
    cost_per_person: {
      columns: [
        'currency',
        'converted',
        'ranking',
        'position',
        'event_id',
        'event',
        'actual',
      ].concat(['people_reached', 'cost_per_person']),
      rows: report.costPerPerson.flatMap((ranking) =>
        (['best', 'worst'] as const).flatMap((order) =>
          ranking[order].map((row, index) => [
            ranking.currency,
            ranking.converted,
            order,
            index + 1,
            row.eventId,
            row.eventName,
            row.actual,
            row.peopleReached,
            row.costPerPerson,
          ]),
        ),
      ),
    },
  };
}

/** One CSV text (UTF-8 with BOM, as the lists' exports) per table. */
export function tableCsv(table: Table): string {
  const lines = [table.columns, ...table.rows].map((row) => row.map(csvCell).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** The zip of the report's tables: `figures.csv`, `money.csv`, … */
export function reportZip(report: Report): Uint8Array {
  const files = Object.fromEntries(
    Object.entries(reportTables(report)).map(([name, table]) => [
      `${name}.csv`,
      strToU8(tableCsv(table)),
    ]),
  );
  return zipSync(files, { level: 6 });
}
