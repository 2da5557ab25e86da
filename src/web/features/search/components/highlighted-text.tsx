import type { SearchRange } from '@shared/schemas/search';

/**
 * `text` with the ranges the server matched in <mark>, as React elements (never HTML): ranges
 * are sorted, clipped to the text and merged where they overlap.
 */
export function HighlightedText({
  text,
  ranges,
}: {
  text: string;
  ranges: readonly SearchRange[];
}) {
  const parts: React.ReactNode[] = [];
  let at = 0;
  const sorted = [...ranges].sort(([a], [b]) => a - b);
  for (const [rangeStart, rangeEnd] of sorted) {
    const start = Math.max(rangeStart, at);
    const end = Math.min(rangeEnd, text.length);
    if (end <= start) continue;
    if (start > at) parts.push(text.slice(at, start));
    parts.push(
      <mark key={start} className="bg-primary/15 text-foreground rounded-xs font-semibold">
        {text.slice(start, end)}
      </mark>,
    );
    at = end;
  }
  if (at < text.length) parts.push(text.slice(at));
  return <>{parts}</>;
}
