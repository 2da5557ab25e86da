import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { deliverDueEmails, type DeliveryContext, type DeliveryResult } from './delivery';
import { writeDueNotices } from './reminders';

export interface PassResult extends DeliveryResult {
  /** Reminders and digests written this pass. */
  written: number;
  /** Messages other outboxes sent this pass (webhooks). */
  others: number;
  /** Milliseconds the pass took (finding and writing, then sending). */
  writeMs: number;
  sendMs: number;
}

/** Another outbox the pass sends from (webhooks): what it sent or settled at `now`. */
export type OutboxSender = (now: Date) => Promise<number>;

export interface SchedulerOptions extends Omit<DeliveryContext, 'db'> {
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
}

/**
 * Runs the notification pass: write the reminders and digests now due, then send the emails now
 * due. One pass at a time per process (a second call joins the running one); any number of
 * processes may run passes against one database (see reminders.ts and delivery.ts).
 */
export class NotificationScheduler {
  private running: Promise<PassResult> | undefined;
  private timer: NodeJS.Timeout | undefined;
  private stopped = false;
  private readonly senders: OutboxSender[] = [];

  constructor(private readonly options: SchedulerOptions) {}

  /** Adds an outbox of another feature to every pass, after the emails. */
  alsoSend(sender: OutboxSender): void {
    this.senders.push(sender);
  }

  runPass(): Promise<PassResult> {
    this.running ??= this.pass().finally(() => (this.running = undefined));
    return this.running;
  }

  /** Passes now and then every intervalMs until stop(); a failed pass is logged and the next one runs. */
  start(intervalMs: number, firstAfterMs = 5_000): void {
    const tick = () => {
      if (this.stopped) return;
      this.runPass()
        .catch((error: unknown) =>
          this.options.log.error({ err: error }, 'notification pass failed'),
        )
        .finally(() => {
          if (!this.stopped) this.timer = setTimeout(tick, intervalMs).unref();
        });
    };
    this.timer = setTimeout(tick, firstAfterMs).unref();
  }

  /** Stops the timer and waits for a running pass, so a shutdown never cuts a send in half. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running?.catch(() => undefined);
  }

  private async pass(): Promise<PassResult> {
    const now = this.options.clock.now();
    const started = performance.now();
    const written = await writeDueNotices(this.options.db, now, this.options.pace);
    const written_at = performance.now();
    const delivered = await deliverDueEmails(this.options, now);
    let others = 0;
    for (const send of this.senders) others += await send(now);
    const result: PassResult = {
      written,
      ...delivered,
      others,
      writeMs: written_at - started,
      sendMs: performance.now() - written_at,
    };
    if (written || others || delivered.sent || delivered.failed || delivered.retrying) {
      this.options.log.info(result, 'notification pass');
    }
    return result;
  }
}
