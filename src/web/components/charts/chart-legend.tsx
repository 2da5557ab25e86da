/** One entry of a chart's colour key: its name, colour and total. */
export interface LegendEntry {
  key: string;
  label: string;
  colour: string;
  total?: number | string;
}

/** Colour key of a chart, with each series' total so the colours are never the only cue. */
export function ChartLegend({ entries }: { entries: LegendEntry[] }) {
  return (
    <ul aria-label="Legend" className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
      {entries.map((entry) => (
        <li key={entry.key} className="flex items-center gap-1.5">
          <span
            className="size-3 rounded-sm print:border"
            style={{ background: entry.colour }}
            aria-hidden="true"
          />
          <span>{entry.label}</span>
          {entry.total !== undefined && (
            <span className="text-muted-foreground tabular-nums">({entry.total})</span>
          )}
        </li>
      ))}
    </ul>
  );
}
