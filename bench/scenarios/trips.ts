import { sql } from 'drizzle-orm';
import { rowsOf } from '../../src/server/lib/sql';
import { eachBackend } from '../lib/backends';
import { insertPeople } from '../lib/seed';
import { measureReads } from '../lib/read-cases';
import { startServer, type BenchServer } from '../lib/server';
import { accessToken } from '../lib/tokens';
import type { Backend, BenchContext, ResultRow } from '../lib/types';

/**
 * Issue 27: 10,000 trips with 60,000 cost lines (six each, in two currencies) on 2,000 events,
 * travelled by 500 people; half were asked for approval (a travel_request workflow with two
 * reviewers each), a fifth of those approved, and every tenth trip has a report. Cases: `/trips`'
 * first page for an admin (every trip) and for one person (their own and those they review), and
 * the busiest event's Trips tab; targets ≤ 3 SQL statements and ≤ 20 ms of database time
 * (EXPLAIN ANALYZE, timing off, of each statement the request sent, summed; PostgreSQL only).
 */
export const name = 'trips';

const ROUNDS = Number(process.env.BENCH_TRIPS_ROUNDS ?? 20);
const EVENTS = 2_000;
const PEOPLE = 500;
const TRIPS = 10_000;
const QUERY_TARGET = 3;
const DB_TARGET_MS = 20;

async function seed(server: BenchServer): Promise<void> {
  const run = (statement: ReturnType<typeof sql>) => server.db.execute(statement);
  await insertPeople(server.db, PEOPLE);
  await run(sql`
    insert into events (name, link, start_date, end_date, location, priority, type, status)
    select 'Conf ' || n, 'https://events.example.org/' || n,
           current_date + (n % 400) - 200, current_date + (n % 400) - 198,
           (array['Berlin, Germany','Lisbon, Portugal','Online'])[1 + n % 3], 'medium',
           'conference', 'planning'
    from generate_series(1, ${EVENTS}) n`);
  await run(sql`
    insert into trips (event_id, traveller_id, role, depart_date, return_date, stage, reimbursement)
    select e.id, u.id, (array['speaker','attendee','booth_staff'])[1 + n % 3],
           e.start_date - 1, e.end_date + 1,
           case when n % 2 = 0 then 'requested' when n % 7 = 0 then 'cancelled' else 'draft' end,
           'not_claimed'
    from generate_series(1, ${TRIPS}) n
      join events e on e.id = (select min(id) from events) + (n * 7) % ${EVENTS}
      join users u on u.username = 'person' || (1 + n % ${PEOPLE})`);
  await run(sql`
    insert into trip_lines (trip_id, position, category, description, estimate, actual, currency)
    select t.id, k, (array['ticket','transport','lodging','meals','visa','other'])[1 + k],
           'Line ' || k, 100 + (t.id * 13 + k * 7) % 900, case when t.id % 5 = 0 then 120 end,
           case when k % 2 = 0 then 'EUR' else 'USD' end
    from trips t, generate_series(0, 5) k`);
  await run(sql`
    insert into approval_workflows (title, item_type, item_id, status, requester_id, metadata)
    select 'Travel ' || t.id, 'travel_request', t.event_id,
           case when t.id % 5 = 0 then 'approved' else 'pending' end, t.traveller_id,
           json_build_object('tripId', t.id)
    from trips t where t.stage = 'requested'`);
  await run(sql`
    update trips t set workflow_id = w.id from approval_workflows w
    where (w.metadata->>'tripId')::int = t.id`);
  await run(sql`
    insert into workflow_reviewers (workflow_id, reviewer_id, status)
    select w.id, u.id, 'pending' from approval_workflows w
      join users u on u.username in ('person' || (1 + (w.id * 3) % ${PEOPLE}),
                                     'person' || (1 + (w.id * 11 + 5) % ${PEOPLE}))`);
  await run(sql`
    insert into trip_reports (trip_id, summary, people_reached, leads, rating, go_again)
    select id, 'Met many maintainers', 40, 3, 4, 'yes' from trips where id % 10 = 0`);
  await run(sql`vacuum analyze`);
}

async function counts(server: BenchServer): Promise<string> {
  const [row] = rowsOf<Record<string, number>>(
    await server.db.execute(sql`select
      (select count(*)::int from trips) as trips,
      (select count(*)::int from trip_lines) as lines,
      (select count(*)::int from approval_workflows) as workflows,
      (select count(*)::int from trips where traveller_id =
        (select id from users where username = 'person1')) as person1_trips`),
  );
  return Object.entries(row!)
    .map(([key, value]) => `${key}=${value}`)
    .join(' ');
}

async function benchBackend(ctx: BenchContext, backend: Backend): Promise<ResultRow[]> {
  const server = await startServer(backend);
  try {
    ctx.log(`${backend}: seeding`);
    const started = performance.now();
    await seed(server);
    ctx.log(
      `${backend}: seeded in ${Math.round(performance.now() - started)} ms: ${await counts(server)}`,
    );
    const person = await accessToken(server, { sub: 'bench-person-1', username: 'person1' });
    const admin = await accessToken(server, {
      sub: 'bench-person-0',
      username: 'person0',
      roles: ['admin'],
    });
    const [busiest] = rowsOf<{ id: number }>(
      await server.db.execute(sql`
        select event_id as id from trips group by event_id order by count(*) desc, event_id limit 1`),
    );
    const as = (token: string) => ({ authorization: `Bearer ${token}` });
    const target = { statements: QUERY_TARGET, databaseMs: DB_TARGET_MS };
    const cases = [
      {
        label: 'GET /api/trips?limit=25 (admin: every trip)',
        path: '/api/trips?limit=25',
        headers: as(admin),
        ...target,
      },
      {
        label: 'GET /api/trips?limit=25 (a person)',
        path: '/api/trips?limit=25',
        headers: as(person),
        ...target,
      },
      {
        label: "GET /api/trips?eventId= (an event's Trips tab)",
        path: `/api/trips?eventId=${busiest!.id}&limit=25`,
        headers: as(admin),
        ...target,
      },
    ];
    return await measureReads(ctx, name, backend, server, cases, ROUNDS);
  } finally {
    await server.close();
  }
}

export async function run(ctx: BenchContext): Promise<ResultRow[]> {
  return eachBackend(ctx, name, (backend) => benchBackend(ctx, backend));
}
