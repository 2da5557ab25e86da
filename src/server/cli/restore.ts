import { rowCount } from '../backup/archive-format';
import { restoreArchive } from '../backup/restore-archive';
import { describeLevel } from '../backup/schema-level';
import { loadConfig } from '../config';
import { formatBytes, runCli } from './run-cli';

const USAGE = `Usage: npm run restore -- FILE

Loads a backup archive (npm run backup) into an EMPTY database: PostgreSQL when DATABASE_URL is
set, else the embedded database in DATA_DIR/pgdata. Files go where STORAGE says: into the database
(the default with DATABASE_URL) or DATA_DIR/uploads; an archive of either restores into either.
Every row keeps its id. The archive is checked whole first; a truncated, corrupted or foreign
file, one from a newer version, a database with rows or a running server on DATA_DIR is refused
and nothing is written. To move from the embedded database to PostgreSQL: back up, set
DATABASE_URL to an empty database, restore, start.`;

runCli(USAGE, async (file) => {
  const startedAt = performance.now();
  const config = loadConfig();
  const { header, trailer } = await restoreArchive(file, {
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    storage: config.storage,
    defaultCurrency: config.defaultCurrency,
  });
  const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
  const target = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `${config.dataDir}/pgdata`;
  const lines = [
    `Restored ${rowCount(trailer)} rows of ${Object.keys(trailer.tables).length} tables and ` +
      `${trailer.files} files (${formatBytes(trailer.fileBytes)}) into ${target} in ${seconds} s ` +
      `(files ${config.storage === 'database' ? 'in the database' : `in ${config.dataDir}/uploads`}).`,
    `The archive was written by OSPO Events ${header.appVersion} on ${header.createdAt} (${describeLevel(header.schema)}).`,
  ];
  if (trailer.missingFiles.length) {
    lines.push(`Warning: the backup lacked ${trailer.missingFiles.length} files its rows name.`);
  }
  return lines.join('\n');
});
