import { sql } from 'drizzle-orm';
import { users } from '../../src/server/db/schema/index';
import { eachBackend } from '../lib/backends';
import { cpuPerRequest, cpuSnapshot } from '../lib/cpu';
import { measure } from '../lib/load';
import { startServer, type BenchServer } from '../lib/server';
import { accessToken } from '../lib/tokens';
import type { Backend, BenchContext, ResultRow } from '../lib/types';
import { seed } from './events';

/**
 * Issue 15: the record lists page in the database. Over the events instance (10,000 events with
 * 50,000 attendees, 30,000 CFP submissions and 10,000 assets, plus seedOtherLists' sponsorships,
 * stakeholders and approval workflows), a page of each list with its
 * X-Total-Count: latency, throughput and the SQL statements one request runs (target ≤ 3).
 * `seedLists` and `LIST_CASES` are exported for scenarios that measure the same instance in a
 * browser.
 */
export const name = 'lists';

const QUERY_TARGET = 3;

export interface ListCase {
  label: string;
  path: string;
  /** The X-Total-Count the seeded instance must answer (checks the page is the real one). */
  total: number;
}

export const LIST_CASES: ListCase[] = [
  { label: 'GET /api/attendees (first page)', path: '/api/attendees', total: 50_000 },
  {
    label: 'GET /api/attendees?sort=name&limit=25',
    path: '/api/attendees?sort=name&limit=25',
    total: 50_000,
  },
  {
    label: 'GET /api/attendees?q=attendee19 (search)',
    path: '/api/attendees?q=attendee19',
    total: 2_775,
  },
  {
    label: 'GET /api/attendees?offset=49975 (last page)',
    path: '/api/attendees?offset=49975',
    total: 50_000,
  },
  { label: 'GET /api/cfp-submissions (first page)', path: '/api/cfp-submissions', total: 30_000 },
  { label: 'GET /api/assets (first page)', path: '/api/assets', total: 10_000 },
  { label: 'GET /api/sponsorships (first page)', path: '/api/sponsorships', total: 10_000 },
  { label: 'GET /api/stakeholders (first page)', path: '/api/stakeholders', total: 500 },
  {
    label: 'GET /api/approval-workflows (first page)',
    path: '/api/approval-workflows',
    total: 2_000,
  },
];

/** The events instance and a signed-in API client's headers. */
export async function seedLists(server: BenchServer): Promise<Record<string, string>> {
  const [user] = await server.db
    .insert(users)
    .values({ subject: 'bench-user', username: 'bench', name: 'Bench User' })
    .returning({ id: users.id });
  await seed(server, user!.id);
  await seedOtherLists(server, user!.id);
  // Steady state after a bulk load: statistics and the visibility map, as autovacuum would.
  await server.db.execute('vacuum analyze');
  const token = await accessToken(server, { sub: 'bench-user', username: 'bench' });
  return { authorization: `Bearer ${token}` };
}

/**
 * One sponsorship per event, 500 stakeholders and 2,000 approval workflows (3 reviewers and a
 * stakeholder each), for the lists that are not an event's children.
 */
async function seedOtherLists(server: BenchServer, userId: number): Promise<void> {
  await server.db.execute(sql`
    insert into sponsorships (event_id, sponsor_name, tier, amount, currency, status, contact_name)
    select id, 'Sponsor ' || id, (array['gold','silver','bronze'])[1 + id % 3],
           case when id % 4 = 0 then null else 1000 + id % 97 * 12.5 end,
           case when id % 4 = 0 then null else 'EUR' end, 'pending', 'Contact ' || id
    from events`);
  await server.db.execute(sql`
    insert into stakeholders (name, email, role, organization, department)
    select 'Stakeholder ' || n, 'stakeholder' || n || '@example.org',
           (array['primary_contact','decision_maker','finance'])[1 + n % 3], 'Org ' || n % 20,
           case when n % 2 = 0 then 'Department ' || n % 7 end
    from generate_series(1, 500) n`);
  await server.db.execute(sql`
    insert into approval_workflows (title, item_type, item_id, priority, status, due_date,
                                    requester_id, created_at)
    select 'Request ' || n, 'travel_request', (select min(id) from events) + n, 'medium',
           (array['pending','approved','rejected'])[1 + n % 3], date '2026-08-01' + (n % 90),
           ${userId}::int, timestamptz '2026-06-01' + make_interval(hours => n)
    from generate_series(1, 2000) n`);
  await server.db.execute(sql`
    insert into users (keycloak_id, username, name)
    select 'bench-reviewer-' || r, 'reviewer' || r, 'Reviewer ' || r from generate_series(1, 3) r`);
  await server.db.execute(sql`
    insert into workflow_reviewers (workflow_id, reviewer_id, status)
    select w.id, u.id, 'pending' from approval_workflows w, users u
    where u.keycloak_id like 'bench-reviewer-%'`);
  await server.db.execute(sql`
    insert into workflow_stakeholders (workflow_id, stakeholder_id)
    select w.id, (select min(id) from stakeholders) + w.id % 500 from approval_workflows w`);
}

async function benchBackend(ctx: BenchContext, backend: Backend): Promise<ResultRow[]> {
  ctx.log(`${backend}: starting the app`);
  const server = await startServer(backend);
  try {
    const started = Date.now();
    const headers = await seedLists(server);
    ctx.log(`${backend}: seeded in ${Date.now() - started} ms`);
    const rows: ResultRow[] = [];
    for (const item of LIST_CASES) {
      const url = `${server.url}${item.path}`;
      const once = async () => {
        const response = await fetch(url, { headers });
        const body = await response.text();
        const total = Number(response.headers.get('x-total-count'));
        if (response.status !== 200 || total !== item.total) {
          throw new Error(
            `${item.label}: ${response.status}, total ${total}: ${body.slice(0, 200)}`,
          );
        }
        return (JSON.parse(body) as unknown[]).length;
      };
      await once(); // warm: the users row, plans
      let pageRows = 0;
      const queriesPerRequest = await server.queries.count(async () => {
        pageRows = await once();
      });
      const cpuBefore = await cpuSnapshot(server);
      const result = await measure({
        url,
        headers,
        durationSeconds: ctx.durationSeconds,
        connections: ctx.connections,
      });
      const cpu = cpuPerRequest(cpuBefore, await cpuSnapshot(server), result.requests);
      rows.push({
        scenario: name,
        backend,
        case: item.label,
        reqPerSec: result.reqPerSec,
        p50Ms: result.p50Ms,
        p99Ms: result.p99Ms,
        queriesPerRequest,
        note: [
          `rows=${pageRows} of ${item.total}`,
          `CPU/req: node ${cpu.serverMs.toFixed(2)} ms` +
            (cpu.postgresMs === null ? '' : `, postgres ${cpu.postgresMs.toFixed(2)} ms`),
          `errors=${result.errors} non2xx=${result.non2xx}`,
          `target <=${QUERY_TARGET} SQL: ${queriesPerRequest <= QUERY_TARGET ? 'met' : 'missed'}`,
        ].join(' '),
      });
      ctx.log(
        `${backend}: ${item.label} ${result.reqPerSec.toFixed(0)} req/s p50 ${result.p50Ms} ms p99 ${result.p99Ms} ms, ${queriesPerRequest} SQL`,
      );
    }
    return rows;
  } finally {
    await server.close();
  }
}

export async function run(ctx: BenchContext): Promise<ResultRow[]> {
  return eachBackend(ctx, name, (backend) => benchBackend(ctx, backend));
}
