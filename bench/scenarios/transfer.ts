import { request } from 'node:http';
import type { Browser, Page } from '@playwright/test';
import { users } from '../../src/server/db/schema/index';
import { signInAsDemo, withBrowserInstance } from '../lib/browser';
import type { BenchServer } from '../lib/server';
import { accessToken } from '../lib/tokens';
import type { BenchContext, ResultRow } from '../lib/types';
import { seed } from './events';

/** Bytes on the wire, uncompressed (Accept-Encoding: identity) against compressed, same run. */
export const name = 'transfer';

/** What Chromium sends; the API page is fetched with it too. */
const BROWSER_ENCODINGS = 'gzip, deflate, br, zstd';
const PAGE_TYPES = new Set(['Document', 'Script', 'Stylesheet']);
const API_RUNS = 20;

type Mode = 'before' | 'after';

interface Received {
  bytes: number;
  responses: number;
  /** Content-Encoding → number of responses (identity when none). */
  encodings: Map<string, number>;
}

/**
 * Bytes Chromium received (headers included, CDP's encodedDataLength) for the documents,
 * scripts and style sheets loaded while `action` ran, frames included, from an empty HTTP cache.
 */
async function received(page: Page, mode: Mode, action: () => Promise<void>): Promise<Received> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  // A first visit: nothing cached, but what the page fetches twice (the silent sign-in frame
  // loads the same chunks) comes from the cache as it would.
  await cdp.send('Network.clearBrowserCache');
  if (mode === 'before') {
    await cdp.send('Network.setExtraHTTPHeaders', { headers: { 'Accept-Encoding': 'identity' } });
  }
  const encodingOf = new Map<string, string>();
  const result: Received = { bytes: 0, responses: 0, encodings: new Map() };
  cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
    if (!PAGE_TYPES.has(type) || response.fromDiskCache) return;
    const header = Object.entries(response.headers).find(
      ([key]) => key.toLowerCase() === 'content-encoding',
    );
    encodingOf.set(requestId, header ? String(header[1]) : 'identity');
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const encoding = encodingOf.get(requestId);
    if (encoding === undefined) return;
    result.bytes += encodedDataLength;
    result.responses += 1;
    result.encodings.set(encoding, (result.encodings.get(encoding) ?? 0) + 1);
  });
  await action();
  await cdp.detach();
  return result;
}

/** GET path's raw (still encoded) body size and time, with the given Accept-Encoding. */
function fetchRaw(server: BenchServer, path: string, encoding: string, token: string) {
  const { port } = new URL(server.url);
  const started = performance.now();
  return new Promise<{ bytes: number; encoding: string; ms: number }>((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path,
        headers: { authorization: `Bearer ${token}`, 'accept-encoding': encoding },
      },
      (response) => {
        let bytes = 0;
        response.on('data', (chunk: Buffer) => (bytes += chunk.length));
        response.on('end', () =>
          resolve({
            bytes,
            encoding: String(response.headers['content-encoding'] ?? 'identity'),
            ms: performance.now() - started,
          }),
        );
        response.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end();
  });
}

const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;
const describe = (encodings: Map<string, number>) =>
  [...encodings].map(([encoding, count]) => `${encoding} ×${count}`).join(', ');

function rowPair(label: string, before: Received, after: Received): ResultRow[] {
  const saved = Math.round((1 - after.bytes / before.bytes) * 100);
  return [
    {
      scenario: name,
      backend: '-',
      case: `${label}, before (identity)`,
      wireKb: kb(before.bytes),
      note: `${before.responses} responses: ${describe(before.encodings)}`,
    },
    {
      scenario: name,
      backend: '-',
      case: `${label}, after (${BROWSER_ENCODINGS})`,
      wireKb: kb(after.bytes),
      note: `${after.responses} responses: ${describe(after.encodings)}; ${saved} % less`,
    },
  ];
}

/** The pages in one browser context: `/` signed out, the provider's sign-in page, `/events`. */
async function pages(browser: Browser, server: BenchServer, mode: Mode) {
  const context = await browser.newContext({ baseURL: server.url });
  const page = await context.newPage();
  try {
    const landing = await received(page, mode, async () => {
      await page.goto('/', { waitUntil: 'networkidle' });
    });
    await page.goto('/login', { waitUntil: 'networkidle' });
    const signIn = await received(page, mode, async () => {
      await page.getByRole('button', { name: 'Log In' }).click();
      await page.getByLabel('Username').waitFor();
      await page.waitForLoadState('networkidle');
    });
    await signInAsDemo(page);
    const events = await received(page, mode, async () => {
      await page.goto('/events', { waitUntil: 'networkidle' });
      await page.getByText(/^Showing 1 to \d+ of \d+ events$/).waitFor();
    });
    return { landing, signIn, events };
  } finally {
    await context.close();
  }
}

async function apiPage(ctx: BenchContext, server: BenchServer): Promise<ResultRow[]> {
  const token = await accessToken(server, { sub: 'bench-transfer', username: 'bench' });
  const path = '/api/events?limit=100&sort=name';
  const runs: Record<Mode, { bytes: number; encoding: string; ms: number }[]> = {
    before: [],
    after: [],
  };
  await fetchRaw(server, path, BROWSER_ENCODINGS, token); // warm-up: the user row, plans
  for (let i = 0; i < API_RUNS; i += 1) {
    runs.before.push(await fetchRaw(server, path, 'identity', token));
    runs.after.push(await fetchRaw(server, path, BROWSER_ENCODINGS, token));
  }
  const median = (values: number[]) => values.sort((a, b) => a - b)[values.length >> 1]!;
  const [before, after] = [runs.before, runs.after].map((list) => ({
    bytes: list[0]!.bytes,
    encoding: list[0]!.encoding,
    p50Ms: median(list.map((run) => run.ms)),
  }));
  ctx.log(`transfer: API page ${before!.bytes} → ${after!.bytes} bytes (${after!.encoding})`);
  const saved = Math.round((1 - after!.bytes / before!.bytes) * 100);
  const label = `GET ${path} (body)`;
  return [
    {
      scenario: name,
      backend: 'pglite',
      case: `${label}, before (identity)`,
      wireKb: kb(before!.bytes),
      p50Ms: before!.p50Ms,
      note: `${API_RUNS} sequential requests`,
    },
    {
      scenario: name,
      backend: 'pglite',
      case: `${label}, after (${BROWSER_ENCODINGS})`,
      wireKb: kb(after!.bytes),
      p50Ms: after!.p50Ms,
      note: `Content-Encoding ${after!.encoding}; ${saved} % less`,
    },
  ];
}

export async function run(ctx: BenchContext): Promise<ResultRow[]> {
  return withBrowserInstance(ctx, async (server, browser) => {
    const [user] = await server.db
      .insert(users)
      .values({ subject: 'bench-seed', username: 'seed', name: 'Seed User' })
      .returning({ id: users.id });
    const eventIds = await seed(server, user!.id);
    ctx.log(`transfer: seeded ${eventIds.length} events`);

    const before = await pages(browser, server, 'before');
    const after = await pages(browser, server, 'after');
    return [
      ...rowPair('`/` signed out: document, JS, CSS', before.landing, after.landing),
      ...rowPair('provider sign-in page (from Log In)', before.signIn, after.signIn),
      ...rowPair('`/events` signed in: document, JS, CSS', before.events, after.events),
      ...(await apiPage(ctx, server)),
    ];
  });
}
