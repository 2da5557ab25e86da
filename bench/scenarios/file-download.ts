import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { loadConfig } from '../../src/server/config';
import { openDatabase } from '../../src/server/db/client';
import { assets, users } from '../../src/server/db/schema/index';
import { loadOrCreateSecrets } from '../../src/server/lib/secrets';
import { createFileStorage } from '../../src/server/plugins/storage/create-storage';
import { newStorageKey } from '../../src/server/plugins/storage/file-storage';
import { signFileUrl } from '../../src/server/plugins/storage/signed-urls';
import { eachBackend } from '../lib/backends';
import { createBenchDatabase, freePort } from '../lib/server';
import type { Backend, BenchContext, ResultRow } from '../lib/types';

/**
 * Issue 12: a 10 MB file downloaded through its signed URL from a real server process, with the
 * files in the database (STORAGE=database) and, for comparison, on local disk. Time to last
 * byte, and how far the server process's resident memory rises over its level before, with 1
 * and 4 downloads at once; then one download of a 40 MB file, which streaming must not make
 * cost more memory than the 10 MB one (the server never holds a whole file).
 */
export const name = 'file-download';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const MB = 1024 * 1024;
const FILE_BYTES = 10 * MB;
/** Larger than any upload may be: stored through the storage API, to show memory stays flat. */
const LARGE_FILE_BYTES = 40 * MB;
const ROUNDS = Number(process.env.BENCH_DOWNLOAD_ROUNDS ?? 5);
const CONCURRENCY = [1, 4];
const TARGET_MB_PER_DOWNLOAD = 30;
const STORAGES = ['database', 'disk'] as const;
type Storage = (typeof STORAGES)[number];

/** Resident memory of a process in bytes, from /proc. */
async function rssOf(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)![1]) * 1024;
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const mb = (bytes: number) => bytes / MB;

/** PDF-looking random bytes in 64 KB pieces, as an upload arrives; made as they are read. */
function* pdfPieces(size: number) {
  yield Buffer.from('%PDF-1.4\n');
  for (let left = size - 9; left > 0; left -= 65_536) yield randomBytes(Math.min(left, 65_536));
}

/** Stores one file per size, each named by an asset, before the server holds the database. */
async function seed(env: Record<string, string>, sizes: number[]): Promise<string[]> {
  const config = loadConfig(env);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const storage = await createFileStorage(config, database.db);
    const [user] = await database.db
      .insert(users)
      .values({ subject: 'bench', username: 'bench' })
      .returning({ id: users.id });
    const keys: string[] = [];
    for (const size of sizes) {
      const key = newStorageKey('pdf');
      await storage.save(key, Readable.from(pdfPieces(size)));
      await database.db.insert(assets).values({
        name: `${size / MB} MB`,
        type: 'presentation',
        filePath: key,
        fileSize: size,
        mimeType: 'application/pdf',
        uploadedBy: user!.id,
      });
      keys.push(key);
    }
    return keys;
  } finally {
    await database.close();
  }
}

async function startServer(
  env: Record<string, string>,
): Promise<{ child: ChildProcess; url: string }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, NODE_OPTIONS: '', ...env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (const started = Date.now(); Date.now() - started < 120_000;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const ok = await fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return { child, url };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error('server not ready after 120 s');
}

/** Downloads the file to the end, counting bytes without keeping them; ms to the last byte. */
async function download(url: string, size = FILE_BYTES): Promise<number> {
  const started = performance.now();
  const response = await fetch(url);
  if (response.status !== 200) throw new Error(`download answered ${response.status}`);
  let bytes = 0;
  const reader = response.body!.getReader();
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    bytes += read.value.length;
  }
  if (bytes !== size) throw new Error(`downloaded ${bytes} of ${size} bytes`);
  return performance.now() - started;
}

/** `concurrency` downloads at once, ROUNDS times; the server's RSS sampled every 5 ms meanwhile. */
async function measure(pid: number, url: string, concurrency: number, size = FILE_BYTES) {
  const times: number[] = [];
  const growths: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const before = await rssOf(pid);
    let peak = before;
    let sampling = true;
    const sampler = (async () => {
      while (sampling) {
        peak = Math.max(peak, await rssOf(pid).catch(() => peak));
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    })();
    try {
      const downloads = Array.from({ length: concurrency }, () => download(url, size));
      times.push(...(await Promise.all(downloads)));
    } finally {
      sampling = false;
      await sampler;
    }
    growths.push(peak - before);
  }
  return { times, growth: Math.max(...growths), after: await rssOf(pid) };
}

async function benchStorage(
  ctx: BenchContext,
  backend: Backend,
  storage: Storage,
): Promise<ResultRow[]> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'ospo-bench-'));
  const database = backend === 'postgres' ? await createBenchDatabase() : undefined;
  const env: Record<string, string> = {
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    DATA_DIR: dataDir,
    STORAGE: storage,
    // One server process: the memory measured is the one process that serves the downloads.
    WEB_CONCURRENCY: '1',
    ...(database ? { DATABASE_URL: database.url } : {}),
  };
  let server: ChildProcess | undefined;
  try {
    const [key, largeKey] = await seed(env, [FILE_BYTES, LARGE_FILE_BYTES]);
    const secrets = await loadOrCreateSecrets(dataDir);
    ctx.log(`${backend}, files on ${storage}: starting the server`);
    const started = await startServer(env);
    server = started.child;
    const urlOf = (stored: string) => `${started.url}${signFileUrl(secrets.urlSigningKey, stored)}`;
    await download(urlOf(key!)); // warm-up: code compiled, pools and buffers at their working size
    const startRss = await rssOf(server.pid!);
    const rows: ResultRow[] = [];
    const cases = [
      ...CONCURRENCY.map((concurrency) => ({ concurrency, size: FILE_BYTES, stored: key! })),
      { concurrency: 1, size: LARGE_FILE_BYTES, stored: largeKey! },
    ];
    for (const { concurrency, size, stored } of cases) {
      const load = loadavg()[0]!.toFixed(1);
      const result = await measure(server.pid!, urlOf(stored), concurrency, size);
      const perDownload = mb(result.growth) / concurrency;
      ctx.log(
        `${backend}/${storage} ${size / MB} MB x${concurrency}: ${Math.round(median(result.times))} ms, +${mb(result.growth).toFixed(1)} MB`,
      );
      rows.push({
        scenario: name,
        backend,
        case: `${size / MB} MB file, files on ${storage}, ${concurrency} download${concurrency > 1 ? 's' : ''} at once: time to last byte`,
        p50Ms: Math.round(median(result.times)),
        maxMs: Math.round(Math.max(...result.times)),
        note:
          `server RSS +${mb(result.growth).toFixed(1)} MB at peak (${perDownload.toFixed(1)} MB per download; ` +
          `target ≤ ${TARGET_MB_PER_DOWNLOAD}: ${perDownload <= TARGET_MB_PER_DOWNLOAD ? 'met' : 'missed'}), ` +
          `RSS ${Math.round(mb(startRss))} → ${Math.round(mb(result.after))} MB, ` +
          `${ROUNDS} rounds, load ${load}`,
      });
    }
    return rows;
  } finally {
    if (server && server.exitCode === null) {
      const exited = new Promise((resolve) => server!.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    await database?.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

export async function run(ctx: BenchContext): Promise<ResultRow[]> {
  return eachBackend(ctx, name, async (backend) => {
    const rows: ResultRow[] = [];
    for (const storage of STORAGES) rows.push(...(await benchStorage(ctx, backend, storage)));
    return rows;
  });
}
