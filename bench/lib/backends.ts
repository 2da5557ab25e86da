import { postgresAvailable } from './server';
import type { Backend, BenchContext, ResultRow } from './types';

/** `measure` on each of ctx.backends in turn; PostgreSQL gets a 'skipped' row when unreachable. */
export async function eachBackend(
  ctx: BenchContext,
  scenario: string,
  measure: (backend: Backend) => Promise<ResultRow[]>,
): Promise<ResultRow[]> {
  const rows: ResultRow[] = [];
  for (const backend of ctx.backends) {
    if (backend === 'postgres' && !(await postgresAvailable())) {
      ctx.log('postgres: BENCH_DATABASE_URL unreachable, skipped');
      rows.push({ scenario, backend, case: 'skipped', note: 'PostgreSQL unreachable' });
      continue;
    }
    rows.push(...(await measure(backend)));
  }
  return rows;
}
