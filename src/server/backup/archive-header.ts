import {
  ARCHIVE_FORMAT,
  ARCHIVE_FORMAT_VERSION,
  BackupError,
  isRecord,
  type ArchiveHeader,
} from './archive-format';
import { describeLevel, knownLevels, latestLevel } from './schema-level';

/**
 * The first line of an archive, accepted only when it is our header in a format version and of
 * a schema this build can read: a newer one names the version that wrote it.
 */
export function checkHeader(file: string, value: unknown, foreign: () => Error): ArchiveHeader {
  if (!isRecord(value) || value.type !== 'header' || value.format !== ARCHIVE_FORMAT) {
    throw foreign();
  }
  const header = value as unknown as ArchiveHeader;
  const writtenBy = `OSPO Events ${String(header.appVersion)}`;
  if (!Number.isInteger(header.formatVersion) || header.formatVersion < 1) throw foreign();
  if (header.formatVersion > ARCHIVE_FORMAT_VERSION) {
    throw new BackupError(
      `${file} was written by ${writtenBy} in backup format ${header.formatVersion}; this version ` +
        `reads format ${ARCHIVE_FORMAT_VERSION}. Restore it with ${writtenBy} or newer.`,
    );
  }
  const schema = header.schema;
  if (!isRecord(schema) || typeof schema.when !== 'number') throw foreign();
  const known = knownLevels().find((level) => level.when === schema.when);
  if (!known) {
    const latest = latestLevel();
    throw new BackupError(
      schema.when > latest.when
        ? `${file} holds ${describeLevel(schema)}, newer than this version knows ` +
            `(${describeLevel(latest)}). Restore it with ${writtenBy} or newer.`
        : `${file} holds ${describeLevel(schema)}, which this version does not know.`,
    );
  }
  return { ...header, schema: known };
}
