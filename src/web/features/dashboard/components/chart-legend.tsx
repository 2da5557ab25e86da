import type { Dashboard } from '@shared/schemas/dashboard';
import { totalsByType } from './chart-summary';
import { typeSwatch } from './event-type-colors';
import { formatLabel } from '@web/lib/format';

type Props = { months: Dashboard['eventsPerMonth']; types: string[] };

/** Colour key of the chart, with each type's total so the colours are never the only cue. */
export function ChartLegend({ months, types }: Props) {
  const totals = totalsByType(months, types);
  return (
    <ul aria-label="Legend" className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
      {types.map((type) => (
        <li key={type} className="flex items-center gap-1.5">
          <span className={`size-3 rounded-sm ${typeSwatch(type)}`} aria-hidden="true" />
          <span>{formatLabel(type)}</span>
          <span className="text-muted-foreground tabular-nums">({totals[type]})</span>
        </li>
      ))}
    </ul>
  );
}
