import { chmod, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client';
import { rowsOf } from '../lib/sql';
import { backUpContext, resealed, rowCounts, runServerCli } from '../test/backup-helpers';
import { fillEveryTable } from '../test/factories/filled-instance-factory';
import { storedFiles } from '../test/factories/upload-factory';
import { createTestContext, type TestContext } from '../test/test-app';
import {
  createEmptyPostgresDatabase,
  databaseKind,
  embeddedDatabaseIn,
} from '../test/test-database';
import { restoreArchive, type RestoreTarget } from './restore-archive';

let source: TestContext;
let workDir: string;
let archive: string;
let lines: string[];
/** A stopped instance on the embedded database, restored from the archive. */
let instanceDir: string;

// Command-line refusals do not depend on the test project's database: run them once.
const once = databaseKind === 'pglite';

beforeAll(async () => {
  if (!once) return;
  source = await createTestContext();
  await fillEveryTable(source);
  workDir = await mkdtemp(path.join(tmpdir(), 'ospo-refusals-'));
  archive = path.join(workDir, 'good.backup.gz');
  await backUpContext(source, archive);
  lines = gunzipSync(await readFile(archive))
    .toString('utf8')
    .split('\n');
  instanceDir = await mkdtemp(path.join(workDir, 'instance-'));
  await embeddedDatabaseIn(instanceDir, 'migrated');
  await restoreArchive(archive, { dataDir: instanceDir });
});
afterAll(async () => {
  await source?.close();
  if (workDir) await rm(workDir, { recursive: true, force: true });
});

/** A file in the work folder with these bytes. */
async function fileWith(name: string, content: Buffer | string): Promise<string> {
  const file = path.join(workDir, name);
  await writeFile(file, content);
  return file;
}

/** The good archive with its lines changed, compressed again (so only our checks can tell). */
const rewritten = (name: string, change: (lines: string[]) => string[]) =>
  fileWith(name, gzipSync(change([...lines]).join('\n')));

const withHeader = (patch: object) => (all: string[]) => [
  JSON.stringify({ ...JSON.parse(all[0]!), ...patch }),
  ...all.slice(1),
];

const badArchives: [string, () => Promise<string>, RegExp][] = [
  [
    'a truncated archive (the file cut in half)',
    async () => {
      const whole = await readFile(archive);
      return fileWith('cut.gz', whole.subarray(0, whole.length / 2));
    },
    /^\S+cut\.gz is truncated: the backup ends early/,
  ],
  [
    'an archive whose lines stop before the trailer',
    () => rewritten('no-trailer.gz', (all) => all.slice(0, -2).concat('')),
    /is truncated/,
  ],
  [
    'another gzip file',
    () => fileWith('events.csv.gz', gzipSync('name,start\nFOSDEM,2027-02-06\n')),
    /events\.csv\.gz is not an OSPO Events backup\.$/,
  ],
  [
    'a text file',
    () => fileWith('notes.txt', 'Remember the booth.\n'),
    /notes\.txt is not an OSPO Events backup \(not gzip-compressed\)\.$/,
  ],
  [
    'an archive with one changed row (corrupted)',
    () =>
      rewritten('changed.gz', (all) => all.map((line) => line.replace('"FOSDEM"', '"FOSDEM 2"'))),
    /changed\.gz is corrupted/,
  ],
  [
    'an archive in a newer format',
    () => rewritten('format-2.gz', withHeader({ formatVersion: 2, appVersion: '9.0.0' })),
    /written by OSPO Events 9\.0\.0 in backup format 2; this version reads format 1\. Restore it with OSPO Events 9\.0\.0 or newer\./,
  ],
  [
    'an archive of a newer schema',
    () =>
      rewritten(
        'schema-99.gz',
        withHeader({ schema: { index: 99, tag: '0099_future', when: 4102444800000 } }),
      ),
    /holds schema 99 \(0099_future\), newer than this version knows/,
  ],
];

describe.runIf(once)('restore refuses, says why and writes nothing', () => {
  it.each(badArchives)('%s', async (_, make, message) => {
    const file = await make();
    const dataDir = await mkdtemp(path.join(workDir, 'target-'));
    const run = await runServerCli('restore', [file], { DATA_DIR: dataDir });
    expect(run.stderr.trim()).toMatch(message);
    expect(run.code).toBe(1);
    expect(run.stdout).toBe('');
    expect(await readdir(dataDir)).toEqual([]);
  });

  const intoFilled = (name: string, postgres: boolean) =>
    it.skipIf(postgres && !process.env.TEST_DATABASE_URL)(
      `a database that has rows (${name})`,
      async () => {
        const database = postgres ? await createEmptyPostgresDatabase() : null;
        const target: RestoreTarget = { dataDir: instanceDir, databaseUrl: database?.url };
        try {
          if (database) await restoreArchive(archive, target);
          const counts = async () => {
            const opened = await openDatabase({ ...target, migrate: false });
            const result = await rowCounts(opened.db);
            await opened.close();
            return result;
          };
          const [rowsBefore, filesBefore] = [await counts(), await storedFiles(instanceDir)];
          const env = { DATA_DIR: instanceDir, DATABASE_URL: target.databaseUrl ?? '' };
          const run = await runServerCli('restore', [archive], env);
          expect(run.stderr.trim()).toMatch(
            /^The database .* is not empty \(table \w+ has rows\): restore only into an empty database\.$/,
          );
          expect(run.code).toBe(1);
          expect(await counts()).toEqual(rowsBefore);
          expect(await storedFiles(instanceDir)).toEqual(filesBefore);
        } finally {
          await database?.drop();
        }
      },
    );
  intoFilled('embedded', false);
  intoFilled('PostgreSQL', true);
});

/** An attendee of an event that does not exist: a row the foreign key refuses midway. */
const orphanAttendee = (all: string[]) => {
  const table = all.findIndex((line) => line.startsWith('{"type":"table","name":"attendees"'));
  const row = JSON.parse(all[table + 1]!) as unknown[];
  row[1] = 999_999;
  return resealed(all.toSpliced(table + 1, 1, JSON.stringify(row)));
};

describe.runIf(once)('a restore the database refuses midway leaves nothing behind', () => {
  it('in a new embedded database', async () => {
    const file = await rewritten('orphan.gz', orphanAttendee);
    const dataDir = await mkdtemp(path.join(workDir, 'target-'));
    const run = await runServerCli('restore', [file], { DATA_DIR: dataDir });
    expect(run.stderr.trim()).toMatch(
      /^The database refused the archive: .*violates foreign key constraint.*\. Nothing was restored\.$/,
    );
    expect(run.code).toBe(1);
    expect(await readdir(dataDir)).toEqual([]);
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)('in an empty PostgreSQL database', async () => {
    const file = await rewritten('orphan.gz', orphanAttendee);
    const database = await createEmptyPostgresDatabase();
    try {
      const dataDir = await mkdtemp(path.join(workDir, 'target-'));
      const run = await runServerCli('restore', [file], {
        DATA_DIR: dataDir,
        DATABASE_URL: database.url,
      });
      expect(run.stderr).toMatch(/^The database refused the archive: /);
      expect(run.code).toBe(1);
      expect(await readdir(dataDir)).toEqual([]);
      const opened = await openDatabase({ databaseUrl: database.url, migrate: false });
      const tables = rowsOf<{ name: string }>(
        await opened.db.execute(sql`
          select table_schema || '.' || table_name as name from information_schema.tables
          where table_schema in ('public', 'drizzle')`),
      );
      await opened.close();
      expect(tables).toEqual([]);
    } finally {
      await database.drop();
    }
  });
});

describe.runIf(once)('backup refuses, says why and leaves no file', () => {
  it('when a setting is bad, naming the variable', async () => {
    const file = path.join(workDir, 'nightly.backup.gz');
    const run = await runServerCli('backup', [file], { DATA_DIR: instanceDir, PORT: 'eighty' });
    expect(run.stderr.trim()).toMatch(/^Invalid configuration:\n {2}PORT: /);
    expect(run.code).toBe(1);
    expect(await readdir(workDir)).not.toContain('nightly.backup.gz');
  });

  it('for a folder that does not exist', async () => {
    const file = path.join(workDir, 'missing', 'nightly.backup.gz');
    const run = await runServerCli('backup', [file], { DATA_DIR: instanceDir });
    expect(run.stderr.trim()).toBe(
      `Cannot write ${file}: the folder ${path.dirname(file)} does not exist.`,
    );
    expect(run.code).toBe(1);
  });

  it('for a folder it may not write to', async () => {
    // root writes whatever the file modes say, but not into sysfs.
    const locked = process.getuid?.() === 0 ? '/sys' : path.join(workDir, 'locked');
    if (locked !== '/sys') await mkdir(locked, { mode: 0o500 });
    const file = path.join(locked, 'nightly.backup.gz');
    const run = await runServerCli('backup', [file], { DATA_DIR: instanceDir });
    expect(run.stderr.trim()).toBe(`Cannot write ${file}: permission denied.`);
    expect(run.code).toBe(1);
    expect(await readdir(locked)).not.toContain('nightly.backup.gz');
    expect(await readdir(locked)).not.toContain('nightly.backup.gz.partial');
    if (locked !== '/sys') await chmod(locked, 0o700);
  });
});
