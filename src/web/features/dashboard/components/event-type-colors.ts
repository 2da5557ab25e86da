import { EVENT_TYPES } from '@shared/domain';

/**
 * Chart colours per event type: darker shades on the light theme, lighter on the dark one, hues far
 * apart (blue, orange, green, purple, yellow); the legend totals and the table carry the figures too.
 */
const TYPE_FILLS: Record<string, string> = {
  conference: 'fill-blue-700 dark:fill-blue-400',
  meetup: 'fill-orange-600 dark:fill-orange-300',
  webinar: 'fill-emerald-700 dark:fill-emerald-400',
  workshop: 'fill-fuchsia-700 dark:fill-fuchsia-400',
  hackathon: 'fill-yellow-500 dark:fill-yellow-200',
};

const TYPE_SWATCHES: Record<string, string> = {
  conference: 'bg-blue-700 dark:bg-blue-400',
  meetup: 'bg-orange-600 dark:bg-orange-300',
  webinar: 'bg-emerald-700 dark:bg-emerald-400',
  workshop: 'bg-fuchsia-700 dark:bg-fuchsia-400',
  hackathon: 'bg-yellow-500 dark:bg-yellow-200',
};

const FALLBACK_FILL = 'fill-slate-500 dark:fill-slate-300';
const FALLBACK_SWATCH = 'bg-slate-500 dark:bg-slate-300';

export function typeFill(type: string): string {
  return TYPE_FILLS[type] ?? FALLBACK_FILL;
}

export function typeSwatch(type: string): string {
  return TYPE_SWATCHES[type] ?? FALLBACK_SWATCH;
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
