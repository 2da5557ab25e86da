import { execFileSync } from 'node:child_process';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from '@playwright/test';
import { VIEW_MODE_KEY } from '../../src/web/features/events/components/view-mode';
import { launchChromium } from '../lib/browser';
import { startServer } from '../lib/server';
import type { BenchContext, ResultRow } from '../lib/types';
import { buildWeb, buildWebAt, type WebBuild } from '../lib/web-build';
import { median, seedEvents, shownAt, signedInPage, type Wanted } from './events-page';
import { kb, scriptsFetched, type Fetched } from './route-js';

/**
 * Issue 22: the last Preact build and the React build side by side, in one run, served by one
 * server: the JavaScript of / and /events, first contentful paint and the first event card.
 */
export const name = 'runtime';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const RUNS = 5;
const LANDING_TARGET_KB = 140;
/** The React build's first event card may be this much later than the Preact build's. */
const CARD_MARGIN = 0.15;

const FIRST_CARD: Wanted = { selector: '[data-testid="event-card"]', count: 1, text: '\\S' };

interface Build {
  label: 'Preact' | 'React';
  web: WebBuild;
}

interface Samples {
  landingPaint: number[];
  eventsPaint: number[];
  firstCard: number[];
}

/**
 * The commit before the switch to React (the parent of the last commit that changed whether
 * package.json names @preact/preset-vite), or BENCH_RUNTIME_BASELINE.
 */
function preactCommit(): string {
  const git = (...args: string[]) =>
    execFileSync('git', args, { cwd: ROOT, encoding: 'utf8' }).trim();
  const ref =
    process.env.BENCH_RUNTIME_BASELINE ??
    `${git('log', '-1', '--format=%H', '-S', '"@preact/preset-vite"', '--', 'package.json')}^`;
  const commit = git('rev-parse', '--verify', `${ref}^{commit}`);
  if (!git('show', `${commit}:package.json`).includes('"preact"')) {
    throw new Error(`${ref} does not build on Preact (its package.json has no "preact")`);
  }
  return commit;
}

/** Turns the HTTP cache off for `page` (DevTools protocol: no request interception on the way). */
async function coldCache(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
}

/** The page's first contentful paint, in ms from navigation start. */
async function firstContentfulPaint(page: Page): Promise<number> {
  const handle = await page.waitForFunction(
    () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
    undefined,
    { polling: 'raf', timeout: 30_000 },
  );
  return (await handle.jsonValue()) as number;
}

/** A new signed-out visitor (no storage, cold cache) on `/`. */
async function signedOutPage(browser: Browser, url: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: url });
  // tsx compiles with keepNames: functions sent to the page call its __name helper.
  await context.addInitScript({ content: 'globalThis.__name = (fn) => fn;' });
  const page = await context.newPage();
  await coldCache(page);
  return page;
}

async function measureLanding(browser: Browser, url: string): Promise<number> {
  const page = await signedOutPage(browser, url);
  try {
    await page.goto('/', { waitUntil: 'commit' });
    return await firstContentfulPaint(page);
  } finally {
    await page.context().close();
  }
}

/** A fresh document of /events on the signed-in page: its first paint and first event card. */
async function measureEvents(page: Page): Promise<{ paint: number; card: number }> {
  // From about:blank, so the previous /events document cannot answer the probe.
  await page.goto('about:blank');
  await page.goto('/events', { waitUntil: 'commit' });
  const card = await shownAt(page, FIRST_CARD);
  return { paint: await firstContentfulPaint(page), card };
}

function sizeRow(build: Build, route: string, fetched: Fetched): ResultRow {
  const gzipKb = kb(fetched.gzipBytes);
  const target =
    build.label === 'React' && route.startsWith('/ ')
      ? `; target <=${LANDING_TARGET_KB} KB gzip: ${gzipKb <= LANDING_TARGET_KB ? 'met' : 'missed'}`
      : '';
  return {
    scenario: name,
    backend: '-',
    case: `JavaScript of ${route}, ${build.label}`,
    gzipKb,
    brotliKb: kb(fetched.brotliBytes),
    note: `${fetched.files} files, ${(fetched.rawBytes / 1024).toFixed(1)} KB raw${target}`,
  };
}

function timeRow(build: Build, label: string, samples: number[], note = ''): ResultRow {
  return {
    scenario: name,
    backend: '-',
    case: `${label}, ${build.label}`,
    p50Ms: Math.round(median(samples)),
    maxMs: Math.round(Math.max(...samples)),
    note: `${samples.length} runs, cold cache${note}`,
  };
}

/** How the React build's first card compares with the Preact build's, against the margin. */
function cardNote(react: number[], preact: number[]): string {
  const ratio = median(react) / median(preact) - 1;
  const met = ratio <= CARD_MARGIN ? 'met' : 'missed';
  const sign = ratio >= 0 ? '+' : '';
  return `; ${sign}${(ratio * 100).toFixed(1)} % vs Preact, target <=+${CARD_MARGIN * 100} %: ${met}`;
}

export async function run(ctx: BenchContext): Promise<ResultRow[]> {
  const baseline = preactCommit();
  const builds: Build[] = [
    { label: 'Preact', web: await buildWebAt(ctx, baseline) },
    { label: 'React', web: await buildWeb(ctx) },
  ];
  // One server for both: the build being measured is copied into the folder it serves.
  const served = await mkdtemp(path.join(tmpdir(), 'ospo-bench-served-'));
  const serve = async (build: Build) => {
    await rm(served, { recursive: true, force: true });
    await cp(build.web.root, served, { recursive: true });
  };
  await serve(builds[0]!);
  const server = await startServer('pglite', {
    webRoot: served,
    browser: true,
    env: { NODE_ENV: 'development' }, // the demo accounts
  });
  const browser = await launchChromium();
  try {
    const events = await seedEvents(server);
    ctx.log(`runtime: seeded ${events} events; signing in as demo`);
    const signedIn = await signedInPage(await browser.newContext({ baseURL: server.url }));
    await signedIn.evaluate(
      ([key, mode]) => localStorage.setItem(key!, mode!),
      [VIEW_MODE_KEY, 'cards'],
    );
    await coldCache(signedIn);

    const rows: ResultRow[] = [];
    for (const build of builds) {
      await serve(build);
      const visitor = await signedOutPage(browser, server.url);
      const landing = await scriptsFetched(visitor, '/');
      await visitor.context().close();
      const events = await scriptsFetched(signedIn, '/events');
      rows.push(sizeRow(build, '/ (signed out)', landing));
      rows.push(sizeRow(build, '/events (signed in)', events));
    }

    const samples = new Map<Build, Samples>(
      builds.map((build) => [build, { landingPaint: [], eventsPaint: [], firstCard: [] }]),
    );
    // One uncounted round first; the builds alternate which goes first.
    for (let round = 0; round <= RUNS; round++) {
      for (const build of round % 2 ? [...builds].reverse() : builds) {
        await serve(build);
        const landingPaint = await measureLanding(browser, server.url);
        const { paint, card } = await measureEvents(signedIn);
        ctx.log(
          `runtime: round ${round} ${build.label}: FCP / ${Math.round(landingPaint)} ms, ` +
            `FCP /events ${Math.round(paint)} ms, first card ${Math.round(card)} ms`,
        );
        if (round === 0) continue;
        const own = samples.get(build)!;
        own.landingPaint.push(landingPaint);
        own.eventsPaint.push(paint);
        own.firstCard.push(card);
      }
    }
    const preact = samples.get(builds[0]!)!;
    for (const build of builds) {
      const own = samples.get(build)!;
      const note = build.label === 'React' ? cardNote(own.firstCard, preact.firstCard) : '';
      rows.push(timeRow(build, 'first contentful paint, / (signed out)', own.landingPaint));
      rows.push(timeRow(build, 'first contentful paint, /events (signed in)', own.eventsPaint));
      rows.push(timeRow(build, 'first event card, /events (signed in)', own.firstCard, note));
    }
    rows.push({
      scenario: name,
      backend: '-',
      case: 'Preact build',
      note: `built from ${baseline.slice(0, 12)}`,
    });
    await signedIn.context().close();
    return rows;
  } finally {
    await browser.close();
    await server.close();
    await rm(served, { recursive: true, force: true });
    for (const build of builds) await build.web.cleanup();
  }
}
