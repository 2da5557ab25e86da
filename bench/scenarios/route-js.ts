import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import { chromium, type Page, type Response } from '@playwright/test';
import { startServer } from '../lib/server';
import type { BenchContext, ResultRow } from '../lib/types';

/** The JavaScript each main route makes the browser fetch, gzip-compressed (zlib level 9). */
export const name = 'route-js';

const LANDING_TARGET_KB = 150;
const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * The SPA as the current source builds it: a fresh `vite build` into a temp folder, so the
 * figures never come from a stale dist/web (BENCH_WEB_ROOT reuses an existing build instead).
 */
async function buildWeb(ctx: BenchContext): Promise<{ root: string; cleanup(): Promise<void> }> {
  const given = process.env.BENCH_WEB_ROOT;
  if (given) {
    if (!existsSync(path.join(given, 'index.html'))) throw new Error(`no build in ${given}`);
    return { root: given, cleanup: async () => {} };
  }
  const root = await mkdtemp(path.join(tmpdir(), 'ospo-bench-web-'));
  ctx.log(`route-js: vite build into ${root}`);
  await promisify(execFile)(
    'npx',
    ['vite', 'build', '--outDir', root, '--emptyOutDir', '--logLevel', 'error'],
    { cwd: ROOT, maxBuffer: 16 * 1024 * 1024 },
  );
  return { root, cleanup: () => rm(root, { recursive: true, force: true }) };
}

interface Fetched {
  files: number;
  rawBytes: number;
  gzipBytes: number;
}

/** Opens `url` with the HTTP cache off and sums the JavaScript fetched until the network is idle. */
async function scriptsFetched(page: Page, url: string): Promise<Fetched> {
  const bodies = new Map<string, Promise<Buffer>>();
  const onResponse = (response: Response) => {
    const isScript =
      response.request().resourceType() === 'script' ||
      /\.m?js(\?|$)/.test(new URL(response.url()).pathname);
    if (isScript && response.ok() && !bodies.has(response.url())) {
      bodies.set(response.url(), response.body());
    }
  };
  page.on('response', onResponse);
  await page.goto(url, { waitUntil: 'networkidle' });
  page.off('response', onResponse);
  const buffers = await Promise.all(bodies.values());
  return {
    files: buffers.length,
    rawBytes: buffers.reduce((sum, body) => sum + body.length, 0),
    gzipBytes: buffers.reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0),
  };
}

function row(route: string, fetched: Fetched, note = ''): ResultRow {
  return {
    scenario: name,
    backend: '-',
    case: `JavaScript of ${route}`,
    gzipKb: Math.round(fetched.gzipBytes / 102.4) / 10,
    note: `${fetched.files} files, ${(fetched.rawBytes / 1024).toFixed(1)} KB raw${note ? `; ${note}` : ''}`,
  };
}

export async function run(ctx: BenchContext): Promise<ResultRow[]> {
  const web = await buildWeb(ctx);
  const server = await startServer('pglite', {
    webRoot: web.root,
    browser: true,
    env: { NODE_ENV: 'development' }, // the demo accounts
  });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  try {
    const rows: ResultRow[] = [];
    const context = await browser.newContext({ baseURL: server.url });
    const page = await context.newPage();
    // Routing turns the HTTP cache off, so every route is measured as a first visit.
    await page.route('**/*', (route) => route.continue());

    for (const route of ['/', '/login']) {
      const fetched = await scriptsFetched(page, route);
      const note =
        route === '/'
          ? `target <=${LANDING_TARGET_KB} KB: ${fetched.gzipBytes <= LANDING_TARGET_KB * 1024 ? 'met' : 'missed'}`
          : '';
      rows.push(row(`${route} (signed out)`, fetched, note));
    }

    ctx.log('route-js: signing in as demo through the provider pages');
    await page.goto('/login');
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.getByLabel('Username').fill('demo');
    await page.getByLabel('Password').fill('demo');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('button', { name: 'User menu' }).waitFor();

    for (const route of ['/dashboard', '/events']) {
      const fetched = await scriptsFetched(page, route);
      const signedIn = await page.getByRole('button', { name: 'User menu' }).isVisible();
      rows.push(row(`${route} (signed in)`, fetched, signedIn ? '' : 'NOT signed in'));
    }
    await context.close();
    return rows;
  } finally {
    await browser.close();
    await server.close();
    await web.cleanup();
  }
}
