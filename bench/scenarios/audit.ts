import { loadavg } from 'node:os';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../src/server/lib/sql';
import { eachBackend } from '../lib/backends';
import { startServer, type BenchServer } from '../lib/server';
import { accessToken } from '../lib/tokens';
import type { Backend, BenchContext, ResultRow } from '../lib/types';

/**
 * Issue 16: the audit log with 1,000,000 rows; the first page with a person filter within
 * 100 ms on PostgreSQL. Rows are spread over 50 people, 10 record types and a year; each case is
 * read ROUNDS times one after another, median and slowest. BENCH_AUDIT_EXPLAIN=1 prints the
 * plans (EXPLAIN ANALYZE) of the person-filtered page's statement.
 */
export const name = 'audit';

const ROUNDS = Number(process.env.BENCH_AUDIT_ROUNDS ?? 20);
const ROWS = Number(process.env.BENCH_AUDIT_ROWS ?? 1_000_000);
const PEOPLE = 50;
const TYPES = [
  'events',
  'cfp_submissions',
  'attendees',
  'sponsorships',
  'assets',
  'stakeholders',
  'approval_workflows',
  'workflow_reviewers',
  'users',
  'api_tokens',
];

async function seed(server: BenchServer): Promise<void> {
  await server.db.execute(sql`
    insert into users (keycloak_id, username, name, email)
    select 'bench-person-' || n, 'person' || n, 'Person ' || n, 'person' || n || '@example.org'
    from generate_series(1, ${PEOPLE}) n`);
  const types = `{${TYPES.join(',')}}`;
  await server.db.execute(sql`
    insert into audit_log (at, actor_id, action, record_type, record_id, event_id, label, changes)
    select now() - make_interval(secs => n * 31.5),
           (select min(id) from users) + n % ${PEOPLE},
           (array['create','update','delete'])[1 + n % 3],
           (${types}::text[])[1 + n % ${TYPES.length}],
           1 + n % 20000,
           1 + n % 5000,
           'Record ' || n % 20000,
           jsonb_build_object('name', jsonb_build_object('from', 'Old ' || n, 'to', 'New ' || n))
    from generate_series(1, ${ROWS}) n`);
  await server.db.execute(sql`vacuum analyze audit_log`);
  await server.db.execute(sql`analyze users`);
}

async function timed(url: string, headers: Record<string, string>) {
  const times: number[] = [];
  let total = '';
  for (let round = 0; round < ROUNDS; round++) {
    const started = performance.now();
    const response = await fetch(url, { headers });
    if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
    await response.arrayBuffer();
    times.push(performance.now() - started);
    total = response.headers.get('x-total-count') ?? '';
  }
  times.sort((a, b) => a - b);
  return { p50: times[Math.floor(times.length / 2)]!, max: times.at(-1)!, total };
}

/** The plan of the statement GET /api/audit?person= runs (its page and its count). */
async function explain(server: BenchServer, person: number): Promise<string> {
  const result = await server.db.execute(sql`
    explain (analyze, buffers, costs off)
    select a.id, a.at, a.actor_id, coalesce(u.name, u.username), a.action, a.record_type,
           a.record_id, a.event_id, a.parent_id, a.label, a.changes,
           (select count(*) from audit_log where actor_id = ${person}) as total
    from audit_log a left join users u on u.id = a.actor_id
    where a.actor_id = ${person}
    order by a.at desc, a.id desc
    limit 50`);
  return rowsOf<{ 'QUERY PLAN': string }>(result)
    .map((row) => row['QUERY PLAN'])
    .join('\n');
}

async function benchBackend(ctx: BenchContext, backend: Backend): Promise<ResultRow[]> {
  const server = await startServer(backend);
  try {
    ctx.log(`${backend}: seeding ${ROWS} audit rows`);
    const seeded = performance.now();
    await seed(server);
    ctx.log(`${backend}: seeded in ${Math.round(performance.now() - seeded)} ms`);
    const token = await accessToken(server, {
      sub: 'bench-admin',
      username: 'bench-admin',
      roles: ['user', 'admin'],
    });
    const authorization = { authorization: `Bearer ${token}` };
    // The first request makes the account; the built-in provider's roles are read from its row.
    await fetch(`${server.url}/api/users/me`, { headers: authorization });
    await server.db.execute(
      sql`update users set realm_roles = '{user,admin}' where keycloak_id = 'bench-admin'`,
    );
    const [person] = rowsOf<{ id: number }>(
      await server.db.execute(sql`select min(id) + 7 as id from users`),
    );
    if (process.env.BENCH_AUDIT_EXPLAIN) ctx.log(`plan:\n${await explain(server, person!.id)}`);

    const cases = [
      [`/api/audit?person=${person!.id}`, 'first page, person filter'],
      [`/api/audit?person=${person!.id}&offset=5000`, 'page at offset 5,000, person filter'],
      ['/api/audit', 'first page, no filter'],
      ['/api/audit?type=sponsorships', 'first page, record type filter'],
      [
        `/api/audit?person=${person!.id}&type=workflow_reviewers&from=2026-01-01&to=2026-06-30`,
        'first page, person + type + dates',
      ],
    ] as const;
    const rows: ResultRow[] = [];
    for (const [path, label] of cases) {
      const result = await timed(`${server.url}${path}`, authorization);
      rows.push({
        scenario: name,
        backend,
        case: `GET ${path.replace(String(person!.id), 'P')} (${label}, ${ROWS.toLocaleString('en')} rows)`,
        p50Ms: Math.round(result.p50),
        maxMs: Math.round(result.max),
        note: `total ${result.total}; target ≤ 100 ms (person filter, PostgreSQL); load ${loadavg()[0]!.toFixed(1)}`,
      });
    }
    return rows;
  } finally {
    await server.close();
  }
}

export async function run(ctx: BenchContext): Promise<ResultRow[]> {
  return eachBackend(ctx, name, (backend) => benchBackend(ctx, backend));
}
