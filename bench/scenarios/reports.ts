import { writeFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import { sql } from 'drizzle-orm';
import { eachBackend } from '../lib/backends';
import { databaseMs, median, sentStatements } from '../lib/database-time';
import { startServer, type BenchServer } from '../lib/server';
import { accessToken } from '../lib/tokens';
import type { Backend, BenchContext, ResultRow } from '../lib/types';

/**
 * Issue 28: a year's report with its comparison (GET /api/reports?period=2026, converted to EUR)
 * over 10,000 events in 2025 and 2026, 50,000 CFP submissions, 10,000 trips with 60,000 cost
 * lines in three currencies (rates for every month), 2,000 trip reports, 5,000 sponsorships and
 * 20,000 attendees. Targets on PostgreSQL: p50 ≤ 300 ms end to end, ≤ 10 SQL statements.
 * BENCH_REPORTS_ROUNDS requests (20); BENCH_REPORTS_EXPLAIN=file writes EXPLAIN ANALYZE of the
 * slowest statement there (PostgreSQL).
 */
export const name = 'reports';

const ROUNDS = Number(process.env.BENCH_REPORTS_ROUNDS ?? 20);
const PATH = '/api/reports?period=2026&convertTo=EUR';
const P50_TARGET_MS = 300;
const QUERY_TARGET = 10;

async function seed(server: BenchServer) {
  const run = (query: ReturnType<typeof sql>) => server.db.execute(query);
  await run(sql`insert into users (keycloak_id, username, name, email)
    select 'bench-report-' || n, 'reporter' || n, 'Reporter ' || n, 'reporter' || n || '@example.org'
    from generate_series(1, 200) n`);
  await run(sql`insert into talks (title, abstract, tags)
    select 'Talk ' || n, 'About ' || n, array[(array['rust','cloud','data','web'])[1 + n % 4]]
    from generate_series(1, 400) n`);
  await run(sql`insert into events (name, link, start_date, end_date, location, priority, type,
      goal, cfp_deadline)
    select 'Event ' || n, 'https://events.example.org/' || n,
      date '2025-01-01' + (n % 730), date '2025-01-01' + (n % 730) + 2,
      case when n % 9 = 0 then 'Online' else 'City ' || n % 50 || ', Country ' || n % 30 end,
      (array['essential','high','medium','low','nice to have'])[1 + n % 5],
      (array['conference','meetup','webinar','workshop','hackathon'])[1 + n % 5],
      case when n % 3 = 0 then '{speaking}'::text[] else '{attending}'::text[] end,
      date '2025-01-01' + (n % 730) - 40
    from generate_series(1, 10000) n`);
  await run(sql`insert into cfp_submissions (event_id, title, abstract, submitter_name, status,
      submitter_id, talk_id)
    select e.id, 'Submission ' || n, 'Abstract', 'Reporter ' || (n % 200),
      (array['submitted','accepted','rejected','withdrawn','draft','accepted','rejected'])[1 + n % 7],
      (select min(id) from users) + n % 200,
      case when n % 4 = 0 then (select min(id) from talks) + n % 400 end
    from generate_series(1, 50000) n join events e on e.id = (select min(id) from events) + n % 10000`);
  await run(sql`insert into trips (event_id, traveller_id, role, stage)
    select (select min(id) from events) + (n * 7) % 10000, (select min(id) from users) + n % 200,
      'speaker', (array['reported','completed','booked','cancelled','draft'])[1 + n % 5]
    from generate_series(1, 10000) n`);
  await run(sql`insert into trip_lines (trip_id, position, category, currency, estimate, actual)
    select t.id, k, (array['ticket','transport','lodging','meals','visa','other'])[1 + k],
      (array['EUR','USD','GBP'])[1 + (t.id + k) % 3], 100 + (t.id * k) % 900,
      case when t.stage in ('reported', 'completed') then 90 + (t.id * k) % 1000 end
    from trips t cross join generate_series(0, 5) k`);
  await run(sql`insert into trip_reports (trip_id, summary, people_reached, leads, rating, go_again)
    select id, 'Went', 10 + id % 300, id % 20, 1 + id % 5, (array['yes','no','maybe'])[1 + id % 3]
    from trips where stage = 'reported'`);
  await run(sql`insert into sponsorships (event_id, sponsor_name, tier, amount, currency, status,
      contact_name, contact_email)
    select (select min(id) from events) + (n * 3) % 10000, 'Sponsor ' || n, 'silver', 1000 + n % 9000,
      (array['EUR','USD'])[1 + n % 2], (array['pending','confirmed','cancelled'])[1 + n % 3],
      'Contact', 'c@example.org'
    from generate_series(1, 5000) n`);
  await run(sql`insert into attendees (event_id, name, user_id)
    select (select min(id) from events) + (n * 11) % 10000, 'Attendee ' || n,
      case when n % 2 = 0 then (select min(id) from users) + n % 200 end
    from generate_series(1, 20000) n`);
  await run(sql`insert into exchange_rates (base, quote, month, rate)
    select c, 'EUR', to_char(date '2025-01-01' + make_interval(months => m), 'YYYY-MM'),
      case c when 'USD' then 0.9 else 1.17 end
    from unnest(array['USD','GBP']) c cross join generate_series(0, 23) m`);
  await run(sql`vacuum analyze`);
}

/** EXPLAIN ANALYZE of the request's slowest statement, as text (PostgreSQL only). */
async function explainSlowest(server: BenchServer, request: () => Promise<unknown>) {
  const { client, reads } = await sentStatements(server, request);
  let slowest = { ms: -1, plan: '' };
  for (const { statement, parameters } of reads) {
    const rows = await client.unsafe(
      `explain (analyze, buffers) ${statement}`,
      parameters as never[],
    );
    const plan = rows.map((row) => row['QUERY PLAN'] as string).join('\n');
    const ms = Number(/Execution Time: ([\d.]+)/.exec(plan)?.[1] ?? 0);
    if (ms > slowest.ms) slowest = { ms, plan: `${statement}\n\n${plan}` };
  }
  return slowest;
}

async function benchBackend(ctx: BenchContext, backend: Backend): Promise<ResultRow[]> {
  const server = await startServer(backend);
  try {
    const started = performance.now();
    await seed(server);
    ctx.log(`${backend}: seeded in ${Math.round(performance.now() - started)} ms`);
    const token = await accessToken(server, { sub: 'bench-reader', username: 'reader' });
    const headers = { authorization: `Bearer ${token}` };
    const once = async () => {
      const response = await fetch(`${server.url}${PATH}`, { headers });
      if (response.status !== 200) throw new Error(`${PATH}: ${response.status}`);
      return response.json();
    };
    await once();
    const queriesPerRequest = await server.queries.count(once);
    const http: number[] = [];
    const database: number[] = [];
    for (let index = 0; index < ROUNDS; index++) {
      const before = performance.now();
      await once();
      http.push(performance.now() - before);
      if (backend === 'postgres' && index < 3) database.push(await databaseMs(server, once));
    }
    const explainFile = process.env.BENCH_REPORTS_EXPLAIN;
    if (backend === 'postgres' && explainFile) {
      const slowest = await explainSlowest(server, once);
      await writeFile(explainFile, slowest.plan);
      ctx.log(`${backend}: slowest statement ${slowest.ms} ms, EXPLAIN in ${explainFile}`);
    }
    const p50 = median(http);
    const note = [
      `≤${P50_TARGET_MS} ms p50${backend === 'postgres' ? '' : ' (PostgreSQL target)'}: ${p50 <= P50_TARGET_MS ? 'met' : 'missed'}`,
      `≤${QUERY_TARGET} SQL: ${queriesPerRequest <= QUERY_TARGET ? 'met' : 'missed'}`,
      database.length ? `database p50 ${median(database).toFixed(1)} ms` : null,
      `load ${loadavg()[0]!.toFixed(1)}`,
    ];
    const row: ResultRow = {
      scenario: name,
      backend,
      case: `GET ${PATH} (2026 vs 2025)`,
      p50Ms: Math.round(p50 * 10) / 10,
      maxMs: Math.round(Math.max(...http) * 10) / 10,
      queriesPerRequest,
      note: note.filter(Boolean).join('; '),
    };
    ctx.log(`${backend}: ${row.case}: p50 ${row.p50Ms} ms; ${row.note}`);
    return [row];
  } finally {
    await server.close();
  }
}

export async function run(ctx: BenchContext): Promise<ResultRow[]> {
  return eachBackend(ctx, name, (backend) => benchBackend(ctx, backend));
}
