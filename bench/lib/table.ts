import type { ResultRow } from './types';

const COLUMNS: { key: keyof ResultRow; title: string }[] = [
  { key: 'scenario', title: 'scenario' },
  { key: 'backend', title: 'backend' },
  { key: 'case', title: 'case' },
  { key: 'reqPerSec', title: 'req/s' },
  { key: 'p50Ms', title: 'p50 ms' },
  { key: 'p99Ms', title: 'p99 ms' },
  { key: 'maxMs', title: 'max ms' },
  { key: 'queriesPerRequest', title: 'SQL/req' },
  { key: 'durationMs', title: 'time ms' },
  { key: 'gzipKb', title: 'KB gzip' },
  { key: 'brotliKb', title: 'KB brotli' },
  { key: 'wireKb', title: 'KB on wire' },
  { key: 'note', title: 'note' },
];

function cell(value: unknown): string {
  if (value === undefined) return '';
  if (typeof value === 'number') return Number.isInteger(value) ? String(value) : value.toFixed(1);
  return String(value);
}

/** The rows as a Markdown table (readable in a terminal, pastable into docs/PERFORMANCE.md). */
export function formatTable(rows: ResultRow[]): string {
  const used = COLUMNS.filter(({ key }) => rows.some((row) => row[key] !== undefined));
  const cells = rows.map((row) => used.map(({ key }) => cell(row[key])));
  const widths = used.map(({ title }, i) =>
    Math.max(title.length, ...cells.map((line) => line[i]!.length)),
  );
  const line = (values: string[]) =>
    `| ${values.map((value, i) => value.padEnd(widths[i]!)).join(' | ')} |`;
  return [
    line(used.map(({ title }) => title)),
    line(widths.map((width) => '-'.repeat(width))),
    ...cells.map(line),
  ].join('\n');
}

export function printTable(rows: ResultRow[]): void {
  console.log(formatTable(rows));
}
