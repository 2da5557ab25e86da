import type { Dashboard } from '@shared/schemas/dashboard';
import { chartScale, stackSegments } from './chart-scale';
import { chartSummary, monthLabel } from './chart-summary';
import { chartTypes, typeFill } from './event-type-colors';
import { ChartLegend } from './chart-legend';
import { ChartTable } from './chart-table';
import { formatLabel } from '@web/lib/format';

type Months = Dashboard['eventsPerMonth'];

const SLOT = 10;
const BAR = 6;

/** A hand-drawn stacked bar chart of events per month by type, with legend and data table. */
export function EventsPerMonthChart({ months }: { months: Months }) {
  const types = chartTypes(months);
  const scale = chartScale(Math.max(0, ...months.map((month) => month.total)));
  const width = months.length * SLOT;

  return (
    <div className="grid grid-cols-1 gap-4">
      <div className="flex gap-2">
        <div
          className="text-muted-foreground relative h-48 w-6 shrink-0 text-xs"
          aria-hidden="true"
        >
          {scale.ticks.map((tick) => (
            <span
              key={tick}
              className="absolute right-0 translate-y-1/2 tabular-nums"
              style={{ bottom: `${(tick / scale.max) * 100}%` }}
            >
              {tick}
            </span>
          ))}
        </div>
        <div className="min-w-0 flex-1">
          <svg
            role="img"
            aria-label={chartSummary(months)}
            viewBox={`0 0 ${width} 100`}
            preserveAspectRatio="none"
            className="block h-48 w-full overflow-visible"
          >
            {scale.ticks.map((tick) => {
              const y = 100 - (tick / scale.max) * 100;
              return (
                <line
                  key={tick}
                  x1={0}
                  x2={width}
                  y1={y}
                  y2={y}
                  className="stroke-border"
                  vectorEffect="non-scaling-stroke"
                />
              );
            })}
            {months.map((month, index) =>
              stackSegments(month.counts, types, scale.max).map((segment) => (
                <rect
                  key={`${month.month}-${segment.key}`}
                  data-testid={`bar-${month.month}-${segment.key}`}
                  x={index * SLOT + (SLOT - BAR) / 2}
                  width={BAR}
                  y={100 - segment.start - segment.height}
                  height={segment.height}
                  className={`${typeFill(segment.key)} stroke-card`}
                  strokeWidth={1}
                  vectorEffect="non-scaling-stroke"
                >
                  <title>{`${monthLabel(month.month)}: ${segment.count} ${formatLabel(segment.key).toLowerCase()}`}</title>
                </rect>
              )),
            )}
          </svg>
          <div
            className="text-muted-foreground mt-1 grid text-center text-[0.7rem] leading-tight"
            style={{ gridTemplateColumns: `repeat(${months.length}, minmax(0, 1fr))` }}
            aria-hidden="true"
          >
            {months.map((month, index) => (
              <span key={month.month}>
                <span className="sm:hidden">{monthLabel(month.month, 'MMMMM')}</span>
                <span className="hidden sm:inline">{monthLabel(month.month, 'MMM')}</span>
                {(index === 0 || month.month.endsWith('-01')) && (
                  <span className="block">
                    <span className="sm:hidden">’{month.month.slice(2, 4)}</span>
                    <span className="hidden sm:inline">{month.month.slice(0, 4)}</span>
                  </span>
                )}
              </span>
            ))}
          </div>
        </div>
      </div>
      <ChartLegend months={months} types={types} />
      <ChartTable months={months} types={types} />
    </div>
  );
}
