import { expect } from 'vitest';
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { sql } from 'drizzle-orm';
import { archiveTo } from '../backup/archive-writer';
import { schemaTables } from '../backup/schema-tables';
import type { Db } from '../db/client';
import { rowsOf } from '../lib/sql';
import { compiledCli, ROOT } from './compiled';
import { databaseKind } from './test-database';
import type { TestContext } from './test-app';

/** Every row of every table, as PostgreSQL renders them in JSON (UTC, microseconds kept). */
export async function everyRow(db: Db): Promise<Record<string, unknown[]>> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local time zone 'UTC'`);
    const tables: Record<string, unknown[]> = {};
    for (const table of schemaTables) {
      const order = sql.join(
        table.primaryKey.map((column) => sql`t.${sql.identifier(column)}`),
        sql`, `,
      );
      const [result] = rowsOf<{ rows: string }>(
        await tx.execute(
          sql`select coalesce(json_agg(t order by ${order}), '[]')::text as rows from ${sql.identifier(table.name)} t`,
        ),
      );
      tables[table.name] = JSON.parse(result!.rows) as unknown[];
    }
    return tables;
  });
}

/** Rows per table. */
/**
 * The rows an archive from before migration 0020 should restore to, from what it holds: each
 * submission got a talk of the library (a change: its version moved on), one talk, revision and
 * speaker link per submitter name and title; the library's rows are then taken as restored.
 */
export function withTalksMigrated(
  expected: Record<string, unknown[]>,
  restored: Record<string, unknown[]>,
): void {
  const submissions = expected.cfp_submissions as { submitter_name: string; title: string }[];
  expected.cfp_submissions = submissions.map((row) => ({
    ...row,
    talk_id: expect.any(Number),
    talk_revision_id: expect.any(Number),
    version: 2,
  }));
  const groups = new Set(
    submissions.map((row) =>
      [row.submitter_name, row.title].map((text) => text.trim().toLowerCase()).join('\n'),
    ),
  );
  for (const table of ['talks', 'talk_revisions', 'talk_speakers']) {
    expect(restored[table], table).toHaveLength(groups.size);
    expected[table] = restored[table]!;
  }
  expect(restored.speakers!.length).toBeGreaterThan(0);
  expected.speakers = restored.speakers!;
}

export async function rowCounts(db: Db): Promise<Record<string, number>> {
  const rows = await everyRow(db);
  return Object.fromEntries(Object.entries(rows).map(([table, list]) => [table, list.length]));
}

/** Writes the archive of a test context's database and uploads to `file`. */
export async function backUpContext(context: TestContext, file: string) {
  return archiveTo(
    {
      db: context.db,
      kind: databaseKind,
      storage: context.app.storage,
      appVersion: context.config.version,
    },
    createWriteStream(file),
  );
}

/** Archive lines with the trailer's checksum recomputed, so that only the database can object. */
export function resealed(lines: string[]): string[] {
  const end = lines.findLastIndex((line) => line.startsWith('{"type":"trailer"'));
  const body = lines
    .slice(0, end)
    .map((line) => `${line}\n`)
    .join('');
  const sha256 = createHash('sha256').update(body).digest('hex');
  const trailer = { ...JSON.parse(lines[end]!), sha256 };
  return [...lines.slice(0, end), JSON.stringify(trailer), ...lines.slice(end + 1)];
}

export interface CliRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs the compiled `src/server/cli/<name>.ts` (dist/server/cli) as a real process with the given environment. */
export function runServerCli(
  name: 'backup' | 'restore' | 'new-secrets' | 'storage-move' | 'admin-create',
  args: string[],
  env: Record<string, string>,
  input?: string,
): Promise<CliRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...compiledCli(name), ...args], {
      cwd: ROOT,
      env: { ...process.env, TEST_DB: '', DATABASE_URL: '', LOG_LEVEL: 'silent', ...env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk));
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(input);
  });
}
