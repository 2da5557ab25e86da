import type { Report } from '@shared/schemas/report';
import { Chart } from '@web/components/charts/chart';
import { ChartLegend } from '@web/components/charts/chart-legend';
import { ChartTable } from '@web/components/charts/chart-table';
import { seriesColour } from '@web/components/charts/event-type-colors';
import { EventsPerMonthChart } from '@web/components/charts/events-per-month-chart';
import { formatLabel, formatMoney } from '@web/lib/format';
import { formatFigure } from './figure-value';
import { ReportSection } from './report-section';

type Series = Report['series'];

function AcceptanceOverTime({ rows }: { rows: Series['acceptanceOverTime'] }) {
  const rated = rows.filter((row) => row.rate !== null);
  const last = rated.at(-1);
  const summary = last
    ? `Acceptance rate per quarter from ${rows[0]!.quarter} to ${rows.at(-1)!.quarter}; ${last.quarter}: ${formatFigure(last.rate, 'share')}.`
    : 'No submission was decided in these quarters.';
  return (
    <>
      <Chart
        kind="lines"
        summary={summary}
        data={rows.map((row) => ({
          quarter: row.quarter,
          rate: row.rate === null ? null : Math.round(row.rate * 1000) / 10,
        }))}
        x="quarter"
        yLabel={(value) => `${value} %`}
        series={[{ key: 'rate', label: 'Acceptance rate', colour: seriesColour(0) }]}
      />
      <ChartTable
        caption="Acceptance rate per quarter"
        columns={['Quarter', 'Submissions', 'Decided', 'Accepted', 'Rate']}
        rows={rows.map((row) => ({
          key: row.quarter,
          header: row.quarter,
          cells: [row.submissions, row.decided, row.accepted, formatFigure(row.rate, 'share')],
        }))}
      />
    </>
  );
}

function SpendByQuarter({ rows, currency }: { rows: Series['spendByQuarter']; currency: string }) {
  const categories = [...new Set(rows.map((row) => row.category))];
  const quarters = [...new Set(rows.map((row) => row.quarter))].sort();
  const data = quarters.map((quarter) => {
    const point: Record<string, string | number> = { quarter };
    for (const row of rows.filter((r) => r.quarter === quarter)) {
      point[`estimate-${row.category}`] = row.estimate;
      point[`actual-${row.category}`] = row.actual;
    }
    return point;
  });
  const sum = (quarter: string, key: 'estimate' | 'actual') =>
    rows.filter((r) => r.quarter === quarter).reduce((total, r) => total + r[key], 0);
  const money = (value: number) => formatMoney(value, currency);
  return (
    <div className="space-y-3">
      <h3 className="font-medium">In {currency}: estimate (left) and actual (right) per quarter</h3>
      <Chart
        kind="bars"
        summary={`Trip estimates and actuals in ${currency} per quarter, stacked by category: ${quarters.map((q) => `${q} ${money(sum(q, 'estimate'))} estimated, ${money(sum(q, 'actual'))} actual`).join('; ')}.`}
        data={data}
        x="quarter"
        yLabel={money}
        series={(['estimate', 'actual'] as const).flatMap((kind) =>
          categories.map((category, index) => ({
            key: `${kind}-${category}`,
            label: `${formatLabel(category)} (${kind})`,
            colour: seriesColour(index),
            stack: kind,
          })),
        )}
      />
      <ChartLegend
        entries={categories.map((category, index) => ({
          key: category,
          label: formatLabel(category),
          colour: seriesColour(index),
        }))}
      />
      <ChartTable
        caption={`Spend by quarter in ${currency}`}
        columns={['Quarter', 'Category', 'Estimate', 'Actual']}
        rows={rows.map((row) => ({
          key: `${row.quarter}-${row.category}`,
          header: row.quarter,
          cells: [formatLabel(row.category), money(row.estimate), money(row.actual)],
        }))}
      />
    </div>
  );
}

function Countries({
  rows,
  comparedWith,
}: {
  rows: Series['countries'];
  comparedWith: string | null;
}) {
  const columns = ['Country', 'Tracked', 'Attended', 'Submissions', 'Accepted'];
  if (comparedWith) columns.push(`Tracked in ${comparedWith}`);
  return (
    <ChartTable
      unfolded
      caption="Events per country"
      columns={columns}
      rows={rows.map((row) => ({
        key: row.country,
        header: row.country,
        cells: [
          row.tracked.current ?? 0,
          row.attended.current ?? 0,
          row.submissions,
          row.accepted,
          ...(comparedWith ? [row.tracked.comparison ?? 0] : []),
        ],
      }))}
    />
  );
}

/** The report's charts, each with its table; the country table is a table only. */
export function ReportCharts({ report }: { report: Report }) {
  const { series } = report;
  const currencies = [
    ...new Set(series.spendByQuarter.map((row) => `${row.currency}|${row.converted}`)),
  ];
  return (
    <>
      <ReportSection
        title="Acceptance rate over time"
        report={report}
        definition="series.acceptanceOverTime"
      >
        <AcceptanceOverTime rows={series.acceptanceOverTime} />
      </ReportSection>
      <ReportSection title="Spend by quarter" report={report} definition="series.spendByQuarter">
        {currencies.length === 0 && (
          <p className="text-muted-foreground text-sm">No trip costs in this period.</p>
        )}
        {currencies.map((entry) => {
          const [currency, converted] = entry.split('|');
          return (
            <SpendByQuarter
              key={entry}
              currency={currency!}
              rows={series.spendByQuarter.filter(
                (r) => r.currency === currency && String(r.converted) === converted,
              )}
            />
          );
        })}
      </ReportSection>
      <ReportSection title="Events per month" report={report} definition="series.eventsPerMonth">
        <EventsPerMonthChart
          period={report.period.label}
          months={series.eventsPerMonth.map((m) => ({
            month: m.month,
            total: m.total,
            counts: m.byType,
          }))}
        />
      </ReportSection>
      <ReportSection title="Countries" report={report} definition="series.countries">
        <Countries rows={series.countries} comparedWith={report.comparison?.label ?? null} />
      </ReportSection>
    </>
  );
}
