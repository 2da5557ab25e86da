import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { BenchContext } from './types';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** A built SPA to serve (`root`); `cleanup()` removes it unless it was given. */
export interface WebBuild {
  root: string;
  cleanup(): Promise<void>;
}

/**
 * The SPA as the current source builds it: a fresh `vite build` into a temp folder, so the
 * figures never come from a stale dist/web (BENCH_WEB_ROOT reuses an existing build instead).
 */
export async function buildWeb(ctx: BenchContext): Promise<WebBuild> {
  const given = process.env.BENCH_WEB_ROOT;
  if (given) {
    if (!existsSync(path.join(given, 'index.html'))) throw new Error(`no build in ${given}`);
    return { root: given, cleanup: async () => {} };
  }
  const root = await mkdtemp(path.join(tmpdir(), 'ospo-bench-web-'));
  ctx.log(`vite build into ${root}`);
  await promisify(execFile)(
    'npx',
    ['vite', 'build', '--outDir', root, '--emptyOutDir', '--logLevel', 'error'],
    { cwd: ROOT, maxBuffer: 16 * 1024 * 1024 },
  );
  return { root, cleanup: () => rm(root, { recursive: true, force: true }) };
}
