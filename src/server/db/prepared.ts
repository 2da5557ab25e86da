import type { Db } from './client';

/**
 * One prepared statement per database handle, built on its first use: building a statement
 * with drizzle costs more Node CPU than running it on a warm database (measured for the
 * signed-in user's lookup: ~0.25 ms built each time against ~0.09 ms prepared).
 */
function preparedPerDatabase<Query>(build: (db: Db) => Query): (db: Db) => Query {
  const byDatabase = new WeakMap<Db, Query>();
  return (db) => {
    let query = byDatabase.get(db);
    if (!query) byDatabase.set(db, (query = build(db)));
    return query;
  };
}

/**
 * Prepared statements whose SQL text depends on the request's shape (which
 * filters are present, the sort): one per database handle and distinct shape, a bounded set.
 */
export function preparedPerShape<Shape, Query>(
  build: (db: Db, shape: Shape) => Query,
): (db: Db, shape: Shape) => Query {
  const perDatabase = preparedPerDatabase(() => new Map<string, Query>());
  return (db, shape) => {
    const byShape = perDatabase(db);
    const key = JSON.stringify(shape);
    let query = byShape.get(key);
    if (!query) byShape.set(key, (query = build(db, shape)));
    return query;
  };
}

/** A driver's client as drizzle holds it: postgres.js (`unsafe`) or PGlite (`query`). */
type DriverClient =
  | {
      unsafe(
        text: string,
        params: unknown[],
        options: { prepare: boolean },
      ): { values(): Promise<unknown[][]> };
    }
  | {
      query(
        text: string,
        params: unknown[],
        options: { rowMode: 'array' },
      ): Promise<{ rows: unknown[][] }>;
    };

/**
 * One SQL text run on the driver itself, prepared on PostgreSQL, its rows as arrays of values:
 * for a statement every request runs, where even a prepared drizzle query's wrappers and row
 * mapping are a visible share of the request's CPU. Values come back as the driver parses them
 * (drizzle leaves timestamps as text on postgres.js): select booleans and numbers, not dates.
 * On the database handle only, outside any transaction (it runs on the pool).
 */
export function driverStatement(text: string): (db: Db, params: unknown[]) => Promise<unknown[][]> {
  return async (db, params) => {
    const client = (db as unknown as { $client: DriverClient }).$client;
    if ('unsafe' in client) return client.unsafe(text, params, { prepare: true }).values();
    return (await client.query(text, params, { rowMode: 'array' })).rows;
  };
}
