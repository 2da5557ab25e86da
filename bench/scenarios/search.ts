import { loadavg } from 'node:os';
import { sql } from 'drizzle-orm';
import { eachBackend } from '../lib/backends';
import { cpuPerRequest, cpuSnapshot } from '../lib/cpu';
import { sentStatements } from '../lib/database-time';
import { measure } from '../lib/load';
import { startServer, type BenchServer } from '../lib/server';
import { accessToken } from '../lib/tokens';
import type { Backend, BenchContext, ResultRow } from '../lib/types';

/**
 * Issue 29: GET /api/search over 10,000 events, 50,000 CFP submissions, 50,000 attendees and
 * 5,000 talks (names from a few dozen words, accents included, so common words match thousands
 * of rows), at `ctx.connections` (10) clients: req/s, p50, p99 against p50 ≤ 30 ms and
 * p99 ≤ 100 ms, and SQL statements per request (one, beside the sign-in's).
 */
export const name = 'search';

const EVENTS = 10_000;
const SUBMISSIONS = 50_000;
const ATTENDEES = 50_000;
const TALKS = 5_000;
const P50_TARGET = 30;
const P99_TARGET = 100;
const WORDS = `array['KubeCon','Zürich','Open','Source','Summit','Rust','Gopher','Data','Cloud',
  'Native','Security','Python','Berlin','Lisbon','São','Paulo','Kraków','Devoxx','FOSDEM','Linux',
  'Community','Maintainers','Funding','Ops','Web','Scale','Édition','Conf','Days','Forum']`;

async function seed(server: BenchServer): Promise<void> {
  const run = (statement: ReturnType<typeof sql>) => server.db.execute(statement);
  const word = (n: string) => sql.raw(`(${WORDS})[1 + (${n}) % 30]`);
  await run(sql`
    insert into events (name, link, start_date, end_date, location, notes)
    select ${word('n')} || ' ' || ${word('n / 30')} || ' ' || n, 'https://example.org/' || n,
           current_date + n % 400, current_date + n % 400 + 2, ${word('n / 7')},
           'Met people from ' || ${word('n / 11')} || ' and ' || ${word('n / 13')}
    from generate_series(1, ${EVENTS}) n`);
  await run(sql`
    insert into talks (title, abstract, format)
    select 'Talk on ' || ${word('n')} || ' ' || ${word('n / 3')} || ' ' || n,
           'How ' || ${word('n / 5')} || ' teams work with ' || ${word('n / 17')}, 'talk'
    from generate_series(1, ${TALKS}) n`);
  await run(sql`
    insert into cfp_submissions (event_id, title, abstract, submitter_name, status)
    select (select min(id) from events) + n % ${EVENTS},
           ${word('n / 2')} || ' at scale ' || n, 'About ' || ${word('n / 9')}, 'Person ' || n % 997,
           'submitted'
    from generate_series(1, ${SUBMISSIONS}) n`);
  await run(sql`
    insert into attendees (event_id, name, email, role, notes)
    select (select min(id) from events) + n % ${EVENTS}, 'Person ' || ${word('n / 4')} || ' ' || n,
           'person' || n || '@example.org', 'attendee', 'Asked about ' || ${word('n / 23')}
    from generate_series(1, ${ATTENDEES}) n`);
  await run(sql`vacuum analyze`);
}

const CASES = [
  ['a name', 'kubecon zurich'],
  ['a prefix being typed', 'kube'],
  ['an accent', 'zurich summit'],
  ['a typo (trigram fallback)', 'kubecom'],
  ['a common word', 'community'],
  ['nothing matches', 'qwertyuiop'],
] as const;

const round1 = (value: number) => Math.round(value * 10) / 10;

/** The search statement's planning and execution time on PostgreSQL (EXPLAIN ANALYZE, no timing). */
async function statementMs(server: BenchServer, request: () => Promise<unknown>) {
  const { client, reads } = await sentStatements(server, request);
  const search = reads.at(-1)!;
  const [row] = await client.unsafe(
    `explain (analyze, timing off, format json) ${search.statement}`,
    search.parameters as never[],
  );
  const [plan] = row!['QUERY PLAN'] as { 'Planning Time': number; 'Execution Time': number }[];
  return { planning: round1(plan!['Planning Time']), execution: round1(plan!['Execution Time']) };
}

async function benchBackend(ctx: BenchContext, backend: Backend): Promise<ResultRow[]> {
  const server = await startServer(backend);
  try {
    ctx.log(`${backend}: seeding`);
    await seed(server);
    const token = await accessToken(server, { sub: 'bench-search', username: 'searcher' });
    const headers = { authorization: `Bearer ${token}` };
    const rows: ResultRow[] = [];
    for (const [label, q] of CASES) {
      const url = `${server.url}/api/search?q=${encodeURIComponent(q)}`;
      const once = async () => {
        const response = await fetch(url, { headers });
        if (response.status !== 200) throw new Error(`${q}: ${response.status}`);
        return response.json();
      };
      await once();
      const queriesPerRequest = await server.queries.count(once);
      const statement = backend === 'postgres' ? await statementMs(server, once) : undefined;
      // Every pooled connection prepares the statement and plans it for its first executions:
      // a second of load first, so the figures are of the server as it runs, not starting.
      await measure({ url, headers, durationSeconds: 1, connections: ctx.connections });
      const cpuBefore = await cpuSnapshot(server);
      const load = await measure({
        url,
        headers,
        durationSeconds: ctx.durationSeconds,
        connections: ctx.connections,
      });
      const cpu = cpuPerRequest(cpuBefore, await cpuSnapshot(server), load.requests);
      const met = load.p50Ms <= P50_TARGET && load.p99Ms <= P99_TARGET;
      rows.push({
        scenario: name,
        backend,
        case: `GET /api/search?q=${q} (${label})`,
        reqPerSec: round1(load.reqPerSec),
        p50Ms: load.p50Ms,
        p99Ms: load.p99Ms,
        queriesPerRequest,
        note:
          `p50≤${P50_TARGET} p99≤${P99_TARGET}: ${met ? 'met' : 'missed'}; ` +
          (statement
            ? `EXPLAIN unprepared: plan ${statement.planning} + run ${statement.execution} ms; `
            : '') +
          `CPU/req: node ${cpu.serverMs.toFixed(2)} ms` +
          (cpu.postgresMs === null ? '; ' : `, postgres ${cpu.postgresMs.toFixed(2)} ms; `) +
          `errors=${load.errors + load.non2xx}; load ${loadavg()[0]!.toFixed(1)}`,
      });
      ctx.log(`${backend}: ${rows.at(-1)!.case}: p50 ${load.p50Ms} p99 ${load.p99Ms}`);
    }
    return rows;
  } finally {
    await server.close();
  }
}

export async function run(ctx: BenchContext): Promise<ResultRow[]> {
  return eachBackend(ctx, name, (backend) => benchBackend(ctx, backend));
}
