import { loadavg } from 'node:os';
import { sql } from 'drizzle-orm';
import { users } from '../../src/server/db/schema/index';
import { eachBackend } from '../lib/backends';
import { startServer, type BenchServer } from '../lib/server';
import { accessToken } from '../lib/tokens';
import type { Backend, BenchContext, ResultRow } from '../lib/types';

/**
 * Issue 14: a calendar feed of 10,000 events (target ≤ 300 ms on PostgreSQL) and a CSV export of
 * 50,000 attendees (target ≤ 2 s end to end), each read to its last byte by a client that keeps
 * nothing, ROUNDS times; median and slowest.
 */
export const name = 'data-out';

const ROUNDS = Number(process.env.BENCH_DATA_OUT_ROUNDS ?? 5);
const EVENTS = 10_000;
const ATTENDEES = 50_000;

async function seed(server: BenchServer): Promise<void> {
  await server.db.execute(sql`
    insert into events (name, link, start_date, end_date, location, cfp_deadline, cfp_link, description)
    select 'Open Source Conf ' || n, 'https://events.example.org/' || n,
           date '2027-01-01' + n % 700, date '2027-01-03' + n % 700, 'Berlin, Germany',
           date '2026-12-01' + n % 700, 'https://events.example.org/' || n || '/cfp',
           'A description of event ' || n || ', long enough to need folding in a calendar file.'
    from generate_series(1, ${EVENTS}) n`);
  await server.db.execute(sql`
    insert into attendees (event_id, name, email, role, notes)
    select 1 + n % ${EVENTS}, 'Attendee ' || n, 'attendee' || n || '@example.org', 'attendee',
           'Notes about attendee ' || n
    from generate_series(1, ${ATTENDEES}) n`);
  await server.db.execute(sql`analyze`);
}

/** Reads the answer to its end, keeping nothing; ms to the last byte and the bytes. */
async function timeToLastByte(url: string, headers: Record<string, string>) {
  const started = performance.now();
  const response = await fetch(url, { headers: { ...headers, 'accept-encoding': 'identity' } });
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
  let bytes = 0;
  const reader = response.body!.getReader();
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    bytes += read.value.length;
  }
  return { ms: performance.now() - started, bytes };
}

async function repeat(url: string, headers: Record<string, string>) {
  const times: number[] = [];
  let bytes = 0;
  for (let round = 0; round < ROUNDS; round++) {
    const result = await timeToLastByte(url, headers);
    times.push(result.ms);
    bytes = result.bytes;
  }
  times.sort((a, b) => a - b);
  return { p50: times[Math.floor(times.length / 2)]!, max: times.at(-1)!, bytes };
}

async function benchBackend(ctx: BenchContext, backend: Backend): Promise<ResultRow[]> {
  const server = await startServer(backend);
  try {
    ctx.log(`${backend}: seeding ${EVENTS} events and ${ATTENDEES} attendees`);
    await seed(server);
    const token = await accessToken(server, { sub: 'bench-user', username: 'bench' });
    const authorization = { authorization: `Bearer ${token}` };
    const made = await fetch(`${server.url}/api/calendar-feed`, {
      method: 'POST',
      headers: authorization,
    }).then((response) => response.json() as Promise<{ url: string }>);
    const feedPath = new URL(made.url).pathname;
    const rows: ResultRow[] = [];
    const load = () => loadavg()[0]!.toFixed(1);

    const feed = await repeat(`${server.url}${feedPath}`, {});
    rows.push({
      scenario: name,
      backend,
      case: `calendar feed, ${EVENTS} events + CFP deadlines`,
      p50Ms: Math.round(feed.p50),
      maxMs: Math.round(feed.max),
      wireKb: Math.round(feed.bytes / 1024),
      note: `target ≤ 300 ms (PostgreSQL); load ${load()}`,
    });
    const csv = await repeat(`${server.url}/api/attendees/export/csv`, authorization);
    rows.push({
      scenario: name,
      backend,
      case: `attendees CSV export, ${ATTENDEES} rows`,
      p50Ms: Math.round(csv.p50),
      maxMs: Math.round(csv.max),
      wireKb: Math.round(csv.bytes / 1024),
      note: `target ≤ 2,000 ms; load ${load()}`,
    });
    await server.db.delete(users);
    return rows;
  } finally {
    await server.close();
  }
}

export async function run(ctx: BenchContext): Promise<ResultRow[]> {
  return eachBackend(ctx, name, (backend) => benchBackend(ctx, backend));
}
