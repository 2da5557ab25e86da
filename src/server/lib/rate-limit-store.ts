import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Db } from '../db/client';
import { countHit, pruneCounters } from './rate-limit-counters';

/** How often one process deletes the counters whose window has ended. */
export const PRUNE_INTERVAL_MS = 60_000;

type IncrCallback = Parameters<FastifyRateLimitStore['incr']>[1];

export interface DatabaseRateLimitStoreOptions {
  /** The database, looked up when the first request is counted (the plugin registers first). */
  db: () => Db;
  now?: () => Date;
}

/**
 * A @fastify/rate-limit store that counts in rate_limit_counters, so every process and replica on
 * one database shares one count per route and client: one statement (an upsert) per request.
 * Each route's counters are keyed `route:METHOD URL|client`; ended windows are deleted at most
 * once a minute per process.
 */
export function databaseRateLimitStore(
  options: DatabaseRateLimitStoreOptions,
): FastifyRateLimitStoreCtor {
  const now = options.now ?? (() => new Date());
  let prunedAt = Number.NEGATIVE_INFINITY;

  async function count(key: string, windowMs: number) {
    const at = now();
    const db = options.db();
    if (at.getTime() - prunedAt >= PRUNE_INTERVAL_MS) {
      prunedAt = at.getTime();
      await pruneCounters(db, at);
    }
    const row = await countHit(db, key, windowMs, at);
    return { current: row.hits, ttl: Math.max(0, row.expiresAt.getTime() - at.getTime()) };
  }

  class DatabaseRateLimitStore implements FastifyRateLimitStore {
    constructor(
      _options: unknown,
      private readonly prefix = 'route:',
    ) {}

    incr(key: string, callback: IncrCallback, timeWindow: number): void {
      count(this.prefix + key, timeWindow).then(
        (result) => callback(null, result),
        (error: unknown) => callback(error as Error),
      );
    }

    child(routeOptions: unknown): FastifyRateLimitStore {
      // The plugin hands the route's merged options with the route itself under routeInfo.
      const { method, url } = (routeOptions as { routeInfo: { method: unknown; url: string } })
        .routeInfo;
      return new DatabaseRateLimitStore(undefined, `route:${String(method)} ${url}|`);
    }
  }
  return DatabaseRateLimitStore;
}
