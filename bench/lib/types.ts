export type Backend = 'pglite' | 'postgres';

/** What bench/run.ts hands every scenario (see bench/README.md). */
export interface BenchContext {
  backends: Backend[];
  durationSeconds: number;
  connections: number;
  log(message: string): void;
}

/** One line of the printed table; fields that do not apply are left out. */
export interface ResultRow {
  scenario: string;
  backend: Backend | '-';
  case: string;
  reqPerSec?: number;
  p50Ms?: number;
  p99Ms?: number;
  /** The slowest of a few repeated runs (p50Ms is then their median). */
  maxMs?: number;
  queriesPerRequest?: number;
  durationMs?: number;
  /** Size in KiB after gzip (e.g. the JavaScript a route loads). */
  gzipKb?: number;
  /** Size in KiB after brotli at its highest quality. */
  brotliKb?: number;
  /** KiB a client received over HTTP (bytes on the wire). */
  wireKb?: number;
  note?: string;
}

/** A scenario module in bench/scenarios/. */
export interface Scenario {
  name: string;
  run(ctx: BenchContext): Promise<ResultRow[]>;
}
