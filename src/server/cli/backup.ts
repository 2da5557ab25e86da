import { rowCount } from '../backup/archive-format';
import { backupToFile } from '../backup/backup-file';
import { loadConfig } from '../config';
import { formatBytes, runCli } from './run-cli';

const USAGE = `Usage: npm run backup -- FILE

Writes one archive (gzip of JSON lines) holding every table and every uploaded file of the
instance that DATA_DIR and DATABASE_URL describe (the same variables as the server). While a
server holds the embedded database, the backup comes through its control socket
DATA_DIR/control.sock; otherwise the database is read directly. The rows are one consistent
snapshot. DATA_DIR/secrets.json is not in the archive: keep it (see docs/DEPLOYMENT.md).

The archive is written to FILE.partial, checked, then renamed to FILE.
Restore it with: npm run restore -- FILE`;

runCli(USAGE, async (file) => {
  const startedAt = performance.now();
  const result = await backupToFile(loadConfig(), file);
  const { trailer } = result;
  const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
  const lines = [
    `Backed up ${rowCount(trailer)} rows of ${Object.keys(trailer.tables).length} tables and ` +
      `${trailer.files} files (${formatBytes(trailer.fileBytes)}) to ${file} ` +
      `(${formatBytes(result.bytes)}, ${result.via === 'server' ? 'through the running server' : 'from the database'}, ${seconds} s).`,
  ];
  if (trailer.missingFiles.length) {
    lines.push(
      `Warning: ${trailer.missingFiles.length} files named by rows were missing: ${trailer.missingFiles.join(', ')}`,
    );
  }
  return lines.join('\n');
});
