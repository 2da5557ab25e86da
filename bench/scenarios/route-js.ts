import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Page, Response } from '@playwright/test';
import { signInAsDemo, withBrowserInstance } from '../lib/browser';
import type { BenchContext, ResultRow } from '../lib/types';

/** The JavaScript each main route makes the browser fetch, gzip-compressed (zlib level 9). */
export const name = 'route-js';

/** The landing page's budget with React (docs/decisions/012-react-runtime.md). */
const LANDING_TARGET_KB = 140;

export interface Fetched {
  files: number;
  rawBytes: number;
  gzipBytes: number;
  /** Brotli at its highest quality, as the build precompresses. */
  brotliBytes: number;
}

const brotli = (body: Buffer) =>
  brotliCompressSync(body, {
    params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
  }).length;

/** Opens `url` with the HTTP cache off and sums the JavaScript fetched until the network is idle. */
export async function scriptsFetched(page: Page, url: string): Promise<Fetched> {
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
    brotliBytes: buffers.reduce((sum, body) => sum + brotli(body), 0),
  };
}

function landingNote(fetched: Fetched): string {
  const met = fetched.gzipBytes <= LANDING_TARGET_KB * 1024;
  return `target <=${LANDING_TARGET_KB} KB: ${met ? 'met' : 'missed'}`;
}

/** KiB with one decimal. */
export const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;

function row(route: string, fetched: Fetched, note = ''): ResultRow {
  return {
    scenario: name,
    backend: '-',
    case: `JavaScript of ${route}`,
    gzipKb: kb(fetched.gzipBytes),
    brotliKb: kb(fetched.brotliBytes),
    note: `${fetched.files} files, ${(fetched.rawBytes / 1024).toFixed(1)} KB raw${note ? `; ${note}` : ''}`,
  };
}

export async function run(ctx: BenchContext): Promise<ResultRow[]> {
  return withBrowserInstance(ctx, async (server, browser) => {
    const rows: ResultRow[] = [];
    const context = await browser.newContext({ baseURL: server.url });
    const page = await context.newPage();
    // Routing turns the HTTP cache off, so every route is measured as a first visit.
    await page.route('**/*', (route) => route.continue());

    for (const route of ['/', '/login']) {
      const fetched = await scriptsFetched(page, route);
      rows.push(row(`${route} (signed out)`, fetched, route === '/' ? landingNote(fetched) : ''));
    }

    ctx.log('route-js: signing in as demo through the provider pages');
    await signInAsDemo(page);

    for (const route of ['/', '/dashboard', '/events']) {
      const fetched = await scriptsFetched(page, route);
      const signedIn = await page.getByRole('button', { name: 'User menu' }).isVisible();
      const note = route === '/' ? landingNote(fetched) : '';
      rows.push(row(`${route} (signed in)`, fetched, signedIn ? note : 'NOT signed in'));
    }
    await context.close();
    return rows;
  });
}
