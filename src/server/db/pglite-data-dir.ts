import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pgliteExtensions } from './pglite-extensions';

const RESTORE_ADVICE =
  'Restore the latest backup with `npm run restore -- FILE` into an empty DATA_DIR ' +
  '(see docs/DEPLOYMENT.md).';

/**
 * Opens the embedded database in DATA_DIR/pgdata. When PostgreSQL refuses the files (damaged
 * pg_control or WAL), PGlite itself only says `Aborted()`: the error names PostgreSQL's own reason
 * from its log, and what to do.
 */
export async function openPgliteDataDir(dataDir: string): Promise<PGlite> {
  const dir = path.join(dataDir, 'pgdata');
  await mkdir(dir, { recursive: true });
  const log: string[] = [];
  let opening = true;
  const keep = (text: string) => {
    if (opening) log.push(text);
    return false;
  };
  try {
    return await PGlite.create(dir, {
      extensions: pgliteExtensions,
      onStderr: keep,
      onStdout: keep,
    });
  } catch (error) {
    const reason = postgresReason(log) ?? (error instanceof Error ? error.message : String(error));
    throw new Error(
      `The embedded database in ${dir} cannot be opened: ${reason}. ${RESTORE_ADVICE}`,
      { cause: error },
    );
  } finally {
    opening = false;
  }
}

/** PostgreSQL's FATAL/PANIC lines and their DETAIL, without the timestamp prefix. */
function postgresReason(log: string[]): string | undefined {
  const lines = log
    .map((line) => /\b(FATAL|PANIC|ERROR|DETAIL):\s+(.*)$/.exec(line))
    .filter((match) => match !== null)
    .map(([, level, text]) => (level === 'DETAIL' ? `(${text!.replace(/\.$/, '')})` : text!));
  return lines.length > 0 ? lines.join(' ') : undefined;
}
