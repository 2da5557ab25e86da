import { createHash } from 'node:crypto';
import type { Db } from '../db/client';
import { countHits, liveCounters, pruneCounters, resetCounter } from './rate-limit-counters';

export interface SignInLimits {
  /** Failures of one username from one address before that pair is locked. */
  perAddress: number;
  /** Failures of one username from all addresses together before the username is locked. */
  perUsername: number;
  /** A window starts at its first failure; a lock ends with its window, so it never lasts longer. */
  windowMs: number;
  now?: () => Date;
}

/**
 * Counts failed sign-ins in the database (rate_limit_counters, keys `sign-in:…`), so every
 * process and replica sees the same counts: per username and address, and per username over all
 * addresses (a guesser rotating addresses).
 */
export class SignInLimiter {
  private readonly now: () => Date;

  constructor(
    private readonly db: Db,
    private readonly limits: SignInLimits,
  ) {
    this.now = limits.now ?? (() => new Date());
  }

  /** Milliseconds until this username may try again from this address; 0 when it may now. */
  async lockedFor(username: string, address: string): Promise<number> {
    const keys = this.keys(username, address);
    const now = this.now();
    let wait = 0;
    for (const row of await liveCounters(this.db, [keys.pair, keys.username], now)) {
      const limit = row.key === keys.pair ? this.limits.perAddress : this.limits.perUsername;
      if (row.hits >= limit) wait = Math.max(wait, row.expiresAt.getTime() - now.getTime());
    }
    return wait;
  }

  /** Counts one failure for the pair and for the username, and drops windows that have ended. */
  async recordFailure(username: string, address: string): Promise<void> {
    const keys = this.keys(username, address);
    const now = this.now();
    await countHits(this.db, [keys.pair, keys.username], this.limits.windowMs, now);
    await pruneCounters(this.db, now);
  }

  /** A successful sign-in forgets the failures of this username from this address. */
  async recordSuccess(username: string, address: string): Promise<void> {
    await resetCounter(this.db, this.keys(username, address).pair);
  }

  /** Keys hold a digest of the username, so that any input (up to the 1 MB body) fits the index. */
  private keys(username: string, address: string) {
    const name = createHash('sha256').update(username.toLowerCase()).digest('base64url');
    return { pair: `sign-in:address:${address}|${name}`, username: `sign-in:username:${name}` };
  }
}
