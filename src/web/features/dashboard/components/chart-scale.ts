/** Pure geometry of the events-per-month stacked bar chart, in percent of the plot height. */

/** The smallest 1-2-5 step giving at most `maxTicks` intervals up to `value` (whole events). */
export function niceStep(value: number, maxTicks = 4): number {
  if (value <= maxTicks) return 1;
  const rough = value / maxTicks;
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 5, 10].map((m) => m * magnitude).find((candidate) => candidate >= rough);
  return step ?? 10 * magnitude;
}

export type Scale = { max: number; ticks: number[] };

/** A y-axis from 0 to a round maximum at least `largest` (at least 1, so empty charts draw). */
export function chartScale(largest: number, maxTicks = 4): Scale {
  const value = Math.max(1, Math.ceil(largest));
  const step = niceStep(value, maxTicks);
  const max = Math.ceil(value / step) * step;
  const ticks: number[] = [];
  for (let tick = 0; tick <= max; tick += step) ticks.push(tick);
  return { max, ticks };
}

export type Segment = { key: string; count: number; start: number; height: number };

/** One bar's segments bottom-up in `order`, skipping zeros; start and height are percentages. */
export function stackSegments(
  counts: Record<string, number>,
  order: readonly string[],
  max: number,
): Segment[] {
  const segments: Segment[] = [];
  let start = 0;
  for (const key of order) {
    const count = counts[key] ?? 0;
    if (count <= 0) continue;
    const height = (count / max) * 100;
    segments.push({ key, count, start, height });
    start += height;
  }
  return segments;
}
