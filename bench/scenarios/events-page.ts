import type { Browser, BrowserContext, Page } from '@playwright/test';
import { users } from '../../src/server/db/schema/index';
import { VIEW_MODE_KEY } from '../../src/web/features/events/components/view-mode';
import { eachBackend } from '../lib/backends';
import { launchChromium, signInAsDemo } from '../lib/browser';
import { startServer, type BenchServer } from '../lib/server';
import type { Backend, BenchContext, ResultRow } from '../lib/types';
import { buildWeb } from '../lib/web-build';
import { seed } from './events';

/** The /events page in headless Chromium over 10,000 events: first page and calendar month. */
export const name = 'events-page';

const RUNS = 5;
const TARGET_MS = 1000;
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const MONTH_HEADING = new RegExp(`^(${MONTHS.join('|')}) \\d{4}$`);

/** What must be on screen; the page checks it on every animation frame. */
export interface Wanted {
  /** At least `count` visible elements matching `selector`. */
  selector: string;
  count: number;
  /** A pattern (RegExp source) the whole text of some visible element matches. */
  text: string;
  /** The text an h2 must have. */
  heading?: string;
  /** Days an /api/events… response (from/to) must have covered, with the DOM changed since. */
  days?: { from: string; to: string };
}

interface ProbeWindow {
  benchProbe(wanted: Wanted): number | null;
}

/** In every document: `benchProbe(wanted)` → performance.now() once `wanted` is shown, else null. */
export function installProbe(): void {
  let lastChange = 0;
  new MutationObserver(() => {
    lastChange = performance.now();
  }).observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
  performance.setResourceTimingBufferSize(1000);
  const visible = (element: Element) => {
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden';
  };
  const textShown = (pattern: RegExp) => {
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (parent && pattern.test(parent.textContent?.trim() ?? '') && visible(parent)) return true;
    }
    return false;
  };
  const arrivedAt = (days: { from: string; to: string }) => {
    let at: number | null = null;
    for (const entry of performance.getEntriesByType('resource') as PerformanceResourceTiming[]) {
      const url = new URL(entry.name);
      const from = url.searchParams.get('from');
      const to = url.searchParams.get('to');
      if (!url.pathname.startsWith('/api/events') || !from || !to) continue;
      if (from <= days.from && to >= days.to) at = Math.max(at ?? 0, entry.responseEnd);
    }
    return at;
  };
  (window as unknown as ProbeWindow).benchProbe = (wanted) => {
    if (!document.body) return null;
    const headings = Array.from(document.querySelectorAll('h2'), (h2) => h2.textContent?.trim());
    if (wanted.heading && !headings.includes(wanted.heading)) return null;
    if (wanted.days) {
      // The previous month stays on screen (keepPreviousData) until the new range has arrived.
      const arrived = arrivedAt(wanted.days);
      if (arrived === null || lastChange <= arrived) return null;
    }
    const shown = Array.from(document.querySelectorAll(wanted.selector)).filter(visible);
    if (shown.length < wanted.count || !textShown(new RegExp(wanted.text))) return null;
    return performance.now();
  };
}

/** The page's performance.now() at the first frame where `wanted` is shown. */
export async function shownAt(page: Page, wanted: Wanted): Promise<number> {
  const handle = await page.waitForFunction(
    (w) => (window as unknown as Partial<ProbeWindow>).benchProbe?.(w) ?? null,
    wanted,
    { polling: 'raf', timeout: 30_000 },
  );
  return (await handle.jsonValue()) as number;
}

/** A fresh document load of /events in `mode`: ms from navigation start until `wanted` is shown. */
async function loadEvents(page: Page, mode: string, wanted: Wanted): Promise<number> {
  await page.evaluate(([key, value]) => localStorage.setItem(key!, value!), [VIEW_MODE_KEY, mode]);
  // From about:blank, so the previous /events document cannot answer the probe.
  await page.goto('about:blank');
  await page.goto('/events', { waitUntil: 'commit' });
  return shownAt(page, wanted);
}

/** Clicks 'Next month' on the shown calendar: ms until that month's entries are on screen. */
async function nextMonth(page: Page): Promise<number> {
  const heading = await page.locator('h2').filter({ hasText: MONTH_HEADING }).first().textContent();
  const [monthName, year] = heading!.trim().split(' ') as [string, string];
  const next = new Date(Date.UTC(Number(year), MONTHS.indexOf(monthName) + 1, 1));
  const last = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0));
  const clickedAt = await page.getByRole('button', { name: 'Next month' }).evaluate((button) => {
    const at = performance.now();
    (button as HTMLElement).click();
    return at;
  });
  const shown = await shownAt(page, {
    selector: '[role="grid"] [data-testid="calendar-entry"]',
    count: 1,
    text: '\\d+ events this month',
    heading: `${MONTHS[next.getUTCMonth()]} ${next.getUTCFullYear()}`,
    days: { from: next.toISOString().slice(0, 10), to: last.toISOString().slice(0, 10) },
  });
  return shown - clickedAt;
}

/** JavaScript files of the current document, and how many came from the HTTP cache. */
export async function scriptsCached(page: Page): Promise<string> {
  const [cached, total] = await page.evaluate(() => {
    const scripts = (
      performance.getEntriesByType('resource') as PerformanceResourceTiming[]
    ).filter((entry) => new URL(entry.name).pathname.endsWith('.js'));
    return [scripts.filter((entry) => entry.transferSize === 0).length, scripts.length];
  });
  return `JS from HTTP cache ${cached}/${total} files`;
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

function row(backend: Backend, label: string, samples: number[], note: string): ResultRow {
  const p50Ms = Math.round(median(samples));
  const maxMs = Math.round(Math.max(...samples));
  const met = (ms: number) => (ms <= TARGET_MS ? 'met' : 'missed');
  return {
    scenario: name,
    backend,
    case: label,
    p50Ms,
    maxMs,
    note: `${samples.length} runs; target <=${TARGET_MS} ms: median ${met(p50Ms)}, max ${met(maxMs)}; ${note}`,
  };
}

const CARDS: Wanted = {
  selector: '[data-testid="event-card"]',
  count: 12,
  text: '^Showing 1 to 12 of [\\d,]+ events$',
};
const TABLE: Wanted = { ...CARDS, selector: '[data-testid="event-row"]' };
const CALENDAR: Wanted = {
  selector: '[data-testid="calendar-entry"]',
  count: 1,
  text: '\\d+ events this month',
};

/** Every case RUNS times on `page`, after one uncounted round that warms the server (and cache). */
async function measureViews(
  ctx: BenchContext,
  page: Page,
  backend: Backend,
  cache: string,
): Promise<ResultRow[]> {
  const samples = { cards: [] as number[], table: [] as number[], month: [] as number[] };
  const next: number[] = [];
  const notes = { cards: '', table: '', month: '' };
  for (let run = 0; run <= RUNS; run++) {
    const cards = await loadEvents(page, 'cards', CARDS);
    notes.cards = await scriptsCached(page);
    const table = await loadEvents(page, 'table', TABLE);
    notes.table = await scriptsCached(page);
    const month = await loadEvents(page, 'calendar', CALENDAR);
    notes.month = await scriptsCached(page);
    const nextMs = await nextMonth(page);
    if (run === 0) continue;
    samples.cards.push(cards);
    samples.table.push(table);
    samples.month.push(month);
    next.push(nextMs);
  }
  const rows = [
    row(backend, `/events first page (cards), ${cache}`, samples.cards, notes.cards),
    row(backend, `/events first page (table), ${cache}`, samples.table, notes.table),
    row(backend, `/events calendar month, ${cache}`, samples.month, notes.month),
    row(backend, `calendar next month, ${cache}`, next, 'click to entries shown'),
  ];
  for (const item of rows) {
    ctx.log(`${backend}: ${item.case} median ${item.p50Ms} ms, max ${item.maxMs} ms`);
  }
  return rows;
}

/** A signed-in demo page whose documents all carry the probe. */
export async function signedInPage(context: BrowserContext): Promise<Page> {
  // tsx compiles with keepNames: functions sent to the page call its __name helper.
  await context.addInitScript({ content: 'globalThis.__name = (fn) => fn;' });
  await context.addInitScript(installProbe);
  const page = await context.newPage();
  await signInAsDemo(page);
  return page;
}

/** The `events` seed by a bench user, vacuumed; how many events it made. */
export async function seedEvents(server: BenchServer): Promise<number> {
  const [user] = await server.db
    .insert(users)
    .values({ subject: 'bench-user', username: 'bench', name: 'Bench User' })
    .returning({ id: users.id });
  const eventIds = await seed(server, user!.id);
  await server.db.execute('vacuum analyze'); // the steady state after a bulk load, as in events
  return eventIds.length;
}

async function benchBackend(
  ctx: BenchContext,
  backend: Backend,
  webRoot: string,
  browser: Browser,
): Promise<ResultRow[]> {
  ctx.log(`${backend}: starting the app`);
  const server = await startServer(backend, {
    webRoot,
    browser: true,
    env: { NODE_ENV: 'development' }, // the demo accounts
  });
  try {
    const events = await seedEvents(server);
    ctx.log(`${backend}: seeded ${events} events; signing in as demo`);

    const context = await browser.newContext({ baseURL: server.url });
    const page = await signedInPage(context);
    // Routing turns the HTTP cache off: every visit is a first visit.
    await page.route('**/*', (route) => route.continue());
    const rows = await measureViews(ctx, page, backend, 'cache off');
    await page.unroute('**/*');
    rows.push(...(await measureViews(ctx, page, backend, 'cache on')));
    await context.close();
    return rows;
  } finally {
    await server.close();
  }
}

export async function run(ctx: BenchContext): Promise<ResultRow[]> {
  const web = await buildWeb(ctx);
  try {
    const browser = await launchChromium();
    try {
      return await eachBackend(ctx, name, (backend) =>
        benchBackend(ctx, backend, web.root, browser),
      );
    } finally {
      await browser.close();
    }
  } finally {
    await web.cleanup();
  }
}
