import { formatLabel } from '@web/lib/format';
import { Chart } from './chart';
import { ChartLegend } from './chart-legend';
import { chartSummary, monthLabel, totalsByType } from './chart-summary';
import { ChartTable } from './chart-table';
import { chartTypes, typeColour } from './event-type-colors';

type Month = { month: string; total: number; counts: Record<string, number> };

interface Props {
  months: Month[];
  /** How the summary names the months ("the next 6 months" when absent). */
  period?: string;
}

/** Events per month stacked by type (Recharts), with a legend of totals and the data table. */
export function EventsPerMonthChart({ months, period }: Props) {
  const types = chartTypes(months);
  const totals = totalsByType(months, types);
  return (
    <div className="grid grid-cols-1 gap-4">
      <Chart
        kind="bars"
        summary={chartSummary(months, period)}
        data={months.map((month) => ({ month: month.month, ...month.counts }))}
        x="month"
        xLabel={(month) => monthLabel(month, 'MMM yy')}
        integers
        series={types.map((type) => ({
          key: type,
          label: formatLabel(type),
          colour: typeColour(type),
          stack: 'events',
        }))}
      />
      <ChartLegend
        entries={types.map((type) => ({
          key: type,
          label: formatLabel(type),
          colour: typeColour(type),
          total: totals[type],
        }))}
      />
      <ChartTable
        caption="Events per month by type"
        columns={['Month', ...types.map(formatLabel), 'Total']}
        rows={months.map((month) => ({
          key: month.month,
          header: monthLabel(month.month),
          cells: [...types.map((type) => month.counts[type] ?? 0), month.total],
        }))}
      />
    </div>
  );
}
