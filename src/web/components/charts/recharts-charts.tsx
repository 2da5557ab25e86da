import {
  Bar,
  BarChart,
  CartesianGrid,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';

/** One series of a chart: the data's key, its name in the tooltip, colour and stack. */
export interface ChartSeries {
  key: string;
  label: string;
  colour: string;
  /** Series with the same stack are piled up; without one each bar stands alone. */
  stack?: string;
}

export interface ChartProps {
  data: Record<string, string | number | null>[];
  /** The data's key for the horizontal axis. */
  x: string;
  series: ChartSeries[];
  xLabel?: (value: string) => string;
  yLabel?: (value: number) => string;
  /** Whole numbers only on the vertical axis (counts). */
  integers?: boolean;
}

const AXIS = { fill: 'var(--muted-foreground)', fontSize: 12 };
const TOOLTIP = {
  contentStyle: {
    background: 'var(--popover)',
    color: 'var(--popover-foreground)',
    borderColor: 'var(--border)',
    borderRadius: 6,
  },
  cursor: { fill: 'var(--muted)', opacity: 0.5 },
};

function Axes({ x, xLabel, yLabel, integers }: Omit<ChartProps, 'data' | 'series'>) {
  return (
    <>
      <CartesianGrid vertical={false} stroke="var(--border)" />
      <XAxis dataKey={x} tick={AXIS} tickFormatter={xLabel} stroke="var(--border)" />
      <YAxis
        tick={AXIS}
        tickFormatter={yLabel}
        allowDecimals={!integers}
        width={48}
        stroke="var(--border)"
      />
    </>
  );
}

/*
 * Recharts draws inside a `role="img"` the caller names with a summary (the table beside it has
 * the figures), so its own keyboard layer is off: an image holds no focusable parts.
 */

/** Bars, stacked where series share a stack. */
export function BarsChart({ data, series, ...axes }: ChartProps) {
  return (
    <ResponsiveContainer width="100%" height="100%" initialDimension={{ width: 600, height: 240 }}>
      <BarChart data={data} accessibilityLayer={false} margin={{ top: 8, right: 8, left: 0 }}>
        {Axes(axes)}
        <Tooltip
          {...TOOLTIP}
          formatter={axes.yLabel ? (v) => axes.yLabel!(Number(v)) : undefined}
        />
        {series.map((s) => (
          <Bar
            key={s.key}
            dataKey={s.key}
            name={s.label}
            stackId={s.stack}
            fill={s.colour}
            stroke="var(--card)"
            isAnimationActive={false}
          />
        ))}
      </BarChart>
    </ResponsiveContainer>
  );
}

/** Lines with a dot per point; a null leaves a gap. */
export function LinesChart({ data, series, ...axes }: ChartProps) {
  return (
    <ResponsiveContainer width="100%" height="100%" initialDimension={{ width: 600, height: 240 }}>
      <LineChart data={data} accessibilityLayer={false} margin={{ top: 8, right: 16, left: 0 }}>
        {Axes(axes)}
        <Tooltip
          {...TOOLTIP}
          formatter={axes.yLabel ? (v) => axes.yLabel!(Number(v)) : undefined}
        />
        {series.map((s) => (
          <Line
            key={s.key}
            dataKey={s.key}
            name={s.label}
            stroke={s.colour}
            strokeWidth={2}
            dot={{ r: 3, fill: s.colour }}
            isAnimationActive={false}
          />
        ))}
      </LineChart>
    </ResponsiveContainer>
  );
}
