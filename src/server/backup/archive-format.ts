// The backup archive: gzip of JSON lines (docs/decisions/006-backup-archive.md).
//   header, then per table a table line and its rows (JSON arrays, in the table line's column
//   order), then per file a file line, its content as base64 JSON strings and a fileEnd line,
//   then a trailer with the counts and the SHA-256 of every byte before the trailer line.

export const ARCHIVE_FORMAT = 'ospo-events-backup';
export const ARCHIVE_FORMAT_VERSION = 1;

/** A migration of the journal: the schema an archive's rows fit. */
export interface SchemaLevel {
  index: number;
  tag: string;
  /** The journal's timestamp, which drizzle records per applied migration. */
  when: number;
}

export interface ArchiveHeader {
  type: 'header';
  format: typeof ARCHIVE_FORMAT;
  formatVersion: number;
  schema: SchemaLevel;
  createdAt: string;
  appVersion: string;
  database: 'pglite' | 'postgres';
}

export interface TableLine {
  type: 'table';
  name: string;
  columns: string[];
}

export interface FileLine {
  type: 'file';
  key: string;
}

export interface FileEndLine {
  type: 'fileEnd';
  size: number;
  sha256: string;
}

export interface ArchiveTrailer {
  type: 'trailer';
  /** Rows per table, in archive order. */
  tables: Record<string, number>;
  files: number;
  fileBytes: number;
  /** Keys the rows name whose file was gone when the backup read it. */
  missingFiles: string[];
  sha256: string;
}

/** Counts of an archive that was written or read to the end. */
export type ArchiveSummary = Pick<
  ArchiveTrailer,
  'tables' | 'files' | 'fileBytes' | 'missingFiles'
>;

/** A refusal or failure with a message meant for the person running the command. */
export class BackupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupError';
  }
}

/** The archive ends with the error line of a backup that failed while it was written. */
export class FailedBackupError extends BackupError {
  constructor(
    name: string,
    readonly reason: string,
  ) {
    super(`${name} is from a backup that failed: ${reason}`);
  }
}

/** Total rows of a summary. */
export const rowCount = (summary: ArchiveSummary) =>
  Object.values(summary.tables).reduce((sum, rows) => sum + rows, 0);

/** A JSON object (not an array, not null). */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
