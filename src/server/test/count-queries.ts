import type { Db } from '../db/client';

/** Counts SQL statements sent through the driver underneath `db` until `stop()` is called. */
export function countQueries(db: Db) {
  const client = (db as unknown as { session: { client: Record<string, unknown> } }).session.client;
  const method = 'unsafe' in client ? 'unsafe' : 'query';
  const original = client[method] as (...args: unknown[]) => unknown;
  let queries = 0;
  client[method] = (...args: unknown[]) => {
    queries += 1;
    return original.apply(client, args);
  };
  return {
    stop() {
      client[method] = original;
      return queries;
    },
  };
}
