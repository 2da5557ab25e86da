import { sql } from 'drizzle-orm';
import { rowsOf } from '../../src/server/lib/sql';
import { eachBackend } from '../lib/backends';
import { insertPeople } from '../lib/seed';
import { measureReads } from '../lib/read-cases';
import { startServer, type BenchServer } from '../lib/server';
import { accessToken } from '../lib/tokens';
import type { Backend, BenchContext, ResultRow } from '../lib/types';

/**
 * Issue 25: the talk library over 5,000 talks (one revision and one or two speakers each),
 * 20,000 CFP submissions of them (four per talk, on 10,000 events whose CFP deadlines run from
 * 200 days ago to 200 days ahead, so half are open) and 2,000 speakers (500 accounts, 1,500
 * external). Cases: the talks list's first page and the page of the busiest speaker (targets
 * ≤ 3 SQL statements and ≤ 20 ms of database time: EXPLAIN ANALYZE, timing off, of each
 * statement the request sent, summed; PostgreSQL only) and the submit dialog's open-CFP list
 * (HTTP p50 ≤ 50 ms). ROUNDS requests one after another per case.
 */
export const name = 'talks';

const ROUNDS = Number(process.env.BENCH_TALKS_ROUNDS ?? 20);
const EVENTS = 10_000;
const TALKS = 5_000;
const ACCOUNTS = 500;
const SPEAKERS = 2_000;
const QUERY_TARGET = 3;
const DB_TARGET_MS = 20;
const OPEN_CFP_TARGET_MS = 50;

async function seed(server: BenchServer): Promise<void> {
  const run = (statement: ReturnType<typeof sql>) => server.db.execute(statement);
  await insertPeople(server.db, ACCOUNTS);
  await run(sql`
    insert into events (name, link, start_date, end_date, location, priority, type, goal,
                        cfp_deadline, status)
    select 'Conf ' || n, 'https://events.example.org/' || n,
           current_date + (n % 400) - 170, current_date + (n % 400) - 168,
           (array['Berlin, Germany','Lisbon, Portugal','Online'])[1 + n % 3], 'medium',
           'conference', '{speaking}'::text[], current_date + (n % 400) - 200, 'planning'
    from generate_series(1, ${EVENTS}) n`);
  // Speakers 1–500 are the accounts person1…person500, the rest external.
  await run(sql`
    insert into speakers (user_id, name, email, company)
    select (select id from users where username = 'person' || n), 'Speaker ' || n,
           'speaker' || n || '@example.org', 'Company ' || (n % 50)
    from generate_series(1, ${SPEAKERS}) n`);
  await run(sql`
    insert into talks (title, abstract, level, format, duration_minutes, tags, created_by_id,
                       updated_at)
    select 'Talk ' || n || ' on maintainers', 'An abstract about funding maintainers ' || n,
           (array['beginner','intermediate','advanced'])[1 + n % 3], 'talk', 30,
           array['oss', 'tag' || (n % 40)], (select id from users where username = 'person0'),
           now() - make_interval(mins => n)
    from generate_series(1, ${TALKS}) n`);
  await run(sql`
    insert into talk_revisions (talk_id, title, abstract) select id, title, abstract from talks`);
  // Each talk's first speaker is one of the 2,000 (by id order); every third has a second.
  await run(sql`
    insert into talk_speakers (talk_id, speaker_id, position)
    select t.id, s.id, 0 from talks t
      join speakers s on s.id = (select min(id) from speakers) + t.id % ${SPEAKERS}
    union all
    select t.id, s.id, 1 from talks t
      join speakers s on s.id = (select min(id) from speakers) + (t.id * 7 + 1) % ${SPEAKERS}
    where t.id % 3 = 0 and (t.id * 7 + 1) % ${SPEAKERS} <> t.id % ${SPEAKERS}`);
  await run(sql`
    insert into cfp_submissions (event_id, title, abstract, submitter_name, status, submitter_id,
                                 talk_id, talk_revision_id)
    select (select min(id) from events) + (t.id * 4 + k * 997) % ${EVENTS}, t.title, t.abstract,
           'Person 1', (array['draft','submitted','accepted','rejected'])[1 + k],
           (select id from users where username = 'person1'), t.id,
           (select max(r.id) from talk_revisions r where r.talk_id = t.id)
    from talks t, generate_series(0, 3) k`);
  await server.db.execute(sql`vacuum analyze`);
}

async function counts(server: BenchServer): Promise<string> {
  const [row] = rowsOf<Record<string, number>>(
    await server.db.execute(sql`select
      (select count(*)::int from talks) as talks,
      (select count(*)::int from cfp_submissions) as submissions,
      (select count(*)::int from speakers) as speakers,
      (select count(*)::int from events where cfp_deadline >= current_date) as open_cfps`),
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
    const seeded = await counts(server);
    ctx.log(`${backend}: seeded in ${Math.round(performance.now() - started)} ms: ${seeded}`);
    const token = await accessToken(server, { sub: 'bench-person-1', username: 'person1' });
    const headers = { authorization: `Bearer ${token}` };
    const [busiest] = rowsOf<{ id: number }>(
      await server.db.execute(sql`
        select speaker_id as id from talk_speakers group by speaker_id
        order by count(*) desc, speaker_id limit 1`),
    );
    const target = { statements: QUERY_TARGET, databaseMs: DB_TARGET_MS };
    return await measureReads(
      ctx,
      name,
      backend,
      server,
      [
        {
          label: 'GET /api/talks?limit=12 (first page)',
          path: '/api/talks?limit=12',
          headers,
          ...target,
        },
        {
          label: 'GET /api/speakers/{id} (busiest)',
          path: `/api/speakers/${busiest!.id}`,
          headers,
          ...target,
        },
        {
          label: 'GET /api/talks/open-cfps?limit=20',
          path: '/api/talks/open-cfps?limit=20',
          headers,
          httpP50Ms: OPEN_CFP_TARGET_MS,
        },
      ],
      ROUNDS,
    );
  } finally {
    await server.close();
  }
}

export async function run(ctx: BenchContext): Promise<ResultRow[]> {
  return eachBackend(ctx, name, (backend) => benchBackend(ctx, backend));
}
