import { loadavg } from 'node:os';
import { sql } from 'drizzle-orm';
import { weekScope, weekStatement } from '../../src/server/features/dashboard/my-week.service';
import { WEEK_LINE_KINDS } from '../../src/server/features/dashboard/my-week-kinds';
import { rowsOf } from '../../src/server/lib/sql';
import { eachBackend } from '../lib/backends';
import { insertPeople } from '../lib/seed';
import { startServer, type BenchServer } from '../lib/server';
import { accessToken } from '../lib/tokens';
import type { Backend, BenchContext, ResultRow } from '../lib/types';

/**
 * Issue 24: My week (GET /api/me/week) over 10,000 events, 50,000 CFP submissions, 50,000
 * attendees and 2,000 approval workflows (3 reviewers each), as of 2026-09-01 (the events span
 * 2026-01-01 to 2027-12-01). Two people: the owner, who created every event (follows all
 * 10,000: the most lines and the largest followed set), and one of 50 colleagues (a fiftieth of
 * the submissions, attendances and workflows). Per case: SQL statements per request (target
 * ≤ 5), HTTP time (median and slowest of ROUNDS requests one after another), and the database's
 * own time for the one statement (EXPLAIN ANALYZE, timing off: planning + execution, median and
 * slowest; target p50 ≤ 30 ms on PostgreSQL) and its round trip from Node. BENCH_WEEK_EXPLAIN=1
 * prints the owner's plan.
 */
export const name = 'week';

const ROUNDS = Number(process.env.BENCH_WEEK_ROUNDS ?? 20);
const EVENTS = 10_000;
const PEOPLE = 50;
const TODAY = '2026-09-01';
const DB_TARGET_MS = 30;
const QUERY_TARGET = 5;

async function seed(server: BenchServer): Promise<void> {
  const run = (statement: ReturnType<typeof sql>) => server.db.execute(statement);
  await insertPeople(server.db, PEOPLE);
  // person0 is the owner: the creator of every event.
  await run(sql`
    insert into events (name, link, start_date, end_date, location, priority, type, goal,
                        cfp_deadline, status, created_by_id)
    select 'Conf ' || n, 'https://events.example.org/' || n,
           date '2026-01-01' + (n % 700), date '2026-01-01' + (n % 700) + 2,
           (array['Berlin, Germany','Lisbon, Portugal','Online'])[1 + n % 3],
           (array['low','medium','high','essential'])[1 + n % 4],
           (array['conference','meetup','workshop'])[1 + n % 3],
           case when n % 2 = 0 then '{speaking,attending}'::text[] else '{attending}'::text[] end,
           date '2026-01-01' + (n % 700) - 30,
           (array['planning','confirmed','completed','cancelled'])[1 + n % 4],
           (select id from users where username = 'person0')
    from generate_series(1, ${EVENTS}) n`);
  // 50,000 submissions over the 8,000 events whose id is not a multiple of 5 (6 or 7 each);
  // the other 2,000 have none, so both CFP lists have lines.
  await run(sql`
    insert into cfp_submissions (event_id, title, abstract, submitter_name, status, submitter_id)
    select (m / 4) * 5 + m % 4 + 1, 'Talk ' || n, 'An abstract about maintainers.',
           'Person ' || (1 + n % ${PEOPLE}),
           (array['draft','submitted','accepted','rejected','withdrawn'])[1 + (n / 8000) % 5],
           (select id from users where username = 'person' || (1 + n % ${PEOPLE}))
    from generate_series(0, 49999) n, lateral (select n % 8000 as m) s`);
  await run(sql`
    insert into attendees (event_id, name, email, user_id)
    select e.id, 'Attendee ' || k, 'person' || (1 + (e.id * 5 + k) % ${PEOPLE}) || '@example.org',
           case when k % 2 = 0
                then (select id from users where username = 'person' || (1 + (e.id * 5 + k) % ${PEOPLE})) end
    from events e, generate_series(1, 5) k`);
  await run(sql`
    insert into approval_workflows (title, item_type, item_id, priority, status, due_date,
                                    requester_id, created_at)
    select 'Request ' || n, 'travel_request', 1 + n * 5, 'medium',
           (array['pending','pending','approved','rejected','changes_requested'])[1 + n % 5],
           date '2026-08-01' + (n % 90),
           (select id from users where username = 'person' || (1 + n % ${PEOPLE})),
           timestamptz '2026-06-01' + make_interval(hours => n)
    from generate_series(1, 2000) n`);
  await run(sql`
    insert into workflow_reviewers (workflow_id, reviewer_id, status)
    select w.id, (select id from users where username = 'person' || (1 + (w.id + r) % ${PEOPLE})),
           case when w.status = 'pending' then (array['pending','approved','pending'])[r]
                when w.status = 'approved' then 'approved'
                else (array['rejected','approved','pending'])[r] end
    from approval_workflows w, generate_series(1, 3) r
    where (w.id + r) % ${PEOPLE} <> (w.id) % ${PEOPLE}`);
  await server.db.execute(sql`vacuum analyze`);
}

async function counts(server: BenchServer): Promise<string> {
  const [row] = rowsOf<Record<string, number>>(
    await server.db.execute(sql`select
      (select count(*)::int from events) as events,
      (select count(*)::int from cfp_submissions) as submissions,
      (select count(*)::int from attendees) as attendees,
      (select count(*)::int from approval_workflows) as workflows,
      (select count(*)::int from workflow_reviewers) as reviewers`),
  );
  return Object.entries(row!)
    .map(([key, value]) => `${key}=${value}`)
    .join(' ');
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;

/**
 * The database's own time for My week's statement: planning + execution as EXPLAIN ANALYZE
 * reports them with per-node timing off (its clock reads would add to what they measure),
 * ROUNDS times; and the statement's round trip from Node (database time plus the loopback).
 */
async function databaseTimes(server: BenchServer, userId: number, explain: boolean) {
  const statement = weekStatement(WEEK_LINE_KINDS, weekScope(userId, TODAY).scope);
  const times: number[] = [];
  const trips: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const before = performance.now();
    await server.db.execute(statement);
    trips.push(performance.now() - before);
    const [row] = rowsOf<{ 'QUERY PLAN': unknown }>(
      await server.db.execute(sql`explain (analyze, timing off, format json) ${statement}`),
    );
    const plan = row!['QUERY PLAN'];
    const [result] = (typeof plan === 'string' ? JSON.parse(plan) : plan) as {
      'Planning Time': number;
      'Execution Time': number;
    }[];
    times.push(result!['Planning Time'] + result!['Execution Time']);
  }
  if (explain) {
    const text = rowsOf<{ 'QUERY PLAN': string }>(
      await server.db.execute(sql`explain (analyze, buffers, costs off) ${statement}`),
    );
    console.error(text.map((line) => line['QUERY PLAN']).join('\n'));
  }
  return { p50: median(times), max: Math.max(...times), trip: median(trips) };
}

async function benchBackend(ctx: BenchContext, backend: Backend): Promise<ResultRow[]> {
  const server = await startServer(backend);
  try {
    ctx.log(`${backend}: seeding`);
    const started = performance.now();
    await seed(server);
    const seeded = await counts(server);
    ctx.log(`${backend}: seeded in ${Math.round(performance.now() - started)} ms: ${seeded}`);
    const rows: ResultRow[] = [];
    for (const [username, label] of [
      ['person0', 'owner of all 10,000 events'],
      ['person7', 'one of 50 colleagues'],
    ] as const) {
      const token = await accessToken(server, {
        sub: `bench-person-${username.slice(6)}`,
        username,
      });
      const headers = { authorization: `Bearer ${token}` };
      const url = `${server.url}/api/me/week?today=${TODAY}`;
      const once = async () => {
        const response = await fetch(url, { headers });
        if (response.status !== 200) throw new Error(`${url}: ${response.status}`);
        return (await response.json()) as { sections: { kind: string; total: number }[] };
      };
      const week = await once(); // warm: the users row, plans
      const queriesPerRequest = await server.queries.count(once);
      const http: number[] = [];
      for (let round = 0; round < ROUNDS; round++) {
        const before = performance.now();
        await once();
        http.push(performance.now() - before);
      }
      const [user] = rowsOf<{ id: number }>(
        await server.db.execute(sql`select id from users where username = ${username}`),
      );
      const database = await databaseTimes(
        server,
        user!.id,
        Boolean(process.env.BENCH_WEEK_EXPLAIN) && username === 'person0',
      );
      const totals = week.sections.map((section) => section.total).join('/');
      rows.push({
        scenario: name,
        backend,
        case: `GET /api/me/week (${label})`,
        p50Ms: Math.round(median(http) * 10) / 10,
        maxMs: Math.round(Math.max(...http) * 10) / 10,
        queriesPerRequest,
        note: [
          `database p50 ${database.p50.toFixed(1)} ms, max ${database.max.toFixed(1)} ms`,
          `statement round trip p50 ${database.trip.toFixed(1)} ms`,
          `lines per list ${totals}`,
          `target ≤${QUERY_TARGET} SQL: ${queriesPerRequest <= QUERY_TARGET ? 'met' : 'missed'}`,
          `≤${DB_TARGET_MS} ms database p50: ${database.p50 <= DB_TARGET_MS ? 'met' : 'missed'}`,
          `load ${loadavg()[0]!.toFixed(1)}`,
        ].join('; '),
      });
      ctx.log(`${backend}: ${label}: ${rows.at(-1)!.note}`);
    }
    ctx.log(`${backend}: ${seeded}`);
    return rows;
  } finally {
    await server.close();
  }
}

export async function run(ctx: BenchContext): Promise<ResultRow[]> {
  return eachBackend(ctx, name, (backend) => benchBackend(ctx, backend));
}
