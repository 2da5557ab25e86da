import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { ConflictError } from '../../lib/errors';
import { rowsOf } from '../../lib/sql';
import { claimRun, finishRun, type Claim } from './claims';
import type { DiscoverySync } from './conference-store';
import { storeSnapshot } from './snapshot';
import { type SourceSyncOptions, syncFromSource } from './sync';

export interface DiscoverySchedulerOptions extends SourceSyncOptions {
  log: FastifyBaseLogger;
}

/**
 * The daily sync of the open conference data, once across every process and replica (a claim
 * per UTC day, discovery_claims), and the admin's sync on demand. Before the first sync ever,
 * the shipped snapshot is stored, so a fresh install lists conferences even with no network.
 */
export class DiscoveryScheduler {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | undefined;
  private stopped = false;

  constructor(private readonly options: DiscoverySchedulerOptions) {}

  /** Runs today's sync if no process has yet: the sync, or null when another one had it. */
  async runDue(): Promise<DiscoverySync | null> {
    const now = this.options.clock.now();
    const claim = await claimRun(
      this.options.db,
      `daily:${now.toISOString().slice(0, 10)}`,
      now,
      false,
    );
    return claim ? this.track(this.run(claim)) : null;
  }

  /** An admin's sync now; 409 while another on-demand sync runs. */
  async runNow(): Promise<DiscoverySync> {
    const claim = await claimRun(this.options.db, 'manual', this.options.clock.now(), true);
    if (!claim)
      throw new ConflictError('A sync is already running; try again when it has finished');
    return this.track(this.run(claim));
  }

  /** Checks every intervalMs whether today's sync is due; a failure is logged, the next check runs. */
  start(intervalMs: number, firstAfterMs = 10_000): void {
    const tick = () => {
      if (this.stopped) return;
      this.runDue()
        .catch((error: unknown) => this.options.log.error({ err: error }, 'discovery sync failed'))
        .finally(() => {
          if (!this.stopped) this.timer = setTimeout(tick, intervalMs).unref();
        });
    };
    this.timer = setTimeout(tick, firstAfterMs).unref();
  }

  /** Stops the timer and waits for a running sync, before the database closes. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running?.catch(() => undefined);
  }

  private track<T>(work: Promise<T>): Promise<T> {
    const tracked = work.finally(() => {
      if (this.running === tracked) this.running = undefined;
    });
    this.running = tracked;
    return tracked;
  }

  private async run(claim: Claim): Promise<DiscoverySync> {
    const { db, clock } = this.options;
    try {
      return await this.syncOnce();
    } finally {
      await finishRun(db, claim, clock.now());
    }
  }

  private async syncOnce(): Promise<DiscoverySync> {
    const { db, clock, log } = this.options;
    const [first] = rowsOf<{ none: boolean }>(
      await db.execute(sql`select not exists (select 1 from discovery_syncs) as none`),
    );
    if (first!.none) {
      const snapshot = await storeSnapshot(db, clock);
      log.info({ added: snapshot.added }, 'discovery: stored the shipped snapshot');
    }
    const sync = await syncFromSource(this.options);
    if (sync.error) log.warn({ error: sync.error }, 'discovery sync failed');
    else log.info({ added: sync.added, changed: sync.changed, gone: sync.gone }, 'discovery sync');
    return sync;
  }
}
