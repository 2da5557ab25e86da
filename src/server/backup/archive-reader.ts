import { createHash } from 'node:crypto';
import { isStorageKey } from '../plugins/storage/file-storage';
import {
  BackupError,
  FailedBackupError,
  isRecord,
  type ArchiveHeader,
  type ArchiveTrailer,
  type TableLine,
} from './archive-format';
import { ArchiveLines, type ArchiveLine } from './archive-lines';
import { checkHeader } from './archive-header';

export type ArchiveItem =
  | { kind: 'header'; header: ArchiveHeader }
  | { kind: 'table'; table: string; columns: string[] }
  /** Rows as JSON array texts, in `columns` order. */
  | { kind: 'rows'; table: string; columns: string[]; rows: string[] }
  /** Read `content` to the end before asking for the next item. */
  | { kind: 'file'; key: string; content: AsyncIterable<Buffer> }
  | { kind: 'trailer'; trailer: ArchiveTrailer };

const BATCH_ROWS = 1000;
const BATCH_BYTES = 4 * 1024 * 1024;
const NAME = /^[a-z_][a-z0-9_]{0,62}$/;

/**
 * Reads an archive from start to end, checking as it goes what a backup guarantees: our header
 * of a format and schema this build knows, rows that fit their table's columns, each file's size
 * and SHA-256, the trailer's counts and the checksum of every line. Anything else throws a
 * BackupError naming the file (or `name`), at the first line that gives it away.
 */
export async function* readArchive(file: string, name = file): AsyncGenerator<ArchiveItem> {
  const lines = new ArchiveLines(file, name);
  try {
    yield* items(lines);
  } finally {
    await lines.close();
  }
}

async function* items(lines: ArchiveLines): AsyncGenerator<ArchiveItem> {
  const first = await lines.next();
  if (!first) throw new BackupError(`${lines.name} is empty.`);
  const header = checkHeader(lines.name, first.value, lines.foreign);
  lines.hashLine(first);
  yield { kind: 'header', header };

  const tables: Record<string, number> = {};
  let table: TableLine | null = null;
  let rows: string[] = [];
  let rowBytes = 0;
  let files = 0;
  let fileBytes = 0;
  for (;;) {
    const line = await lines.next();
    if (!line) throw lines.truncated();
    const { value } = line;
    if (Array.isArray(value)) {
      if (!table || value.length !== table.columns.length) throw lines.corrupted();
      lines.hashLine(line);
      rows.push(line.text);
      rowBytes += line.text.length;
      tables[table.name]! += 1;
      if (rows.length >= BATCH_ROWS || rowBytes >= BATCH_BYTES) {
        yield { kind: 'rows', table: table.name, columns: table.columns, rows };
        rows = [];
        rowBytes = 0;
      }
      continue;
    }
    if (rows.length) {
      yield { kind: 'rows', table: table!.name, columns: table!.columns, rows };
      rows = [];
      rowBytes = 0;
    }
    if (!isRecord(value)) throw lines.corrupted();
    if (value.type === 'error') {
      throw new FailedBackupError(lines.name, String(value.message));
    }
    if (value.type === 'trailer') {
      checkTrailer(lines, value as unknown as ArchiveTrailer, { tables, files, fileBytes });
      if (await lines.next()) throw lines.corrupted();
      yield { kind: 'trailer', trailer: value as unknown as ArchiveTrailer };
      return;
    }
    lines.hashLine(line);
    if (value.type === 'table') {
      table = checkTable(lines, value, tables, files);
      tables[table.name] = 0;
      yield { kind: 'table', table: table.name, columns: table.columns };
    } else if (value.type === 'file' && typeof value.key === 'string' && isStorageKey(value.key)) {
      table = null;
      const content = fileContent(lines);
      yield { kind: 'file', key: value.key, content: content.chunks() };
      fileBytes += await content.finish();
      files += 1;
    } else throw lines.corrupted();
  }
}

function checkTable(
  lines: ArchiveLines,
  value: Record<string, unknown>,
  tables: Record<string, number>,
  files: number,
): TableLine {
  const { name, columns } = value;
  const valid =
    files === 0 &&
    typeof name === 'string' &&
    NAME.test(name) &&
    !(name in tables) &&
    Array.isArray(columns) &&
    columns.length > 0 &&
    columns.every((column) => typeof column === 'string' && NAME.test(column)) &&
    new Set(columns).size === columns.length;
  if (!valid) throw lines.corrupted();
  return { type: 'table', name: name as string, columns: columns as string[] };
}

/** A file's base64 lines up to its fileEnd line, checked against the size and SHA-256 there. */
function fileContent(lines: ArchiveLines) {
  const hash = createHash('sha256');
  let size = 0;
  let end: ArchiveLine | null = null;
  async function* chunks(): AsyncGenerator<Buffer> {
    for (;;) {
      const line = await lines.next();
      if (!line) throw lines.truncated();
      lines.hashLine(line);
      if (typeof line.value !== 'string') {
        end = line;
        return;
      }
      const chunk = Buffer.from(line.value, 'base64');
      hash.update(chunk);
      size += chunk.length;
      yield chunk;
    }
  }
  return {
    chunks,
    /** Reads what the consumer left, checks the end line; the file's size. */
    async finish(): Promise<number> {
      if (!end) for await (const _ of chunks());
      const value = (end as ArchiveLine | null)?.value;
      const valid =
        isRecord(value) &&
        value.type === 'fileEnd' &&
        value.size === size &&
        value.sha256 === hash.digest('hex');
      if (!valid) throw lines.corrupted();
      return size;
    },
  };
}

function checkTrailer(
  lines: ArchiveLines,
  trailer: ArchiveTrailer,
  counted: Pick<ArchiveTrailer, 'tables' | 'files' | 'fileBytes'>,
): void {
  const valid =
    trailer.sha256 === lines.digest() &&
    trailer.files === counted.files &&
    trailer.fileBytes === counted.fileBytes &&
    isRecord(trailer.tables) &&
    JSON.stringify(trailer.tables) === JSON.stringify(counted.tables) &&
    Array.isArray(trailer.missingFiles);
  if (!valid) throw lines.corrupted();
}
