import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config';
import { HOUR_MS, type Clock } from '../../lib/clock';
import type { DiscoverySync } from './conference-store';
import { DiscoveryScheduler } from './scheduler';
import { DEFAULT_FETCH_LIMITS, type FetchLimits } from './source-fetch';

export interface DiscoveryRuntime {
  /** DISCOVERY is not off. */
  enabled: boolean;
  /** Today's sync if no process ran it yet (tests and the timer call it); null otherwise. */
  runDue(): Promise<DiscoverySync | null>;
  /** An admin's sync now (409 while one runs). */
  runNow(): Promise<DiscoverySync>;
}

declare module 'fastify' {
  interface FastifyInstance {
    discovery: DiscoveryRuntime;
  }
}

export interface DiscoveryPluginOptions {
  config: Config;
  clock: Clock;
  /** Check every intervalMs in the background whether today's sync is due (false: on demand only). */
  schedule: false | { intervalMs: number };
  /** Time-out and size limit of each file (tests shorten them). */
  limits?: Partial<Omit<FetchLimits, 'allowPrivate'>>;
}

/** How often each process asks whether today's sync has run: the first to ask after midnight UTC runs it. */
export const DEFAULT_DISCOVERY_CHECK_MS = HOUR_MS;

/** The discovery sync: scheduled daily unless DISCOVERY=off, stopped before the database closes. */
export const discoveryPlugin = fp(
  async (app: FastifyInstance, options: DiscoveryPluginOptions) => {
    const { discovery } = options.config;
    const scheduler = new DiscoveryScheduler({
      db: app.db,
      clock: options.clock,
      log: app.log,
      discovery,
      limits: { ...DEFAULT_FETCH_LIMITS, ...options.limits },
    });
    app.decorate('discovery', {
      enabled: discovery.enabled,
      runDue: () => (discovery.enabled ? scheduler.runDue() : Promise.resolve(null)),
      runNow: () => scheduler.runNow(),
    });
    const { schedule } = options;
    if (schedule && discovery.enabled) {
      app.addHook('onReady', async () => scheduler.start(schedule.intervalMs));
    }
    app.addHook('onClose', () => scheduler.stop());
  },
  { name: 'discovery', dependencies: ['db'] },
);
