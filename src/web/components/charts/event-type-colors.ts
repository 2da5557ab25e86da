import { EVENT_TYPES } from '@shared/domain';

/**
 * Chart colours (styles.css `--chart-1`…`--chart-6`): darker shades on the light theme, lighter on
 * the dark one, hues far apart (blue, orange, green, purple, yellow); the legend totals and the
 * table carry the figures too.
 */
const TYPE_COLOURS: Record<string, string> = {
  conference: 'var(--chart-1)',
  meetup: 'var(--chart-2)',
  webinar: 'var(--chart-3)',
  workshop: 'var(--chart-4)',
  hackathon: 'var(--chart-5)',
};

const SERIES = ['var(--chart-1)', 'var(--chart-2)', 'var(--chart-3)', 'var(--chart-4)'];

/** The colour of an event type's bars and legend swatch. */
export function typeColour(type: string): string {
  return TYPE_COLOURS[type] ?? 'var(--chart-6)';
}

/** The colour of the nth series of a chart that is not by event type. */
export function seriesColour(index: number): string {
  return SERIES[index % SERIES.length]!;
}

/** The known types first in their domain.ts order, then any other type the API reported. */
export function chartTypes(months: { counts: Record<string, number> }[]): string[] {
  const extra = new Set<string>();
  for (const month of months) {
    for (const type of Object.keys(month.counts)) {
      if (!(EVENT_TYPES as readonly string[]).includes(type)) extra.add(type);
    }
  }
  return [...EVENT_TYPES, ...[...extra].sort()];
}
