import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { ExportFormat } from '@shared/schemas/export';

type Cell = string | number | boolean | null | undefined | readonly string[];

/** One column of an export: its CSV header, its JSON key and how a row gives its value. */
export interface ExportColumn<Row> {
  header: string;
  key: string;
  value: (row: Row) => Cell;
}

/** Rows a page at a time, read until a page comes back short. */
export async function* pagesOf<Row>(
  readPage: (page: { limit: number; offset: number }) => Promise<Row[]>,
  size = 2000,
): AsyncGenerator<Row[]> {
  for (let offset = 0; ; offset += size) {
    const rows = await readPage({ limit: size, offset });
    if (rows.length) yield rows;
    if (rows.length < size) return;
  }
}

// A spreadsheet runs a cell starting with these as a formula (CSV injection, OWASP).
const FORMULA_START = /^[=+\-@\t\r]/;

/** One CSV cell (RFC 4180): lists joined with commas, formulas neutralised, quoted when needed. */
export function csvCell(value: Cell): string {
  if (value === null || value === undefined) return '';
  let text = Array.isArray(value) ? value.join(', ') : String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

async function* csvChunks<Row>(columns: readonly ExportColumn<Row>[], pages: AsyncIterable<Row[]>) {
  // The byte-order mark tells Excel the file is UTF-8.
  yield `\uFEFF${columns.map((column) => csvCell(column.header)).join(',')}\r\n`;
  for await (const rows of pages) {
    yield rows
      .map((row) => `${columns.map((column) => csvCell(column.value(row))).join(',')}\r\n`)
      .join('');
  }
}

async function* jsonChunks<Row>(
  columns: readonly ExportColumn<Row>[],
  pages: AsyncIterable<Row[]>,
) {
  yield '[';
  let first = true;
  for await (const rows of pages) {
    const objects = rows.map((row) =>
      JSON.stringify(
        Object.fromEntries(columns.map((column) => [column.key, column.value(row) ?? null])),
      ),
    );
    yield `${first ? '\n' : ',\n'}${objects.join(',\n')}`;
    first = false;
  }
  yield first ? ']\n' : '\n]\n';
}

/**
 * Sends a list as a CSV or JSON download, streamed a page at a time so a large list never sits in
 * memory whole; `name` becomes the file name with today's date.
 */
export function sendExport<Row>(
  reply: FastifyReply,
  options: {
    format: ExportFormat;
    name: string;
    columns: readonly ExportColumn<Row>[];
    pages: AsyncIterable<Row[]>;
    today: Date;
  },
) {
  const { format, name, columns, pages } = options;
  const file = `${name}-${options.today.toISOString().slice(0, 10)}.${format}`;
  reply
    .header('content-disposition', `attachment; filename="${file}"`)
    .header('cache-control', 'no-store')
    .type(format === 'csv' ? 'text/csv; charset=utf-8' : 'application/json; charset=utf-8');
  const chunks = format === 'csv' ? csvChunks(columns, pages) : jsonChunks(columns, pages);
  return reply.send(Readable.from(chunks));
}
