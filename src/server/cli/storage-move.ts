import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { uploadsDir } from '../plugins/storage/create-storage';
import { moveFilesToDatabase, type MoveReport } from '../plugins/storage/move-to-database';
import { formatBytes } from './run-cli';

const USAGE = `Usage: npm run storage:move [-- --remove-disk-files]

Moves the uploaded files that records name from DATA_DIR/uploads into the database, for
STORAGE=database (the default with DATABASE_URL). Reads the same variables as the server. Each
file is copied in chunks and read back to check it. Files already in the database are counted,
not copied again, so running it twice is safe; files no record points at are left on disk.

The disk files stay where they are unless --remove-disk-files is given; then each is deleted
once its database copy matched. With the embedded database, stop the server first; with
PostgreSQL it may run while servers keep serving.`;

const plural = (count: number, one: string, many = `${one}s`) =>
  `${count} ${count === 1 ? one : many}`;

function describe(report: MoveReport, folder: string, removeDiskFiles: boolean): string[] {
  const lines = [
    `Moved ${plural(report.moved, 'file')} (${formatBytes(report.movedBytes)}) from ${folder} ` +
      `into the database; ${plural(report.alreadyThere, 'file was', 'files were')} there already.`,
  ];
  const kept = report.moved + report.alreadyThere;
  if (removeDiskFiles)
    lines.push(`Deleted ${plural(report.removedFromDisk, 'file')} from ${folder}.`);
  else if (kept) {
    lines.push(
      `The disk copies are still in ${folder}: delete them with ` +
        '`npm run storage:move -- --remove-disk-files` once the server runs with STORAGE=database.',
    );
  }
  if (report.unreferenced.length) {
    lines.push(
      `Left on disk: ${plural(report.unreferenced.length, 'file')} no record points at (never served).`,
    );
  }
  if (report.missing.length) {
    lines.push(
      `Warning: ${plural(report.missing.length, 'file')} that records name ` +
        `${report.missing.length === 1 ? 'is' : 'are'} neither in ${folder} nor in the database: ` +
        report.missing.join(', '),
    );
  }
  if (report.conflicts.length) {
    lines.push(
      `Not moved: ${plural(report.conflicts.length, 'file')} whose copy in the database differs ` +
        `from the one on disk (both kept): ${report.conflicts.join(', ')}`,
    );
  }
  return lines;
}

interface Outcome {
  code: number;
  stdout?: string;
  stderr?: string;
}

async function main(args: string[]): Promise<Outcome> {
  if (args.includes('--help') || args.includes('-h')) return { code: 0, stdout: USAGE };
  const removeDiskFiles = args.includes('--remove-disk-files');
  if (args.some((arg) => arg !== '--remove-disk-files')) return { code: 2, stderr: USAGE };
  const config = loadConfig();
  if (config.storage !== 'database') {
    return {
      code: 1,
      stderr:
        'STORAGE is disk, so the server would not serve files from the database: set ' +
        'STORAGE=database (the default with DATABASE_URL) for this command and the server.',
    };
  }
  // Migrates like a server start, so the file tables exist even before the first start.
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const report = await moveFilesToDatabase({
      db: database.db,
      dataDir: config.dataDir,
      removeDiskFiles,
    });
    const lines = describe(report, uploadsDir(config.dataDir), removeDiskFiles);
    return { code: report.conflicts.length ? 1 : 0, stdout: lines.join('\n') };
  } finally {
    await database.close();
  }
}

/** Prints, then exits once the output is written (a pipe may take it later than the call). */
function finish({ code, stdout, stderr }: Outcome): void {
  const stream = stderr === undefined ? process.stdout : process.stderr;
  stream.write(`${stderr ?? stdout ?? ''}\n`, () => process.exit(code));
}

main(process.argv.slice(2)).then(finish, (error: unknown) =>
  finish({ code: 1, stderr: error instanceof Error ? error.message : String(error) }),
);
