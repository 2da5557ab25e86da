import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServerTree } from '../../scripts/server-build.mjs';
import { eachBackend } from '../lib/backends';
import { processCpuMs } from '../lib/cpu';
import { createBenchDatabase, freePort } from '../lib/server';
import type { Backend, BenchContext, ResultRow } from '../lib/types';

/** Issue 11: warm start-up, from spawning the server process to its first answer. */
export const name = 'startup';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const RUNS = Number(process.env.BENCH_STARTUP_RUNS ?? 5);
const TARGET_MS = 1500;

interface Variant {
  label: string;
  cwd: string;
  args: string[];
}

interface Start {
  ms: number;
  /** CPU the process used until then (all its threads: V8's compilers, GC, PGlite). */
  cpuMs: number;
}

/**
 * Spawns `node <args>`, polls /api/health until it answers 200 and returns the time from spawn;
 * then stops the process with SIGTERM once it has logged that it is ready (a kill during start-up
 * would leave PGlite to replay its WAL on the next start) and waits for it to exit.
 */
async function timeStart(variant: Variant, env: Record<string, string>): Promise<Start> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, variant.args, {
    cwd: variant.cwd,
    env: {
      ...process.env,
      NODE_OPTIONS: '',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      ...env,
      PORT: String(port),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  const ready = new Promise<void>((resolve) =>
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk;
      if (output.includes(' ready at ')) resolve();
    }),
  );
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  let answered: Start | undefined;
  while (!answered) {
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (response) => response.status === 200,
      () => false,
    );
    if (ok) answered = { ms: performance.now() - started, cpuMs: await processCpuMs(child.pid!) };
    else if (child.exitCode !== null) throw new Error(`${variant.label} exited:\n${output}`);
    else await new Promise((resolve) => setTimeout(resolve, 5));
  }
  await ready;
  child.kill('SIGTERM');
  await exited;
  return answered;
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Each variant once to create the database and warm caches, then RUNS starts of each, alternating. */
async function measure(
  backend: Backend,
  variants: Variant[],
  dataDir: string,
): Promise<ResultRow[]> {
  const database = backend === 'postgres' ? await createBenchDatabase() : undefined;
  // One process, as the earlier figures were taken: with DATABASE_URL the default forks one per CPU.
  const env = {
    DATA_DIR: dataDir,
    WEB_CONCURRENCY: '1',
    ...(database ? { DATABASE_URL: database.url } : {}),
  };
  try {
    const starts = new Map(variants.map((variant) => [variant, [] as Start[]]));
    for (const variant of variants) await timeStart(variant, env);
    const loadBefore = loadavg()[0]!;
    for (let run = 0; run < RUNS; run++) {
      for (const variant of variants) starts.get(variant)!.push(await timeStart(variant, env));
    }
    const load = `load ${loadBefore.toFixed(1)}–${loadavg()[0]!.toFixed(1)}`;
    return variants.map((variant) => {
      const times = starts.get(variant)!.map((start) => start.ms);
      const p50 = median(times);
      return {
        scenario: name,
        backend,
        case: `warm start to first /api/health, ${variant.label}`,
        p50Ms: Math.round(p50),
        maxMs: Math.round(Math.max(...times)),
        note:
          `CPU ${Math.round(median(starts.get(variant)!.map((start) => start.cpuMs)))} ms (median), ` +
          `${RUNS} runs, ${load}; target ≤ ${TARGET_MS} ms: ${p50 <= TARGET_MS ? 'met' : 'missed'}`,
      };
    });
  } finally {
    await database?.drop();
  }
}

export async function run(ctx: BenchContext): Promise<ResultRow[]> {
  const tree = await mkdtemp(path.join(tmpdir(), 'ospo-bench-startup-'));
  try {
    ctx.log(`compiling the server into ${tree}`);
    await buildServerTree(tree);
    const variants: Variant[] = [
      { label: 'tsx from src', cwd: ROOT, args: ['--import', 'tsx', 'src/server/main.ts'] },
      { label: 'dist (node dist/server/main.js)', cwd: tree, args: ['server/main.js'] },
    ];
    return await eachBackend(ctx, name, async (backend) => {
      ctx.log(`${backend}: ${RUNS} warm starts of each`);
      const dataDir = await mkdtemp(path.join(tmpdir(), 'ospo-bench-'));
      try {
        return await measure(backend, variants, dataDir);
      } finally {
        await rm(dataDir, { recursive: true, force: true });
      }
    });
  } finally {
    await rm(tree, { recursive: true, force: true });
  }
}
