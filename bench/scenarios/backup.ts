import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { spawn } from 'node:child_process';
import postgres from 'postgres';
import { rowCount } from '../../src/server/backup/archive-format';
import { archiveTo } from '../../src/server/backup/archive-writer';
import { restoreArchive, type RestoreTarget } from '../../src/server/backup/restore-archive';
import { openDatabase } from '../../src/server/db/client';
import { assets, users } from '../../src/server/db/schema/index';
import { newStorageKey } from '../../src/server/plugins/storage/file-storage';
import { eachBackend } from '../lib/backends';
import { BENCH_DATABASE_URL, postgresAvailable, startServer } from '../lib/server';
import { insertRows } from '../lib/seed';
import type { Backend, BenchContext, ResultRow } from '../lib/types';
import { seed } from './events';

/** Issue 11: backup and restore of the events instance (50,000 attendees) plus 25 MB of files. */
export const name = 'backup';

const FILE_COUNT = 100;
const FILE_BYTES = 256 * 1024;

/** Runs `work` while sampling the process's resident memory; the peak growth in MB. */
async function measured<T>(work: () => Promise<T>) {
  const before = process.memoryUsage().rss;
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
  const started = performance.now();
  try {
    const result = await work();
    return {
      result,
      durationMs: Math.round(performance.now() - started),
      peakMb: Math.round((Math.max(peak, process.memoryUsage().rss) - before) / 1024 / 1024),
    };
  } finally {
    clearInterval(sampler);
  }
}

const REPORT_MAX_RSS =
  "data:text/javascript,process.on('exit',()=>process.stderr.write('maxrss='+process.resourceUsage().maxRSS))";

/** `npm run backup` as its own process on a PostgreSQL database: its peak resident memory in MB. */
async function backupCommandPeakMb(databaseUrl: string, file: string): Promise<number> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', '--import', REPORT_MAX_RSS, 'src/server/cli/backup.ts', file],
    { env: { ...process.env, DATABASE_URL: databaseUrl, DATA_DIR: path.dirname(file) } },
  );
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk));
  const code = await new Promise((resolve) => child.once('close', resolve));
  const kb = /maxrss=(\d+)/.exec(stderr)?.[1];
  if (code !== 0 || !kb) throw new Error(`backup command failed (${String(code)}): ${stderr}`);
  return Math.round(Number(kb) / 1024);
}

async function emptyPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const database = `ospo_events_bench_restore_${randomBytes(5).toString('hex')}`;
  const admin = postgres(BENCH_DATABASE_URL, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${database}`);
  await admin.end();
  const url = new URL(BENCH_DATABASE_URL);
  url.pathname = `/${database}`;
  return {
    url: url.toString(),
    async drop() {
      const cleanup = postgres(BENCH_DATABASE_URL, { max: 1, onnotice: () => {} });
      await cleanup.unsafe(`drop database if exists ${database} with (force)`);
      await cleanup.end();
    },
  };
}

/** The backup command's own peak memory on the restored instance and on an empty one. */
async function commandMemory(target: RestoreTarget, work: string): Promise<ResultRow> {
  const full = await backupCommandPeakMb(target.databaseUrl!, path.join(work, 'full.gz'));
  const empty = await emptyPostgresDatabase();
  try {
    await (await openDatabase({ databaseUrl: empty.url })).close();
    const none = await backupCommandPeakMb(empty.url, path.join(work, 'empty.gz'));
    return {
      scenario: name,
      backend: 'postgres',
      case: 'npm run backup as its own process: peak RSS, that instance vs an empty one',
      note: `${full} MB vs ${none} MB`,
    };
  } finally {
    await empty.drop();
  }
}

async function benchBackend(ctx: BenchContext, backend: Backend): Promise<ResultRow[]> {
  ctx.log(`${backend}: starting the app and seeding`);
  const server = await startServer(backend);
  const work = await mkdtemp(path.join(tmpdir(), 'ospo-bench-backup-'));
  try {
    const [user] = await server.db
      .insert(users)
      .values({ subject: 'bench-user', username: 'bench', name: 'Bench User' })
      .returning({ id: users.id });
    await seed(server, user!.id);
    const keys = Array.from({ length: FILE_COUNT }, () => newStorageKey('pdf'));
    for (const key of keys) {
      await server.app.storage.save(
        key,
        Readable.from([Buffer.from('%PDF-'), randomBytes(FILE_BYTES - 5)]),
      );
    }
    await insertRows(
      server.db,
      assets,
      keys.map((key, i) => ({
        name: `Slides ${i}`,
        type: 'presentation',
        filePath: key,
        fileSize: FILE_BYTES,
        mimeType: 'application/pdf',
        uploadedBy: user!.id,
      })),
    );

    const archive = path.join(work, 'instance.backup.gz');
    const source = {
      db: server.db,
      kind: backend,
      storage: server.app.storage,
      appVersion: server.config.version,
    };
    const backup = await measured(() => archiveTo(source, createWriteStream(archive)));
    const archiveMb = ((await stat(archive)).size / 1024 / 1024).toFixed(1);
    const summary = backup.result;
    ctx.log(`${backend}: backup ${backup.durationMs} ms, rss +${backup.peakMb} MB`);
    const rows: ResultRow[] = [
      {
        scenario: name,
        backend,
        case: `backup: ${rowCount(summary)} rows (${summary.tables.attendees} attendees), ${summary.files} files of ${FILE_BYTES / 1024} KB`,
        durationMs: backup.durationMs,
        note: `archive ${archiveMb} MB, peak rss +${backup.peakMb} MB`,
      },
    ];

    const targets: [string, () => Promise<RestoreTarget & { drop?(): Promise<void> }>][] = [
      [
        'a new PGlite DATA_DIR',
        async () => ({ dataDir: await mkdtemp(path.join(work, 'pglite-')) }),
      ],
    ];
    if (await postgresAvailable()) {
      targets.push([
        'an empty PostgreSQL database',
        async () => {
          const database = await emptyPostgresDatabase();
          return {
            dataDir: await mkdtemp(path.join(work, 'pg-')),
            databaseUrl: database.url,
            drop: database.drop,
          };
        },
      ]);
    }
    for (const [label, makeTarget] of targets) {
      const target = await makeTarget();
      try {
        const restore = await measured(() => restoreArchive(archive, target));
        ctx.log(`${backend}: restore into ${label} ${restore.durationMs} ms`);
        rows.push({
          scenario: name,
          backend,
          case: `restore that archive into ${label}`,
          durationMs: restore.durationMs,
          note: `peak rss +${restore.peakMb} MB (includes checking the whole archive first)`,
        });
        if (target.databaseUrl && backend === 'pglite')
          rows.push(await commandMemory(target, work));
      } finally {
        await target.drop?.();
      }
    }
    return rows;
  } finally {
    await server.close();
    await rm(work, { recursive: true, force: true });
  }
}

export async function run(ctx: BenchContext): Promise<ResultRow[]> {
  return eachBackend(ctx, name, (backend) => benchBackend(ctx, backend));
}
