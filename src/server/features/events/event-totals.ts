import type { Db } from '../../db/client';
import { LruMap } from '../../lib/lru-map';
import { filterParams, type EventFilters } from './event-filters';

/** Filter sets whose total one process remembers per database. */
const REMEMBERED_FILTER_SETS = 1_000;

interface CountedTotal {
  /** The events' change stamp the total was counted under. */
  stamp: string;
  total: number;
}

const byDatabase = new WeakMap<Db, LruMap<string, CountedTotal>>();

/**
 * Filtered totals (X-Total-Count) remembered with the events' change stamp they were counted
 * under: counting every matching event cost PostgreSQL more than the page itself. A total is
 * used only when the stamp read with the page is the same, which proves no transaction has
 * written to events since, in any process or replica (db/change-stamps.ts). Kept per database
 * handle; meant for the app's own handle, outside a transaction: a transaction's own writes move
 * the stamp only when it commits.
 */
export function eventTotals(db: Db) {
  let totals = byDatabase.get(db);
  if (!totals) byDatabase.set(db, (totals = new LruMap(REMEMBERED_FILTER_SETS)));
  const keyOf = (filters: EventFilters) => JSON.stringify(filterParams(filters).params);
  return {
    get: (filters: EventFilters) => totals.get(keyOf(filters)),
    remember(filters: EventFilters, stamp: string | null, total: number) {
      if (stamp !== null) totals.set(keyOf(filters), { stamp, total });
    },
  };
}
