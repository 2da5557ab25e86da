import { createHash } from 'node:crypto';
import { eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { signInFailures } from '../db/schema/index';

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
 * Counts failed sign-ins in the database, so every process and replica sees the same counts: per
 * username and address, and per username over all addresses (a guesser rotating addresses).
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
    const rows = await this.db
      .select()
      .from(signInFailures)
      .where(inArray(signInFailures.key, [keys.pair, keys.username]));
    const now = this.now().getTime();
    let wait = 0;
    for (const row of rows) {
      const limit = row.key === keys.pair ? this.limits.perAddress : this.limits.perUsername;
      const ends = row.windowStartedAt.getTime() + this.limits.windowMs;
      if (row.failures >= limit && ends > now) wait = Math.max(wait, ends - now);
    }
    return wait;
  }

  /** Counts one failure for the pair and for the username, and drops windows that have ended. */
  async recordFailure(username: string, address: string): Promise<void> {
    const keys = this.keys(username, address);
    const now = this.now();
    const windowEnded = sql`${signInFailures.windowStartedAt} <= ${this.cutoff(now)}::timestamptz`;
    await this.db
      .insert(signInFailures)
      .values([keys.pair, keys.username].map((key) => ({ key, failures: 1, windowStartedAt: now })))
      .onConflictDoUpdate({
        target: signInFailures.key,
        set: {
          failures: sql`case when ${windowEnded} then 1 else ${signInFailures.failures} + 1 end`,
          windowStartedAt: sql`case when ${windowEnded} then excluded.window_started_at else ${signInFailures.windowStartedAt} end`,
        },
      });
    await this.db
      .delete(signInFailures)
      .where(lte(signInFailures.windowStartedAt, new Date(this.cutoff(now))));
  }

  /** A successful sign-in forgets the failures of this username from this address. */
  async recordSuccess(username: string, address: string): Promise<void> {
    await this.db
      .delete(signInFailures)
      .where(eq(signInFailures.key, this.keys(username, address).pair));
  }

  private cutoff(now: Date): string {
    return new Date(now.getTime() - this.limits.windowMs).toISOString();
  }

  /** Keys hold a digest of the username, so that any input (up to the 1 MB body) fits the index. */
  private keys(username: string, address: string) {
    const name = createHash('sha256').update(username.toLowerCase()).digest('base64url');
    return { pair: `address:${address}|${name}`, username: `username:${name}` };
  }
}
