import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config';
import type { Clock } from '../../lib/clock';
import { createMailer, type Mailer } from '../../mail/mailer';
import { NotificationScheduler, type OutboxSender, type PassResult } from './scheduler';

export interface NotificationsRuntime {
  clock: Clock;
  mailer: Mailer;
  /** One pass now: write what is due, send what is due (tests and benchmarks call it). */
  runPass(): Promise<PassResult>;
  /** Sends another feature's outbox (webhooks) in every pass, with the same clock. */
  alsoSend(sender: OutboxSender): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    notifications: NotificationsRuntime;
  }
}

export interface NotificationsPluginOptions {
  config: Config;
  /** The instance's URL-signing key: it signs the unsubscribe links. */
  signingKey: string;
  clock: Clock;
  /** The embedded database (one connection): the pass pauses between statements for requests. */
  pace: boolean;
  /** Run a pass every intervalMs in the background (false: only when runPass is called). */
  schedule: false | { intervalMs: number };
}

/**
 * The mailer (SMTP_URL) and the scheduler's pass, started when the app is ready and stopped,
 * after its running pass, when the app closes (before the database does).
 */
export const notificationsPlugin = fp(
  async (app: FastifyInstance, options: NotificationsPluginOptions) => {
    const { config, clock } = options;
    const mailer = createMailer(config.mail);
    const scheduler = new NotificationScheduler({
      db: app.db,
      clock,
      log: app.log,
      mailer,
      publicUrl: config.publicUrl,
      signingKey: options.signingKey,
      smtpUrl: config.mail.smtpUrl,
      pace: options.pace,
    });
    app.decorate('notifications', {
      clock,
      mailer,
      runPass: () => scheduler.runPass(),
      alsoSend: (sender) => scheduler.alsoSend(sender),
    });
    const { schedule } = options;
    if (schedule) app.addHook('onReady', async () => scheduler.start(schedule.intervalMs));
    app.addHook('onClose', async () => {
      await scheduler.stop();
      mailer.close();
    });
  },
  { name: 'notifications', dependencies: ['db'] },
);
