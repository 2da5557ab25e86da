import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadavg } from 'node:os';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../../src/server/config';
import { systemClock } from '../../src/server/lib/clock';
import { rowsOf } from '../../src/server/lib/sql';
import { DEFAULT_FETCH_LIMITS } from '../../src/server/features/discovery/source-fetch';
import { syncFromSource } from '../../src/server/features/discovery/sync';
import { eachBackend } from '../lib/backends';
import { measureReads } from '../lib/read-cases';
import { startServer, type BenchServer } from '../lib/server';
import { accessToken } from '../lib/tokens';
import type { Backend, BenchContext, ResultRow } from '../lib/types';

/**
 * Issue 26: the discovery sync of 5,000 conferences (10 topics, the current and next year, one in
 * ten listed under two topics) from a source on 127.0.0.1, target ≤ 2 s on PostgreSQL: the first
 * sync (all new), a day's changes (500 changed, 100 gone, 100 new) and a sync the source answers
 * with 304 only. Then over those conferences, 10,000 events (a tenth at a conference's link, many
 * on a conference's dates) and 300 dismissed for the person asking: the Discover list's first
 * page and a filtered one (target ≤ 3 SQL statements; database time, EXPLAIN ANALYZE with timing
 * off of each statement, summed, PostgreSQL only); BENCH_DISCOVER_ROUNDS requests per case (20).
 */
export const name = 'discover';

const ROUNDS = Number(process.env.BENCH_DISCOVER_ROUNDS ?? 20);
const CONFERENCES = 5_000;
const EVENTS = 10_000;
const TOPICS = [
  'javascript',
  'rust',
  'python',
  'golang',
  'devops',
  'data',
  'security',
  'ux',
  'java',
  'php',
];
const SYNC_TARGET_MS = 2_000;
const QUERY_TARGET = 3;

const DAY_MS = 86_400_000;
const day = (offset: number) => new Date(Date.now() + offset * DAY_MS).toISOString().slice(0, 10);

/** Conference n as confs.tech lists it; `edition` changes the CFP deadline of some. */
function entry(n: number, edition: number) {
  const start = ((n * 7) % 700) - 300;
  return {
    name: `Conference ${n}`,
    url: `https://conf${n}.example.org/`,
    startDate: day(start),
    endDate: day(start + (n % 3)),
    city: n % 5 === 0 ? undefined : `City ${n % 40}`,
    country: n % 5 === 0 ? undefined : `Country ${n % 25}`,
    online: n % 5 === 0 || n % 7 === 0,
    locales: n % 4 === 0 ? 'EN,DE' : 'EN',
    cfpUrl: n % 10 < 6 ? `https://conf${n}.example.org/cfp` : undefined,
    cfpEndDate: n % 10 < 6 ? day(start - 30 - (n % 60) - (n % 10 === 0 ? edition : 0)) : undefined,
    twitter: `@conf${n}`,
  };
}

/** The source's files for conferences `from` ≤ n < `to`: each under its topic, a tenth under two. */
function sourceFiles(from: number, to: number, edition: number): Map<string, string> {
  const byFile = new Map<string, unknown[]>();
  const add = (path: string, value: unknown) =>
    byFile.set(path, [...(byFile.get(path) ?? []), value]);
  for (let n = from; n < to; n++) {
    const conference = entry(n, edition);
    const year = conference.startDate.slice(0, 4);
    add(`/conferences/${year}/${TOPICS[n % TOPICS.length]}.json`, conference);
    if (n % 10 === 3)
      add(`/conferences/${year}/${TOPICS[(n + 1) % TOPICS.length]}.json`, conference);
  }
  return new Map([...byFile].map(([path, list]) => [path, JSON.stringify(list)]));
}

/** A static-file source on 127.0.0.1: an ETag per content, 304 when it matches. */
class Source {
  private files = new Map<string, string>();
  private server = http.createServer((request, response) => {
    const path = (request.url ?? '').replace(/^\/data/, '');
    const text = this.files.get(path);
    if (text === undefined) return void response.writeHead(404).end();
    const etag = `"${text.length}-${hash(text)}"`;
    if (request.headers['if-none-match'] === etag) return void response.writeHead(304).end();
    response.writeHead(200, { etag, 'content-type': 'application/json' }).end(text);
  });
  url = '';

  async start() {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/data`;
  }

  serve(files: Map<string, string>) {
    this.files = files;
  }

  async stop() {
    this.server.closeAllConnections();
    await new Promise((resolve) => this.server.close(resolve));
  }
}

function hash(text: string): number {
  let value = 0;
  for (let index = 0; index < text.length; index += 97)
    value = (value * 31 + text.charCodeAt(index)) | 0;
  return value >>> 0;
}

async function timedSync(server: BenchServer, source: Source) {
  const discovery = loadConfig({
    DISCOVERY_SOURCE_URL: source.url,
    DISCOVERY_ALLOW_PRIVATE: '1',
    DISCOVERY_TOPICS: TOPICS.join(','),
  }).discovery;
  const started = performance.now();
  const sync = await syncFromSource({
    db: server.db,
    clock: systemClock,
    discovery,
    limits: DEFAULT_FETCH_LIMITS,
  });
  if (sync.error) throw new Error(`sync failed: ${sync.error}`);
  return { ms: performance.now() - started, sync };
}

/** 10,000 events: every tenth at a conference's link, the rest on the dates of one. */
async function seedEvents(server: BenchServer) {
  await server.db.execute(sql`
    insert into events (name, link, start_date, end_date, location, priority, type, goal)
    select case when n % 10 = 0 then 'Our trip ' || n
                when n % 3 = 0 then d.name || ' ed' else d.name || ' edition' end,
           case when n % 10 = 0 then 'https://www.conf' || (n % ${CONFERENCES}) || '.example.org'
                else 'https://events.example.org/' || n end,
           d.start_date, d.end_date, 'Berlin, Germany', 'medium', 'conference', '{attending}'
    from generate_series(1, ${EVENTS}) n
    join discovered_conferences d on d.name = 'Conference ' || (n % ${CONFERENCES})`);
}

async function seedMarks(server: BenchServer, userId: number) {
  await server.db.execute(sql`
    insert into discovery_marks (user_id, conference_id, mark)
    select ${userId}, id, case when id % 3 = 0 then 'interested' else 'dismissed' end
    from discovered_conferences where id % 11 = 0 limit 450`);
  await server.db.execute(sql`vacuum analyze`);
}

async function syncRows(backend: Backend, server: BenchServer, source: Source, ctx: BenchContext) {
  const rows: ResultRow[] = [];
  const record = (label: string, ms: number, note: string) => {
    const met = ms <= SYNC_TARGET_MS ? 'met' : 'missed';
    rows.push({
      scenario: name,
      backend,
      case: label,
      durationMs: Math.round(ms),
      note: `${note}; ≤${SYNC_TARGET_MS} ms${backend === 'postgres' ? '' : ' (PostgreSQL target)'}: ${met}; load ${loadavg()[0]!.toFixed(1)}`,
    });
    ctx.log(`${backend}: ${label}: ${Math.round(ms)} ms, ${note}`);
  };
  source.serve(sourceFiles(0, CONFERENCES, 0));
  const first = await timedSync(server, source);
  record(
    'sync, first (5,000 new)',
    first.ms,
    `read ${first.sync.entriesRead}, added ${first.sync.added}`,
  );
  source.serve(sourceFiles(100, CONFERENCES + 100, 1));
  const daily = await timedSync(server, source);
  record(
    'sync, a day of changes',
    daily.ms,
    `added ${daily.sync.added}, changed ${daily.sync.changed}, gone ${daily.sync.gone}`,
  );
  const unchanged = await timedSync(server, source);
  record('sync, source unchanged (304)', unchanged.ms, `changed ${unchanged.sync.changed}`);
  return rows;
}

async function benchBackend(ctx: BenchContext, backend: Backend): Promise<ResultRow[]> {
  const server = await startServer(backend);
  const source = new Source();
  await source.start();
  try {
    const rows = await syncRows(backend, server, source, ctx);
    await seedEvents(server);
    const token = await accessToken(server, { sub: 'bench-discover', username: 'discoverer' });
    const headers = { authorization: `Bearer ${token}` };
    await fetch(`${server.url}/api/discover`, { headers }); // the first request writes the user
    const [user] = rowsOf<{ id: number }>(
      await server.db.execute(sql`select id from users where username = 'discoverer'`),
    );
    await seedMarks(server, user!.id);
    const cases = [
      ['GET /api/discover?limit=25 (first page)', '/api/discover?limit=25'],
      [
        'GET /api/discover?topic=rust&closingWithinDays=60',
        '/api/discover?limit=25&topic=rust&closingWithinDays=60',
      ],
    ] as const;
    const reads = cases.map(([label, path]) => ({
      label,
      path,
      headers,
      statements: QUERY_TARGET,
    }));
    rows.push(...(await measureReads(ctx, name, backend, server, reads, ROUNDS)));
    return rows;
  } finally {
    await source.stop();
    await server.close();
  }
}

export async function run(ctx: BenchContext): Promise<ResultRow[]> {
  return eachBackend(ctx, name, (backend) => benchBackend(ctx, backend));
}
