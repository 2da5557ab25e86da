import { eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimitCounters } from '../db/schema/index';

export interface CounterState {
  key: string;
  hits: number;
  expiresAt: Date;
}

/**
 * Counts one hit for each key in one statement and returns the counts after it. A key's window
 * starts with its first hit and lasts windowMs; a hit after the window ended starts a new one.
 * Concurrent hits on one key from any process queue on its row, so none is lost.
 */
export async function countHits(
  db: Db,
  keys: string[],
  windowMs: number,
  now: Date,
): Promise<CounterState[]> {
  const ended = sql`${rateLimitCounters.expiresAt} <= ${now.toISOString()}::timestamptz`;
  const expiresAt = new Date(now.getTime() + windowMs);
  return db
    .insert(rateLimitCounters)
    .values(keys.map((key) => ({ key, hits: 1, expiresAt })))
    .onConflictDoUpdate({
      target: rateLimitCounters.key,
      set: {
        hits: sql`case when ${ended} then 1 else ${rateLimitCounters.hits} + 1 end`,
        expiresAt: sql`case when ${ended} then excluded.expires_at else ${rateLimitCounters.expiresAt} end`,
      },
    })
    .returning();
}

function buildCountOne(db: Db) {
  const now = sql`${sql.placeholder('now')}::timestamptz`;
  const ended = sql`${rateLimitCounters.expiresAt} <= ${now}`;
  return db
    .insert(rateLimitCounters)
    .values({
      key: sql.placeholder('key'),
      hits: 1,
      expiresAt: sql`${sql.placeholder('expiresAt')}::timestamptz`,
    })
    .onConflictDoUpdate({
      target: rateLimitCounters.key,
      set: {
        hits: sql`case when ${ended} then 1 else ${rateLimitCounters.hits} + 1 end`,
        expiresAt: sql`case when ${ended} then excluded.expires_at else ${rateLimitCounters.expiresAt} end`,
      },
    })
    .returning()
    .prepare('rate_limit_count');
}

// Building the statement costs more than running it: one prepared statement per database handle.
const countOneQueries = new WeakMap<Db, ReturnType<typeof buildCountOne>>();

/** countHits for one key (every rate-limited request): the same statement, prepared once. */
export async function countHit(
  db: Db,
  key: string,
  windowMs: number,
  now: Date,
): Promise<CounterState> {
  let query = countOneQueries.get(db);
  if (!query) countOneQueries.set(db, (query = buildCountOne(db)));
  const [row] = await query.execute({
    key,
    now: now.toISOString(),
    expiresAt: new Date(now.getTime() + windowMs).toISOString(),
  });
  return row!;
}

/** The counters of these keys whose window has not ended (missing keys have no hits). */
export async function liveCounters(db: Db, keys: string[], now: Date): Promise<CounterState[]> {
  const rows = await db
    .select()
    .from(rateLimitCounters)
    .where(inArray(rateLimitCounters.key, keys));
  return rows.filter((row) => row.expiresAt > now);
}

/** Forgets one key's hits. */
export async function resetCounter(db: Db, key: string): Promise<void> {
  await db.delete(rateLimitCounters).where(eq(rateLimitCounters.key, key));
}

/** Deletes every counter whose window has ended, whoever counted it: the table stays small. */
export async function pruneCounters(db: Db, now: Date): Promise<void> {
  await db.delete(rateLimitCounters).where(lte(rateLimitCounters.expiresAt, now));
}
