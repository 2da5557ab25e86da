import type { Db } from './client';

/**
 * One prepared statement per database handle, built on its first use: building a statement
 * with drizzle costs more Node CPU than running it on a warm database (measured for the
 * signed-in user's lookup: ~0.25 ms built each time against ~0.09 ms prepared).
 */
export function preparedPerDatabase<Query>(build: (db: Db) => Query): (db: Db) => Query {
  const byDatabase = new WeakMap<Db, Query>();
  return (db) => {
    let query = byDatabase.get(db);
    if (!query) byDatabase.set(db, (query = build(db)));
    return query;
  };
}

/**
 * preparedPerDatabase for statements whose SQL text depends on the request's shape (which
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
