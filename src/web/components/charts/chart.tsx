import { lazy, Suspense } from 'react';
import type { ChartProps } from './recharts-charts';

// Recharts is big: it comes in its own chunk, fetched by the first screen that draws a chart.
const BarsChart = lazy(() => import('./recharts-charts').then((m) => ({ default: m.BarsChart })));
const LinesChart = lazy(() => import('./recharts-charts').then((m) => ({ default: m.LinesChart })));

interface Props extends ChartProps {
  kind: 'bars' | 'lines';
  /** The chart's text alternative in a sentence; the figures are in its table. */
  summary: string;
}

/** A chart as an image named by its summary, 12rem high, drawn once Recharts has loaded. */
export function Chart({ kind, summary, ...props }: Props) {
  const Drawn = kind === 'bars' ? BarsChart : LinesChart;
  return (
    <div role="img" aria-label={summary} className="h-60 w-full min-w-0 print:h-56">
      <Suspense fallback={<div className="bg-muted/40 size-full animate-pulse rounded-md" />}>
        <Drawn {...props} />
      </Suspense>
    </div>
  );
}
