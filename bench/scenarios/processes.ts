import { execFileSync, spawn } from 'node:child_process';
import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pgliteExtensions } from '../../src/server/db/pglite-extensions';
import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import { buildServerTree } from '../../scripts/server-build.mjs';
import { loadConfig } from '../../src/server/config';
import { openDatabase } from '../../src/server/db/client';
import { users } from '../../src/server/db/schema/index';
import { databaseRateLimitStore } from '../../src/server/lib/rate-limit-store';
import { newSecrets } from '../../src/server/lib/secrets';
import { eachBackend } from '../lib/backends';
import { backendsCpuSince, childPids, postgresBackendsCpu, processTreeCpuMs } from '../lib/cpu';
import { measure } from '../lib/load';
import { createBenchDatabase, freePort, postgresAvailable, type BenchServer } from '../lib/server';
import { accessToken } from '../lib/tokens';
import type { Backend, BenchContext, ResultRow } from '../lib/types';
import { seed } from './events';

/**
 * Issue 12: the compiled server as one process and as WEB_CONCURRENCY=2 (node:cluster) on
 * PostgreSQL over the 10,000-event seed, in one run; and what the shared write rate limit costs
 * per write (one upsert) on each back end.
 */
export const name = 'processes';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const RPS_TARGET = 1000;
const P99_TARGET_MS = 25;
const URL_PATH = '/api/events?limit=12';
const WARM_UP_SECONDS = 5;
const COUNTS = Number(process.env.BENCH_RATE_LIMIT_COUNTS ?? 3000);
/** BENCH_CPU_PROF=DIR: every server process writes a V8 CPU profile into DIR when it exits. */
const PROFILE_OPTIONS = process.env.BENCH_CPU_PROF
  ? `--cpu-prof --cpu-prof-dir=${path.resolve(process.env.BENCH_CPU_PROF)}`
  : '';

/**
 * BENCH_PROCESSES_BASELINE=REF (a commit, tag or branch): the server as built from REF is
 * measured too, in the same run against the same database (one process and
 * WEB_CONCURRENCY=2, the events page only), each beside the same variant of this checkout.
 */
const BASELINE = process.env.BENCH_PROCESSES_BASELINE;

interface Variant {
  label: string;
  env: Record<string, string>;
  /** Built from BASELINE instead of this checkout. */
  baseline?: boolean;
}

const VARIANTS: Variant[] = [
  { label: '1 process', env: { WEB_CONCURRENCY: '1' } },
  // node:cluster's two ways to share the port: the primary accepts and hands each connection to
  // the next worker (rr, Node's default), or the workers accept from one shared socket (none).
  { label: 'WEB_CONCURRENCY=2', env: { WEB_CONCURRENCY: '2' } },
  {
    label: 'WEB_CONCURRENCY=2, NODE_CLUSTER_SCHED_POLICY=none',
    env: { WEB_CONCURRENCY: '2', NODE_CLUSTER_SCHED_POLICY: 'none' },
  },
  // The default LOG_LEVEL logs every request (two JSON lines; stdout goes to /dev/null here).
  { label: 'WEB_CONCURRENCY=2, LOG_LEVEL=info', env: { WEB_CONCURRENCY: '2', LOG_LEVEL: 'info' } },
];

/** With a baseline, each of the first two variants runs right after the baseline's same one. */
function variantsToRun(): Variant[] {
  if (!BASELINE) return VARIANTS;
  return VARIANTS.flatMap((variant, index) =>
    index < 2
      ? [{ ...variant, label: `${variant.label} (${BASELINE})`, baseline: true }, variant]
      : [variant],
  );
}

/** What each variant answers: the events page (signed in, PostgreSQL) and one without a database. */
const CASES = [
  { path: URL_PATH, signedIn: true, target: true },
  { path: '/api/version', signedIn: false, target: false },
];

/**
 * Starts the compiled server and waits until /api/health answers and every worker runs (request
 * logging stays off, so there is no ready line to wait for; the warm-up covers the rest).
 */
async function startServer(tree: string, env: Record<string, string>) {
  const child = spawn(process.execPath, ['server/main.js'], {
    cwd: tree,
    env: { ...process.env, NODE_OPTIONS: PROFILE_OPTIONS, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const workers = Number(env.WEB_CONCURRENCY) > 1 ? Number(env.WEB_CONCURRENCY) : 0;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode})`);
    const ok = await fetch(`http://127.0.0.1:${env.PORT}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok && childPids(child.pid!).length === workers) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    child,
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** The server as of `ref`: its source from git, built by its own build script into `tree`. */
async function buildBaselineTree(ref: string, tree: string): Promise<void> {
  const source = path.join(tree, 'source');
  await mkdir(source, { recursive: true });
  const archive = execFileSync('git', ['archive', ref], { cwd: ROOT, maxBuffer: 1 << 30 });
  execFileSync('tar', ['-x', '-C', source], { input: archive });
  await symlink(path.join(ROOT, 'node_modules'), path.join(source, 'node_modules'));
  const build = (await import(path.join(source, 'scripts/server-build.mjs'))) as {
    buildServerTree(dir: string): Promise<void>;
  };
  await build.buildServerTree(path.join(tree, 'release'));
}

async function serverVariants(ctx: BenchContext): Promise<ResultRow[]> {
  const tree = await mkdtemp(path.join(tmpdir(), 'ospo-bench-processes-'));
  const created = await createBenchDatabase();
  const database = await openDatabase({ databaseUrl: created.url });
  try {
    ctx.log(`compiling the server into ${tree}`);
    await buildServerTree(tree);
    const baselineTree = path.join(tree, 'baseline');
    if (BASELINE) {
      // Its migrations are older than the database's: it finds nothing to apply at start.
      ctx.log(`compiling the server of ${BASELINE} into ${baselineTree}`);
      await buildBaselineTree(BASELINE, baselineTree);
    }
    const [user] = await database.db
      .insert(users)
      .values({ subject: 'bench-user', username: 'bench', name: 'Bench User' })
      .returning({ id: users.id });
    // seed() only writes through server.db.
    const eventIds = await seed({ db: database.db } as BenchServer, user!.id);
    await database.db.execute('vacuum analyze');
    ctx.log(`postgres: seeded ${eventIds.length} events`);

    const secretsFile = path.join(tree, 'secrets.json');
    const secrets = await newSecrets();
    await writeFile(secretsFile, JSON.stringify(secrets), { mode: 0o600 });
    const port = await freePort();
    const env = {
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: 'http://localhost:3000',
      DATA_DIR: path.join(tree, 'data'),
      DATABASE_URL: created.url,
      SECRETS_FILE: secretsFile,
      // Request logging off (one variant turns it on): the app's own cost, not pino's.
      LOG_LEVEL: 'warn',
    };
    // accessToken() needs only the signing key and the issuer/audience configuration.
    const token = await accessToken(
      { secrets, config: loadConfig(env) } as unknown as BenchServer,
      { sub: 'bench-user', username: 'bench' },
    );
    const rows: ResultRow[] = [];
    for (const variant of variantsToRun()) {
      ctx.log(`postgres: ${variant.label}`);
      const release = variant.baseline ? path.join(baselineTree, 'release') : tree;
      const server = await startServer(release, { ...env, ...variant.env });
      try {
        for (const { path: urlPath, signedIn, target } of CASES) {
          if (variant.baseline && !target) continue;
          const request = {
            url: `http://127.0.0.1:${port}${urlPath}`,
            headers: signedIn ? { authorization: `Bearer ${token}` } : undefined,
            connections: ctx.connections,
          };
          await measure({ ...request, durationSeconds: WARM_UP_SECONDS });
          const loadBefore = loadavg()[0]!;
          const nodeBefore = await processTreeCpuMs(server.child.pid!);
          const postgresBefore = await postgresBackendsCpu(database.db);
          const result = await measure({ ...request, durationSeconds: ctx.durationSeconds });
          const nodeMs = (await processTreeCpuMs(server.child.pid!)) - nodeBefore;
          const postgresMs = backendsCpuSince(
            postgresBefore,
            await postgresBackendsCpu(database.db),
          );
          const per = (ms: number) => (ms / result.requests).toFixed(2);
          const met = result.reqPerSec >= RPS_TARGET && result.p99Ms <= P99_TARGET_MS;
          rows.push({
            scenario: name,
            backend: 'postgres',
            case: `GET ${urlPath}, ${variant.label}`,
            reqPerSec: Math.round(result.reqPerSec),
            p50Ms: result.p50Ms,
            p99Ms: result.p99Ms,
            note:
              `CPU/req node ${per(nodeMs)} ms (all processes), postgres ` +
              `${per(postgresMs)} ms; errors=${result.errors}, non2xx=${result.non2xx}; ` +
              `load ${loadBefore.toFixed(1)}–${loadavg()[0]!.toFixed(1)}` +
              (target && variant.env.WEB_CONCURRENCY !== '1'
                ? `; target ≥${RPS_TARGET} req/s, p99 ≤${P99_TARGET_MS} ms: ${met ? 'met' : 'missed'}`
                : ''),
          });
        }
      } finally {
        await server.stop();
      }
    }
    return rows;
  } finally {
    await database.close();
    await created.drop();
    await rm(tree, { recursive: true, force: true });
  }
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]!;

/** COUNTS counts through the write limit's store, one after another: the upsert each write pays. */
async function rateLimitCost(ctx: BenchContext, backend: Backend): Promise<ResultRow[]> {
  const created = backend === 'postgres' ? await createBenchDatabase() : undefined;
  const database = created
    ? await openDatabase({ databaseUrl: created.url })
    : await openDatabase({ pglite: await PGlite.create({ extensions: pgliteExtensions }) });
  try {
    const Store = databaseRateLimitStore({ db: () => database.db });
    const store = new Store({}).child({
      routeInfo: { method: 'POST', url: '/api/events' },
    } as never) as FastifyRateLimitStore;
    const incr = (key: string) =>
      new Promise<void>((resolve, reject) =>
        store.incr(key, (error) => (error ? reject(error) : resolve()), 60_000, 600),
      );
    for (let i = 0; i < 200; i++) await incr(`user:${i % 50}`); // warm-up
    const times: number[] = [];
    // PGlite runs in this process: its CPU is in `cpu`.
    const backends = async () =>
      database.kind === 'postgres' ? postgresBackendsCpu(database.db) : new Map<number, number>();
    const postgresBefore = await backends();
    const cpuBefore = process.cpuUsage();
    const started = performance.now();
    for (let i = 0; i < COUNTS; i++) {
      const at = performance.now();
      await incr(`user:${i % 50}`);
      times.push(performance.now() - at);
    }
    const wallMs = performance.now() - started;
    const cpu = process.cpuUsage(cpuBefore);
    const postgresMs = backendsCpuSince(postgresBefore, await backends());
    times.sort((a, b) => a - b);
    ctx.log(`${backend}: ${COUNTS} rate-limit counts in ${Math.round(wallMs)} ms`);
    return [
      {
        scenario: name,
        backend,
        case: 'write rate limit: one count (upsert into rate_limit_counters)',
        p50Ms: Number(percentile(times, 50).toFixed(3)),
        p99Ms: Number(percentile(times, 99).toFixed(3)),
        queriesPerRequest: 1,
        note:
          `${COUNTS} counts one after another over 50 keys; this process's CPU ` +
          `${((cpu.user + cpu.system) / 1000 / COUNTS).toFixed(3)} ms per count` +
          (backend === 'pglite'
            ? ' (PGlite included)'
            : `, PostgreSQL ${(postgresMs / COUNTS).toFixed(3)} ms`) +
          `; load ${loadavg()[0]!.toFixed(1)}`,
      },
    ];
  } finally {
    await database.close();
    await created?.drop();
  }
}

export async function run(ctx: BenchContext): Promise<ResultRow[]> {
  const rows = await eachBackend(ctx, name, (backend) => rateLimitCost(ctx, backend));
  // BENCH_PROCESSES_SERVERS=0: the rate-limit rows only.
  if (process.env.BENCH_PROCESSES_SERVERS === '0' || !ctx.backends.includes('postgres'))
    return rows;
  if (!(await postgresAvailable())) return rows;
  return [...rows, ...(await serverVariants(ctx))];
}
