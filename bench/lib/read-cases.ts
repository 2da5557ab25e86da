import { loadavg } from 'node:os';
import { databaseMs, median } from './database-time';
import type { BenchServer } from './server';
import type { Backend, BenchContext, ResultRow } from './types';

/** One GET measured by `measureReads`, and the targets its note checks. */
export interface ReadCase {
  label: string;
  path: string;
  headers: Record<string, string>;
  /** SQL statements per request at most. */
  statements?: number;
  /** Database time (PostgreSQL only) p50 at most, in ms. */
  databaseMs?: number;
  /** HTTP p50 at most, in ms. */
  httpP50Ms?: number;
}

const round1 = (value: number) => Math.round(value * 10) / 10;
const verdict = (value: number, target: number) => (value <= target ? 'met' : 'missed');

/**
 * Each case after one warming request: its SQL statements per request, then `rounds` requests one
 * after another (HTTP median and slowest) and, on PostgreSQL, each request's database time
 * (EXPLAIN ANALYZE, timing off, of the statements it sent, summed: lib/database-time.ts).
 */
export async function measureReads(
  ctx: BenchContext,
  scenario: string,
  backend: Backend,
  server: BenchServer,
  cases: readonly ReadCase[],
  rounds: number,
): Promise<ResultRow[]> {
  const rows: ResultRow[] = [];
  for (const read of cases) {
    const once = async () => {
      const response = await fetch(`${server.url}${read.path}`, { headers: read.headers });
      if (response.status !== 200) throw new Error(`${read.path}: ${response.status}`);
      return response.json();
    };
    await once(); // warm: the person's row, plans
    const queriesPerRequest = await server.queries.count(once);
    const http: number[] = [];
    const database: number[] = [];
    for (let index = 0; index < rounds; index++) {
      const before = performance.now();
      await once();
      http.push(performance.now() - before);
      if (backend === 'postgres') database.push(await databaseMs(server, once));
    }
    const p50 = median(http);
    const note = [
      database.length ? `database p50 ${median(database).toFixed(1)} ms` : null,
      read.statements === undefined
        ? null
        : `≤${read.statements} SQL: ${verdict(queriesPerRequest, read.statements)}`,
      read.databaseMs === undefined || !database.length
        ? null
        : `≤${read.databaseMs} ms database: ${verdict(median(database), read.databaseMs)}`,
      read.httpP50Ms === undefined
        ? null
        : `HTTP p50 ≤${read.httpP50Ms} ms: ${verdict(p50, read.httpP50Ms)}`,
      `load ${loadavg()[0]!.toFixed(1)}`,
    ];
    rows.push({
      scenario,
      backend,
      case: read.label,
      p50Ms: round1(p50),
      maxMs: round1(Math.max(...http)),
      queriesPerRequest,
      note: note.filter(Boolean).join('; '),
    });
    ctx.log(`${backend}: ${read.label}: ${rows.at(-1)!.note}`);
  }
  return rows;
}
