import { execFile, execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
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
  return viteBuild(ctx, ROOT);
}

/** A fresh `vite build` of the SPA in `source` (a checkout with its node_modules) into a temp folder. */
async function viteBuild(ctx: BenchContext, source: string): Promise<WebBuild> {
  const root = await mkdtemp(path.join(tmpdir(), 'ospo-bench-web-'));
  ctx.log(`vite build of ${source} into ${root}`);
  await promisify(execFile)(
    path.join(source, 'node_modules/.bin/vite'),
    ['build', '--outDir', root, '--emptyOutDir', '--logLevel', 'error'],
    { cwd: source, maxBuffer: 16 * 1024 * 1024 },
  );
  return { root, cleanup: () => rm(root, { recursive: true, force: true }) };
}

/**
 * The SPA as commit `ref` builds it, with that commit's own dependencies: its tracked files
 * (`git archive`) in `${tmpdir}/ospo-bench-source-<commit>`, installed with `npm install` from its
 * package-lock.json (from the npm cache when it holds them). The checkout and its node_modules
 * are kept for the next run; delete the folder by hand.
 */
export async function buildWebAt(ctx: BenchContext, ref: string): Promise<WebBuild> {
  const git = (...args: string[]) => execFileSync('git', args, { cwd: ROOT, maxBuffer: 1 << 30 });
  const commit = git('rev-parse', '--verify', `${ref}^{commit}`).toString().trim();
  const source = path.join(tmpdir(), `ospo-bench-source-${commit.slice(0, 12)}`);
  if (!existsSync(path.join(source, 'node_modules/.package-lock.json'))) {
    ctx.log(`checking out ${commit.slice(0, 12)} into ${source} and installing its dependencies`);
    await rm(source, { recursive: true, force: true });
    await mkdir(source, { recursive: true });
    execFileSync('tar', ['-x', '-C', source], { input: git('archive', commit) });
    await promisify(execFile)(
      'npm',
      // Not `npm ci`: the npm here wants optional entries for other platforms the lock lacks.
      ['install', '--prefer-offline', '--no-audit', '--no-fund', '--ignore-scripts'],
      { cwd: source, maxBuffer: 16 * 1024 * 1024 },
    );
  }
  return viteBuild(ctx, source);
}
